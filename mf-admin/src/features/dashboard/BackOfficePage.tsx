/**
 * One back-office page: the admin guard (docs/glossary.md: 'Loading...' while the token is checked,
 * /login when it is refused), then the back office's frame around the section. A page only the owner
 * and admins may use tells an agent's seat so instead of showing controls the server would refuse.
 */
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isManagerRole, pagePath, type DashboardResponse } from '@manzil/contract';
import { useQueryClient } from '@manzil/api-client';
import { SESSION_EXPIRED_MESSAGE, setSessionExpiredHandler } from '../../shared/api/client';
import { Toaster } from '../../shared/feedback/Toaster';
import { SeatContext } from '../../shared/seat/seat';
import styles from './AdminPanel.module.css';
import { BackOfficeLayout } from './BackOfficeLayout';
import page from './BackOfficePage.module.css';
import { resetPanelState } from './resetPanelState';
import { useAdminGuard } from './useAdminGuard';

interface BackOfficePageProps {
  /** The page's heading; none when the page brings its own (the ADMIN PANEL). */
  title?: string;
  managersOnly?: boolean;
  /** The page's own toasts (the ADMIN PANEL has its own). */
  toaster?: boolean;
  children(admin: DashboardResponse['admin'], lastBackup: DashboardResponse['lastBackup']): ReactNode;
}

export function BackOfficePage({ title, managersOnly, toaster = true, children }: BackOfficePageProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // Registered before the guard's check runs (effects run in order), so a rejected token already takes this path.
  useEffect(
    () =>
      setSessionExpiredHandler(() => {
        resetPanelState(queryClient);
        navigate(pagePath('login'), { replace: true, state: { message: SESSION_EXPIRED_MESSAGE } });
      }),
    [navigate, queryClient],
  );

  const guard = useAdminGuard();
  if (guard.status === 'checking') {
    return (
      <div className={styles.checking} role="status" aria-live="polite">
        Loading...
      </div>
    );
  }
  const allowed = !managersOnly || isManagerRole(guard.admin.role);
  return (
    <SeatContext.Provider value={guard.admin}>
      <BackOfficeLayout admin={guard.admin}>
        {title && <h1 className={page.title}>{title}</h1>}
        {allowed ? (
          <div className={page.sections}>{children(guard.admin, guard.lastBackup)}</div>
        ) : (
          <p className={page.refused} role="alert">
            This page is for the owner and admins. Your seat works with your own listings and leads.
          </p>
        )}
        {toaster && <Toaster />}
      </BackOfficeLayout>
    </SeatContext.Provider>
  );
}

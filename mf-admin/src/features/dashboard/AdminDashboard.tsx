/** /admin/dashboard: the guarded ADMIN PANEL. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { pagePath } from '@manzil/contract';
import { useQueryClient } from '@manzil/api-client';
import { SESSION_EXPIRED_MESSAGE, setSessionExpiredHandler } from '../../shared/api/client';
import { AdminPanel } from './AdminPanel';
import styles from './AdminPanel.module.css';
import { resetPanelState } from './resetPanelState';
import { useAdminGuard } from './useAdminGuard';

export default function AdminDashboard() {
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
  return <AdminPanel admin={guard.admin} lastBackup={guard.lastBackup} />;
}

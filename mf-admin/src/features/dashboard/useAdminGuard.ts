/**
 * The admin guard (docs/glossary.md): 'checking' while GET /api/admin/dashboard runs with the
 * token; 'authorised' when it succeeds; otherwise the token is removed and the user goes to /login.
 * A token the server rejects (401) goes through the client's session-expired path, with its message.
 */
import { useEffect, useState } from 'react';
import { pagePath, type DashboardResponse } from '@manzil/contract';
import { useNavigate } from 'react-router-dom';
import { isSessionExpired } from '../../shared/api/client';
import { clearToken, readToken } from '../../shared/api/tokenStorage';
import { checkDashboardAccess } from './dashboardApi';

export type GuardState =
  | { status: 'checking' }
  | { status: 'authorised'; admin: DashboardResponse['admin']; lastBackup: DashboardResponse['lastBackup'] };

export function useAdminGuard(): GuardState {
  const navigate = useNavigate();
  const [state, setState] = useState<GuardState>({ status: 'checking' });

  useEffect(() => {
    if (!readToken()) {
      clearToken();
      navigate(pagePath('login'), { replace: true });
      return;
    }
    const controller = new AbortController();
    checkDashboardAccess(controller.signal)
      .then((answer) => {
        // The spec's panel only logs the result; the name is shown beside Sign out.
        console.info('[mf-admin] dashboard access confirmed for', answer.admin.username);
        setState({ status: 'authorised', admin: answer.admin, lastBackup: answer.lastBackup ?? null });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted || isSessionExpired(err)) return;
        clearToken();
        navigate(pagePath('login'), { replace: true });
      });
    return () => controller.abort();
  }, [navigate]);

  return state;
}

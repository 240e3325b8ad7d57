/** Sign-out: the token revoked on the server, everything the panel holds dropped, then /login. */
import { useNavigate } from 'react-router-dom';
import { pagePath } from '@manzil/contract';
import { useQueryClient } from '@manzil/api-client';
import { clearToken, readToken } from '../../shared/api/tokenStorage';
import { revokeSession } from './dashboardApi';
import { resetPanelState } from './resetPanelState';

export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    const token = readToken();
    // Fire and forget: the request carries the token itself, and leaving must not wait on the network.
    if (token) revokeSession(token).catch(() => undefined);
    clearToken();
    resetPanelState(queryClient);
    navigate(pagePath('login'), { replace: true });
  };
}

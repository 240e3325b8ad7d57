/** The guard's check (SPEC section 7): success means the stored token is accepted. */
import { AUTH_HEADER, type DashboardResponse } from '@manzil/contract';
import { apiClient } from '../../shared/api/client';

export async function checkDashboardAccess(signal?: AbortSignal): Promise<DashboardResponse> {
  const { data } = await apiClient.get<DashboardResponse>('/admin/dashboard', { signal });
  return data;
}

/** Sign-out revokes this token on the server, so a copy of it (another tab, a stolen one) stops working. */
export async function revokeSession(token: string): Promise<void> {
  await apiClient.post('/admin/logout', null, { headers: { [AUTH_HEADER]: token } });
}

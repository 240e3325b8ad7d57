/** The guard's check (docs/glossary.md): success means the stored token is accepted; and sign-out. */
import { request } from '@manzil/api-client';
import { AUTH_HEADER, type DashboardResponse } from '@manzil/contract';

export const checkDashboardAccess = (signal?: AbortSignal): Promise<DashboardResponse> =>
  request('GET /admin/dashboard', { signal });

/** Sign-out revokes this token on the server, so a copy of it (another tab, a stolen one) stops working. */
export async function revokeSession(token: string): Promise<void> {
  await request('POST /admin/logout', { headers: { [AUTH_HEADER]: token } });
}

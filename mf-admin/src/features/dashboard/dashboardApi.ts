/** The guard's check (SPEC section 7): success means the stored token is accepted. */
import type { DashboardResponse } from '@manzil/contract';
import { apiClient } from '../../shared/api/client';

export async function checkDashboardAccess(signal?: AbortSignal): Promise<DashboardResponse> {
  const { data } = await apiClient.get<DashboardResponse>('/admin/dashboard', { signal });
  return data;
}

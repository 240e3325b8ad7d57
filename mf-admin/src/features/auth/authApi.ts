/** Sign-in calls (SPEC section 7). */
import type { LoginBody, LoginResponse } from '@manzil/contract';
import { apiClient } from '../../shared/api/client';

export async function login(body: LoginBody): Promise<LoginResponse> {
  const { data } = await apiClient.post<LoginResponse>('/admin/login', body);
  return data;
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post('/admin/forgot-password', { email });
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await apiClient.post(`/admin/reset-password/${encodeURIComponent(token)}`, { password });
}

/** Sign-in calls (docs/glossary.md). */
import { request } from '@manzil/api-client';
import type { LoginBody, LoginResponse } from '@manzil/contract';

export const login = (body: LoginBody): Promise<LoginResponse> => request('POST /admin/login', { body });

export async function requestPasswordReset(email: string): Promise<void> {
  await request('POST /admin/forgot-password', { body: { email } });
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await request('POST /admin/reset-password/:token', { params: { token }, body: { password } });
}

/** Sign-in calls (SPEC section 7). */
export { login, requestPasswordReset, resetPassword } from '@manzil/api-client';

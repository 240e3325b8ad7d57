/** Sign-in calls (docs/glossary.md). */
export { login, requestPasswordReset, resetPassword } from '@manzil/api-client';

/** The guard's check (docs/glossary.md): success means the stored token is accepted. */
export { checkDashboardAccess, revokeSession } from '@manzil/api-client';

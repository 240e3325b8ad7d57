/** The guard's check (SPEC section 7): success means the stored token is accepted. */
export { checkDashboardAccess, revokeSession } from '@manzil/api-client';

/** GET /api/admin/enquiries: every lead the site collected, newest first as the server sends them. */
export { fetchEnquiries, useEnquiries } from '@manzil/api-client';

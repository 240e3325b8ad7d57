/** GET /api/admin/enquiries: every lead the site collected, newest first as the server sends them. */
import type { EnquiriesResponse, Enquiry } from '@manzil/contract';
import { apiClient } from '../../shared/api/client';

export async function fetchEnquiries(): Promise<Enquiry[]> {
  const { data } = await apiClient.get<EnquiriesResponse>('/admin/enquiries');
  return data.data;
}

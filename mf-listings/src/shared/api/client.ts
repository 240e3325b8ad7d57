/** The remote's one HTTP client, configured as every app's is (ARCHITECTURE section 1). */
import axios from 'axios';
import { API_CLIENT_CONFIG } from '@manzil/contract';

export const apiClient = axios.create(API_CLIENT_CONFIG);

/** True when the server answered with one of the given statuses (e.g. 404 for "no such record"). */
export function hasStatus(error: unknown, ...statuses: number[]): boolean {
  return (
    axios.isAxiosError(error) && error.response !== undefined && statuses.includes(error.response.status)
  );
}

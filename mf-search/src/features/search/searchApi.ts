/** The remote's calls to the API, through the one client configuration of the contract. */
import axios from 'axios';
import {
  API_CLIENT_CONFIG,
  SEARCH_DEFAULTS,
  type LocationsResponse,
  type SearchCriteria,
  type SearchResponse,
} from '@manzil/contract';

export const apiClient = axios.create(API_CLIENT_CONFIG);

/** POST /api/search/result with the five criteria; '' location and the default labels mean "any". */
export async function searchProperties(criteria: SearchCriteria): Promise<SearchResponse> {
  const body = {
    purpose: criteria.purpose,
    location: criteria.location === SEARCH_DEFAULTS.location ? '' : criteria.location,
    residential: criteria.residential,
    beds: criteria.beds,
    price: criteria.price,
  };
  const { data } = await apiClient.post<SearchResponse>('/search/result', body);
  if (!Array.isArray(data)) throw new Error('The server sent an unexpected answer.');
  return data;
}

/** GET /api/locations: emirates and their areas for the location selector. */
export async function fetchLocations(): Promise<LocationsResponse> {
  const { data } = await apiClient.get<LocationsResponse>('/locations');
  if (!data || !Array.isArray(data.emirates)) throw new Error('The server sent an unexpected answer.');
  return data;
}

/** The server's `{ msg }` when it sent one, else the client's own message. */
export function errorMessage(error: unknown): string {
  if (axios.isAxiosError<{ msg?: unknown }>(error)) {
    const msg = error.response?.data?.msg;
    if (typeof msg === 'string' && msg.trim()) return msg;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}

/** The remote's calls to the API: the shared client's typed calls, and this remote's error text. */
import { serverMessage } from '@manzil/api-client';

export { fetchLocations, searchProperties } from '@manzil/api-client';

/** The server's `{ msg }` when it sent one, else the client's own message. */
export function errorMessage(error: unknown): string {
  const msg = serverMessage(error);
  if (msg) return msg;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}

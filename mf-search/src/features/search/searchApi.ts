/** This remote's error text for a failed call. */
import { serverMessage } from '@manzil/api-client';

/** The server's `{ msg }` when it sent one, else the client's own message. */
export function errorMessage(error: unknown): string {
  const msg = serverMessage(error);
  if (msg) return msg;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}

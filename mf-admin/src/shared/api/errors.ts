/** Reads the server's `{ msg }` out of a failed call and builds the alert texts of docs/glossary.md. */
import { serverMessage } from '@manzil/api-client';

export { serverAnswered, serverMessage } from '@manzil/api-client';

/**
 * docs/glossary.md: "some alerts are prefixed with the error message". The spec's text stays whole
 * at the end, so 'Update failed' alone, or 'Only JPEG, PNG, WebP or AVIF images are accepted. Update failed'.
 */
export function prefixedWithReason(text: string, err: unknown): string {
  const msg = serverMessage(err);
  return msg ? `${msg.replace(/[.!\s]+$/, '')}. ${text}` : text;
}

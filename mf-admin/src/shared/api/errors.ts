/** Reads the server's `{ msg }` out of a failed call and builds the alert texts of SPEC section 8. */
import { AxiosError } from 'axios';

export function serverMessage(err: unknown): string | undefined {
  if (err instanceof AxiosError) {
    const data: unknown = err.response?.data;
    if (data && typeof data === 'object' && 'msg' in data && typeof data.msg === 'string' && data.msg) {
      return data.msg;
    }
  }
  return undefined;
}

/** True when the server answered (a 4xx/5xx), false for a network failure or a bug. */
export const serverAnswered = (err: unknown): boolean =>
  err instanceof AxiosError && err.response !== undefined;

/**
 * SPEC section 8: "some alerts are prefixed with the error message". The spec's text stays whole
 * at the end, so 'Update failed' alone, or 'Only JPEG, PNG, WebP or AVIF images are accepted. Update failed'.
 */
export function prefixedWithReason(text: string, err: unknown): string {
  const msg = serverMessage(err);
  return msg ? `${msg.replace(/[.!\s]+$/, '')}. ${text}` : text;
}

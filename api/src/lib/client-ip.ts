/**
 * The client's address for rate limits: the socket's, or behind a trusted proxy the last
 * X-Forwarded-For entry (the one our proxy appended; earlier entries are client-supplied).
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

/** True when the request reached us over HTTPS (directly, or via a trusted proxy). */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (trustProxy && c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim() === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}

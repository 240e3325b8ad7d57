/**
 * Refuses a request whose Host header names a host this site is not served as (ALLOWED_HOSTS).
 * Links are never built from Host (they come from PUBLIC_URL), so this is defence in depth: a
 * cache or proxy keyed on Host cannot be fed pages for an attacker's host name.
 */
import type { MiddlewareHandler } from 'hono';
import { hostName } from '../config';

export const MSG_UNKNOWN_HOST = 'Unknown host';

export function hostGuard(allowed: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (!allowed.has(hostName(host))) return c.json({ msg: MSG_UNKNOWN_HOST }, 400);
    return next();
  };
}

/**
 * Refuses a request whose Host header names a host this site is not served as (ALLOWED_HOSTS), or that
 * names more than one. Links are never built from Host (they come from PUBLIC_URL), so this is defence in
 * depth: a cache or proxy keyed on Host cannot be fed pages for an attacker's host name.
 */
import type { MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';
import { hostName } from '../config';

export const MSG_UNKNOWN_HOST = 'Unknown host';
export const MSG_BAD_HOST = 'Exactly one valid Host header is required';

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port (RFC 9110 §7.2). */
const HOST_SYNTAX = /^(?:[a-z0-9._~-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * How many Host lines the request came with. Node keeps the first in `headers.host` and @hono/node-server
 * joins them all (`a:3000, a:3000`), so only the raw list tells (RFC 9112 §3.2: answer 400).
 */
function hostLines(env: unknown): number | undefined {
  const raw = (env as { incoming?: Pick<IncomingMessage, 'rawHeaders'> } | undefined)?.incoming?.rawHeaders;
  if (!Array.isArray(raw)) return undefined;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'host') count += 1;
  return count;
}

export function hostGuard(allowed: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    const host = (c.req.header('host') ?? new URL(c.req.url).host).trim();
    if ((hostLines(c.env) ?? 1) > 1 || !HOST_SYNTAX.test(host)) return c.json({ msg: MSG_BAD_HOST }, 400);
    if (!allowed.has(hostName(host))) return c.json({ msg: MSG_UNKNOWN_HOST }, 400);
    return next();
  };
}

/**
 * The client's address for rate limits: the socket's, or behind a trusted proxy the last
 * X-Forwarded-For entry (the one our proxy appended; earlier entries are client-supplied).
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Config } from '../config';

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

/**
 * True when the site is served over HTTPS: a trusted proxy's X-Forwarded-Proto when TRUST_PROXY is on,
 * else PUBLIC_URL's scheme. Never the request line: this server speaks plain HTTP, and a request target
 * `https://evil.example/…` sent to it would otherwise switch on HSTS and `Secure` cookies.
 */
export function isHttps(c: Context, config: Pick<Config, 'trustProxy' | 'publicUrl'>): boolean {
  const forwarded = config.trustProxy && c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim();
  if (forwarded) return forwarded.toLowerCase() === 'https';
  return config.publicUrl.startsWith('https:');
}

/**
 * Cross-site request forgery protection for every state-changing request, on every path (the API and
 * the pages' plain HTML form posts alike).
 *
 * 1. A same-origin check, as OWASP's CSRF cheat sheet and Go's `http.CrossOriginProtection` describe
 *    (`originVerdict`): every current browser says where a request comes from (`Sec-Fetch-Site`, and
 *    `Origin` on every POST/PUT/DELETE), and no page can forge either. A cross-site request is refused;
 *    a same-origin one needs nothing more, so a fresh browser's first write (sign-in, forgot password)
 *    works without a cookie it never had.
 * 2. The signed double-submit pair (the spec's `XSRF-TOKEN` cookie echoed in `X-XSRF-TOKEN`): GET answers
 *    carry the cookie (`<random>.<HMAC(random)>`, readable by scripts, SameSite=Lax) when the request lacks
 *    a valid one. A /api write that carries neither header (not a browser, or a very old one) must send it.
 *    The signature stops a sibling subdomain from planting a token of its own choosing.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { API_CLIENT_CONFIG } from '@manzil/contract';
import { MSG } from '../lib/errors';
import type { Config } from '../config';
import { isHttps } from '../lib/client-ip';
import { remoteOrigins } from './security-headers';

export const CSRF_COOKIE = API_CLIENT_CONFIG.xsrfCookieName;
export const CSRF_HEADER = API_CLIENT_CONFIG.xsrfHeaderName;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The Hono env of the calls the page renderer makes in process (app.ts `fetchInProcess`), compared
 * by identity: no request from outside can carry it. Those calls carry no visitor's cookies or
 * credentials (there is nothing for a forged request to ride on), so they need no token: e.g. the
 * search a page URL carries, rendered on the server (`POST /api/search/result`).
 */
export const IN_PROCESS_ENV: Readonly<Record<string, never>> = Object.freeze({});

const signature = (key: string, nonce: string): string =>
  createHmac('sha256', key).update(nonce).digest('base64url');

export function issueCsrfToken(key: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${signature(key, nonce)}`;
}

export function isValidCsrfToken(key: string, token: string | undefined): boolean {
  if (!token || token.length > 200) return false;
  const [nonce, sig, extra] = token.split('.');
  if (!nonce || !sig || extra !== undefined) return false;
  const expected = Buffer.from(signature(key, nonce));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What the request says about where it comes from. */
export type OriginVerdict = 'same-origin' | 'cross-origin' | 'unknown';

export interface RequestSource {
  /** `Sec-Fetch-Site`, as sent. */
  secFetchSite?: string;
  /** `Origin`, as sent. */
  origin?: string;
  /** The request's `Host` (already one of ALLOWED_HOSTS: the host guard runs first). */
  host?: string;
}

/** `https://Example.com:443` → `https://example.com`; undefined for `null` and anything else. */
function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The same-origin decision (Go's `CrossOriginProtection.Check`, with trusted origins):
 * - `Sec-Fetch-Site: same-origin` or `none` (typed in, a bookmark) is ours;
 * - an `Origin` we trust (PUBLIC_URL's, a remote's that CORS already trusts) is ours whatever
 *   `Sec-Fetch-Site` says, since a remote on a CDN is cross-site by nature;
 * - any other `Sec-Fetch-Site` (`cross-site`, `same-site`: a sibling subdomain is not us) is refused;
 * - without `Sec-Fetch-Site` (browsers before 2023) an `Origin` naming the request's own host is ours,
 *   any other (`null` included) is refused. Its scheme is not compared (as Go does): HSTS covers that;
 * - neither header: not a browser (every browser sends `Origin` on a cross-origin write), so nothing
 *   can ride on a victim's cookies; the caller decides what else to ask for.
 */
export function originVerdict(req: RequestSource, trusted: ReadonlySet<string>): OriginVerdict {
  const site = req.secFetchSite?.trim().toLowerCase();
  if (site === 'same-origin' || site === 'none') return 'same-origin';
  const origin = req.origin === undefined ? undefined : originOf(req.origin.trim());
  if (origin && trusted.has(origin)) return 'same-origin';
  if (site) return 'cross-origin';
  if (req.origin === undefined) return 'unknown';
  const host = req.host?.trim().toLowerCase();
  return origin && host && new URL(origin).host === host ? 'same-origin' : 'cross-origin';
}

/** Origins whose pages may write without the token pair: PUBLIC_URL's and the remotes' (REMOTE_*_URL). */
export function trustedOrigins(config: Pick<Config, 'publicUrl' | 'remoteOverrides'>): Set<string> {
  return new Set([new URL(config.publicUrl).origin, ...remoteOrigins(config)]);
}

export const MSG_CROSS_SITE = 'Cross-site request refused';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export function csrfProtection(
  key: string,
  config: Pick<Config, 'publicUrl' | 'remoteOverrides' | 'trustProxy'>,
): MiddlewareHandler {
  const trusted = trustedOrigins(config);
  return async (c, next) => {
    if (c.env === IN_PROCESS_ENV) return next();
    const cookie = getCookie(c, CSRF_COOKIE);
    const cookieValid = isValidCsrfToken(key, cookie);
    const issueCookie = () =>
      setCookie(c, CSRF_COOKIE, issueCsrfToken(key), {
        path: '/',
        sameSite: 'Lax',
        httpOnly: false,
        secure: isHttps(c, config),
      });
    if (SAFE_METHODS.has(c.req.method)) {
      await next();
      // Never on a publicly cacheable answer (images, hashed assets): a shared cache would hand
      // the same token to every visitor.
      const cacheControl = c.res.headers.get('cache-control') ?? '';
      if (!cookieValid && !/\bpublic\b/i.test(cacheControl)) issueCookie();
      return;
    }
    const verdict = originVerdict(
      {
        secFetchSite: c.req.header('sec-fetch-site'),
        origin: c.req.header('origin'),
        host: c.req.header('host') ?? new URL(c.req.url).host,
      },
      trusted,
    );
    if (verdict === 'cross-origin') return c.json({ msg: MSG_CROSS_SITE }, 403);
    // Neither header on /api: a script client, which sends the pair (the security suite's missing and
    // mismatched pairs). A page's form post without them is a non-browser client: nothing to forge.
    if (verdict === 'unknown' && isApiPath(c.req.path)) {
      const header = c.req.header(CSRF_HEADER);
      if (!cookieValid || !header || !cookie || !sameToken(header, cookie)) {
        // A client that never had a cookie or holds one signed by an old secret gets a fresh one with
        // the refusal, so its retry can succeed.
        if (!cookieValid) issueCookie();
        return c.json({ msg: MSG.csrf }, 403);
      }
    }
    return next();
  };
}

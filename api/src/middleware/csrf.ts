/**
 * Signed double-submit CSRF protection. GET responses carry an `XSRF-TOKEN` cookie
 * (`<random>.<HMAC(random)>`, readable by scripts, SameSite=Lax) when the request lacks a
 * valid one; every state-changing /api call must echo it in `X-XSRF-TOKEN`.
 * The signature stops a sibling subdomain from planting a token of its own choosing.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { API_CLIENT_CONFIG } from '@manzil/contract';
import { MSG } from '../lib/errors';
import { isHttps } from '../lib/client-ip';

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

export function csrfProtection(key: string, trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (c.env === IN_PROCESS_ENV) return next();
    const cookie = getCookie(c, CSRF_COOKIE);
    const cookieValid = isValidCsrfToken(key, cookie);
    const issueCookie = () =>
      setCookie(c, CSRF_COOKIE, issueCsrfToken(key), {
        path: '/',
        sameSite: 'Lax',
        httpOnly: false,
        secure: isHttps(c, trustProxy),
      });
    if (SAFE_METHODS.has(c.req.method)) {
      await next();
      // Never on a publicly cacheable answer (images, hashed assets): a shared cache would hand
      // the same token to every visitor.
      const cacheControl = c.res.headers.get('cache-control') ?? '';
      if (!cookieValid && !/\bpublic\b/i.test(cacheControl)) issueCookie();
      return;
    }
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') {
      const header = c.req.header(CSRF_HEADER);
      if (!cookieValid || !header || !cookie || !sameToken(header, cookie)) {
        // A client that never had a cookie (first call after opening /login) or holds one signed by an
        // old secret gets a fresh one with the refusal, so its retry can succeed.
        if (!cookieValid) issueCookie();
        return c.json({ msg: MSG.csrf }, 403);
      }
    }
    return next();
  };
}

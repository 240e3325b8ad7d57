/**
 * `/display-prefs`: the visitor's currency and area unit, set by the pickers' GET form (so it works
 * without JavaScript) into one cookie, then back to the page it was set on. Pages read the cookie when
 * they render (web/pages.ts), so the chosen units arrive in the HTML.
 */
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import {
  DISPLAY_COOKIE,
  DISPLAY_COOKIE_MAX_AGE_S,
  displayCookieValue,
  hasControlCharacters,
  parseDisplayValue,
} from '@manzil/contract';
import { displayPrefsQuerySchema } from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { valid } from '../lib/validate';

/** A path of this site to go back to; anything else (another origin, `//host`, a backslash) is home. */
export function safeBack(back: string | undefined): string {
  if (!back?.startsWith('/') || back.startsWith('//') || back.includes('\\') || hasControlCharacters(back))
    return '/';
  const url = new URL(back, 'http://site.invalid');
  return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}` : '/';
}

export const displayPrefsRoutes = ({ config }: ApiDeps) =>
  new Hono().get('/', valid('query', displayPrefsQuerySchema), (c) => {
    const { currency, area, back } = c.req.valid('query');
    setCookie(c, DISPLAY_COOKIE, displayCookieValue(parseDisplayValue(`${currency}.${area}`)), {
      path: '/',
      maxAge: DISPLAY_COOKIE_MAX_AGE_S,
      sameSite: 'Lax',
      secure: config.publicUrl.startsWith('https:'),
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(safeBack(back), 303);
  });

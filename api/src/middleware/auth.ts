/**
 * Admin authentication: a valid session JWT for a live account and token version, in `x-auth-token`
 * (the spec's header, sent by our admin) or in the session cookie sign-in sets beside it (the original
 * front end sends the header only to the dashboard; its other admin calls carry nothing else).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from 'mongodb';
import { AUTH_HEADER, isManagerRole, type SeatRole } from '@manzil/contract';
import type { Config } from '../config';
import { findAdminById, roleOf } from '../db/admins';
import type { AdminDoc } from '../db/collections';
import { toObjectId } from '../db/ids';
import { isSessionRevoked } from '../db/sessions';
import { isHttps } from '../lib/client-ip';
import { httpError, MSG } from '../lib/errors';
import { DEVICE_TTL_SECONDS, SESSION_TTL_SECONDS, verifySession, type SessionClaims } from '../lib/tokens';

export interface AdminEnv {
  Variables: { admin: AdminDoc; session: SessionClaims };
}

/** The session cookie: the same token as the sign-in answer's, out of reach of scripts (HttpOnly) and
 * never sent by another site's page (SameSite=Strict; writes also pass the same-origin check). */
export const SESSION_COOKIE = 'manzil_session';

type SchemeConfig = Pick<Config, 'trustProxy' | 'publicUrl'>;

const cookieOptions = (c: Context, config: SchemeConfig) =>
  ({ path: '/', httpOnly: true, sameSite: 'Strict', secure: isHttps(c, config) }) as const;

export function setSessionCookie(c: Context, config: SchemeConfig, token: string): void {
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c, config), maxAge: SESSION_TTL_SECONDS });
}

export function clearSessionCookie(c: Context, config: SchemeConfig): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c, config));
}

/** The device cookie of admin sign-in (lib/tokens.ts, device tokens): sent only to the sign-in itself,
 * kept across sign-outs, as long-lived as the token in it. */
export const DEVICE_COOKIE = 'manzil_device';
const DEVICE_COOKIE_PATH = '/api/admin/login';

export function setDeviceCookie(c: Context, config: SchemeConfig, token: string): void {
  setCookie(c, DEVICE_COOKIE, token, {
    ...cookieOptions(c, config),
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_TTL_SECONDS,
  });
}

/** The device cookie's token, when it carries one. */
export const deviceCookieToken = (c: Context): string | undefined =>
  getCookie(c, DEVICE_COOKIE)?.trim() || undefined;

/** The session cookie's token, when it carries one. */
export const sessionCookieToken = (c: Context): string | undefined =>
  getCookie(c, SESSION_COOKIE)?.trim() || undefined;

export function requireAdmin(db: Db, sessionKey: string): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    // The header, when sent, is what the caller means; the cookie otherwise.
    const token = c.req.header(AUTH_HEADER)?.trim() || sessionCookieToken(c);
    if (!token) throw httpError(401, MSG.authRequired);
    const claims = await verifySession(sessionKey, token);
    const id = claims && toObjectId(claims.sub);
    // The two reads are independent: one round trip's wait, not two, on every admin call.
    const [admin, revoked] = id
      ? await Promise.all([findAdminById(db, id), isSessionRevoked(db, claims.jti)])
      : [];
    if (!claims || !admin || admin.tokenVersion !== claims.ver || revoked || admin.deactivatedAt)
      throw httpError(401, MSG.badToken);
    c.set('admin', admin);
    c.set('session', claims);
    await next();
  };
}

/** The signed-in seat's role (after requireAdmin). */
export const seatRole = (c: Context<AdminEnv>): SeatRole => roleOf(c.get('admin'));

/**
 * The agent profile an agent's seat is limited to, or undefined for the owner and admins (everything).
 * An agent's seat without a profile is limited to nothing: '' matches no listing or lead.
 */
export const agentScope = (c: Context<AdminEnv>): string | undefined =>
  seatRole(c) === 'agent' ? (c.get('admin').agent ?? '') : undefined;

/** After requireAdmin: only the owner and admins go on; an agent's seat is answered 403. */
export const requireManager: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (!isManagerRole(seatRole(c))) throw httpError(403, MSG.managersOnly);
  await next();
};

/** After requireAdmin: only the owner goes on. */
export const requireOwner: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (seatRole(c) !== 'owner') throw httpError(403, MSG.ownerOnly);
  await next();
};

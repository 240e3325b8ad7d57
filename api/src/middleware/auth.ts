/** Admin authentication: a valid session JWT in `x-auth-token`, for a live account and token version. */
import type { MiddlewareHandler } from 'hono';
import type { Db } from 'mongodb';
import { AUTH_HEADER } from '@manzil/contract';
import { findAdminById } from '../db/admins';
import type { AdminDoc } from '../db/collections';
import { toObjectId } from '../db/ids';
import { isSessionRevoked } from '../db/sessions';
import { httpError, MSG } from '../lib/errors';
import { verifySession, type SessionClaims } from '../lib/tokens';

export interface AdminEnv {
  Variables: { admin: AdminDoc; session: SessionClaims };
}

export function requireAdmin(db: Db, sessionKey: string): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const token = c.req.header(AUTH_HEADER)?.trim();
    if (!token) throw httpError(401, MSG.authRequired);
    const claims = await verifySession(sessionKey, token);
    const id = claims && toObjectId(claims.sub);
    const admin = id && (await findAdminById(db, id));
    if (!claims || !admin || admin.tokenVersion !== claims.ver || (await isSessionRevoked(db, claims.jti)))
      throw httpError(401, MSG.badToken);
    c.set('admin', admin);
    c.set('session', claims);
    await next();
  };
}

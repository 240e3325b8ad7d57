/**
 * Admin session tokens: HS256 JWTs (hono/jwt) with claims {sub, typ, ver, jti, iat, exp}.
 * Verification allows HS256 only, requires typ 'admin-session' and the account's current
 * token version (bumped when the password changes). Device tokens (below) are JWTs too, under a key
 * and type of their own.
 */
import { randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';

export const SESSION_TYPE = 'admin-session';
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

export interface SessionClaims {
  sub: string;
  typ: typeof SESSION_TYPE;
  ver: number;
  /** The session's own id, so that signing out can revoke exactly this token. */
  jti: string;
  iat: number;
  exp: number;
}

/** Signs `typ`'s claims for `ttlSeconds` from `now`, with a random value under `idClaim` (HS256). */
async function signTyped(
  key: string,
  claims: { sub: string; typ: string; ver: number },
  idClaim: 'jti' | 'nonce',
  ttlSeconds: number,
  now: number,
): Promise<string> {
  const iat = Math.floor(now / 1000);
  const id = randomBytes(16).toString('base64url');
  return sign({ ...claims, [idClaim]: id, iat, exp: iat + ttlSeconds }, key, 'HS256');
}

/** The claims of a valid `typ` token, or undefined (bad signature, algorithm, type, expiry, shape). */
async function verifyTyped<C>(key: string, token: string, typ: string, idClaim: 'jti' | 'nonce') {
  try {
    const payload = await verify(token, key, { alg: 'HS256' });
    if (payload.typ !== typ) return undefined;
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.ver !== 'number' ||
      typeof payload[idClaim] !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return undefined;
    }
    return payload as unknown as C;
  } catch {
    return undefined;
  }
}

export const signSession = (key: string, adminId: string, tokenVersion: number, now = Date.now()) =>
  signTyped(key, { sub: adminId, typ: SESSION_TYPE, ver: tokenVersion }, 'jti', SESSION_TTL_SECONDS, now);

export const verifySession = (key: string, token: string): Promise<SessionClaims | undefined> =>
  verifyTyped<SessionClaims>(key, token, SESSION_TYPE, 'jti');

/**
 * Device tokens (OWASP's "device cookies"): proof that this browser signed in to the account before, so
 * its attempts need not wait behind strangers' guesses. {sub: the lower-cased username, typ, ver: the
 * account's token version (a password change ends the trust, as it ends sessions), nonce, iat, exp}; the
 * nonce names this device for its own failure limit.
 */
export const DEVICE_TYPE = 'admin-device';
export const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;

export interface DeviceClaims {
  sub: string;
  typ: typeof DEVICE_TYPE;
  ver: number;
  nonce: string;
  iat: number;
  exp: number;
}

export const signDevice = (key: string, account: string, tokenVersion: number, now = Date.now()) =>
  signTyped(key, { sub: account, typ: DEVICE_TYPE, ver: tokenVersion }, 'nonce', DEVICE_TTL_SECONDS, now);

export const verifyDevice = (key: string, token: string): Promise<DeviceClaims | undefined> =>
  verifyTyped<DeviceClaims>(key, token, DEVICE_TYPE, 'nonce');

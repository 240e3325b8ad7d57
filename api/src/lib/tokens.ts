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

export async function signSession(
  key: string,
  adminId: string,
  tokenVersion: number,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  const claims: SessionClaims = {
    sub: adminId,
    typ: SESSION_TYPE,
    ver: tokenVersion,
    jti: randomBytes(16).toString('base64url'),
    iat,
    exp: iat + SESSION_TTL_SECONDS,
  };
  return sign({ ...claims }, key, 'HS256');
}

/** The claims of a valid session token, or undefined (bad signature, algorithm, type, expiry, shape). */
export async function verifySession(key: string, token: string): Promise<SessionClaims | undefined> {
  try {
    const payload = await verify(token, key, { alg: 'HS256' });
    if (payload.typ !== SESSION_TYPE) return undefined;
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.ver !== 'number' ||
      typeof payload.jti !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return undefined;
    }
    return payload as unknown as SessionClaims;
  } catch {
    return undefined;
  }
}

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

export async function signDevice(
  key: string,
  account: string,
  tokenVersion: number,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  const claims: DeviceClaims = {
    sub: account,
    typ: DEVICE_TYPE,
    ver: tokenVersion,
    nonce: randomBytes(16).toString('base64url'),
    iat,
    exp: iat + DEVICE_TTL_SECONDS,
  };
  return sign({ ...claims }, key, 'HS256');
}

/** The claims of a valid device token, or undefined (bad signature, algorithm, type, expiry, shape). */
export async function verifyDevice(key: string, token: string): Promise<DeviceClaims | undefined> {
  try {
    const payload = await verify(token, key, { alg: 'HS256' });
    if (payload.typ !== DEVICE_TYPE) return undefined;
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.ver !== 'number' ||
      typeof payload.nonce !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return undefined;
    }
    return payload as unknown as DeviceClaims;
  } catch {
    return undefined;
  }
}

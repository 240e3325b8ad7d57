/** Every environment variable of the runtime contract, read once, with its default. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Repository root (api/src/.. /..). */
export const REPO_ROOT = path.resolve(here, '..', '..');

export const REMOTE_NAMES = ['mf-listings', 'mf-search', 'mf-vr', 'mf-admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  mongodbUri: string | undefined;
  mongodbDb: string;
  admin: { username?: string; password?: string; email?: string };
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  agencyPhone: string;
  agencyEmail: string;
  officeAddress: string;
  licenceNumber: string;
  mapTileUrl: string;
  mapAttribution: string;
  geocoderUrl: string;
  publicUrl: string | undefined;
  /** Remote name → URL of its mf-manifest.json, when overridden. */
  remoteOverrides: Partial<Record<RemoteName, string>>;
  /** Where the built apps live: `<root>/<app>/dist`. */
  appsRoot: string;
  /** Trust X-Forwarded-For / X-Forwarded-Proto (only behind a proxy you run). */
  trustProxy: boolean;
  rateLimits: RateLimits;
  /** How long a public read may be served from memory (ms; 0 turns the cache off). Writes through
   * this process clear it at once; this bounds staleness for writes made by another process. */
  readCacheTtlMs: number;
}

/** One limit: at most `limit` requests per `windowMs` per key. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimits {
  /** Failed logins per client IP. */
  loginPerIp: RateLimit;
  /** Consecutive failed logins per (username, client IP): others cannot lock the owner out. */
  loginPerAccount: RateLimit;
  forgotPassword: RateLimit;
  enquiries: RateLimit;
}

const MINUTE = 60_000;

function readLimit(env: NodeJS.ProcessEnv, name: string, limit: number, windowMs: number): RateLimit {
  const parsedLimit = Number(env[`RATE_LIMIT_${name}`]);
  const parsedWindow = Number(env[`RATE_LIMIT_${name}_WINDOW_MS`]);
  return {
    limit: Number.isInteger(parsedLimit) && parsedLimit > 0 ? parsedLimit : limit,
    windowMs: Number.isInteger(parsedWindow) && parsedWindow > 0 ? parsedWindow : windowMs,
  };
}

function nonNegativeInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const remoteOverrides: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const value = env[`REMOTE_${name.replace(/-/g, '_').toUpperCase()}_URL`];
    if (value) remoteOverrides[name] = value;
  }
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    mongodbUri: env.MONGODB_URI || undefined,
    mongodbDb: env.MONGODB_DB ?? 'manzil',
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL },
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    agencyPhone: (env.AGENCY_PHONE ?? '971501234567').replace(/\D/g, ''),
    agencyEmail: env.AGENCY_EMAIL ?? 'hello@manzil.ae',
    officeAddress:
      env.OFFICE_ADDRESS ??
      'Office 1204, Boulevard Plaza Tower 1, Downtown Dubai, Dubai, United Arab Emirates',
    licenceNumber: env.RERA_LICENCE_NUMBER ?? '',
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapAttribution: env.MAP_ATTRIBUTION ?? '© OpenStreetMap contributors',
    geocoderUrl: env.GEOCODER_URL ?? 'https://nominatim.openstreetmap.org/search',
    publicUrl: env.PUBLIC_URL || undefined,
    remoteOverrides,
    appsRoot: path.resolve(env.APPS_ROOT ?? REPO_ROOT),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    rateLimits: {
      loginPerIp: readLimit(env, 'LOGIN_IP', 20, 15 * MINUTE),
      loginPerAccount: readLimit(env, 'LOGIN_ACCOUNT', 10, 15 * MINUTE),
      forgotPassword: readLimit(env, 'FORGOT_PASSWORD', 5, 15 * MINUTE),
      enquiries: readLimit(env, 'ENQUIRIES', 10, MINUTE),
    },
    readCacheTtlMs: nonNegativeInt(env.READ_CACHE_TTL_MS, 2000),
  };
}

/** Every environment variable of the runtime contract, read once, with its default. */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALERT_LIMITS } from '@manzil/contract';
import APPS from '../../apps.json' with { type: 'json' };

const here = path.dirname(fileURLToPath(import.meta.url));
/** Repository root (api/src/.. /..). */
export const REPO_ROOT = path.resolve(here, '..', '..');

/** The remotes of apps.json: /remotes.json names each, REMOTE_<NAME>_URL overrides its location. */
export type RemoteName = keyof typeof APPS.remotes;
export const REMOTE_NAMES = Object.keys(APPS.remotes) as RemoteName[];

export interface Config {
  port: number;
  host: string;
  /** HTTP worker processes of `npm start` (WEB_CONCURRENCY; default: one per core). */
  workers: number;
  dataDir: string;
  mongodbUri: string | undefined;
  mongodbDb: string;
  admin: { username?: string; password?: string; email?: string };
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  agencyPhone: string;
  agencyEmail: string;
  officeAddress: string;
  /** The office address in Arabic (OFFICE_ADDRESS_AR); none when only an English one is configured. */
  officeAddressAr: string | null;
  licenceNumber: string;
  /** The Dubai Land Department's permit check (Trakheesi), `{permit}` standing for the permit's number:
   * the one place the link the permit QR codes encode is set (PERMIT_CHECK_URL). */
  permitCheckUrl: string;
  mapTileUrl: string;
  mapAttribution: string;
  geocoderUrl: string;
  /** Base of every absolute link the server writes (reset mails, canonical, og:*, JSON-LD, sitemap):
   * PUBLIC_URL, else the address the server listens on. Never the request's Host. */
  publicUrl: string;
  /** Where this server reaches itself (its listen address; a wildcard address through loopback): the
   * server renderer loads the site's own remote entries from here. Its host is always allowed. */
  internalOrigin: string;
  /** True when PUBLIC_URL was not set (the server warns at startup outside development). */
  publicUrlDefaulted: boolean;
  /** Host names a request may name in its Host header (ALLOWED_HOSTS; the public URL's host and, on a
   * loopback or wildcard address, this machine's names and addresses). Others are answered 400. */
  allowedHosts: ReadonlySet<string>;
  /** Origins whose pages the site shows in frames (area gallery and floor plans): EMBED_ORIGINS, by
   * default the cloud drive's preview host. The CSP's frame-src lists exactly these. */
  embedOrigins: string[];
  /** Remote name → URL of its mf-manifest.json, when overridden. */
  remoteOverrides: Partial<Record<RemoteName, string>>;
  /** Where the built apps live: `<root>/<app>/dist`. */
  appsRoot: string;
  /** Trust X-Forwarded-For / X-Forwarded-Proto (only behind a proxy you run). */
  trustProxy: boolean;
  rateLimits: RateLimits;
  /** Page renders one client may have under way, and start per second, in each worker (answers from
   * the page cache do not count): RATE_LIMIT_RENDERS_IN_FLIGHT (default 2) and
   * RATE_LIMIT_RENDERS_PER_SECOND (default 1, with a burst of four seconds' worth). A render costs a
   * worker 50-250 ms (measured on a loaded 2-core machine): one client keeps at most about a quarter
   * of each worker, and a visitor opening a few pages in new tabs at once is not refused. */
  renderBudget: { inFlight: number; perSecond: number };
  /** PAGE_CACHE_MB: megabytes of pages each worker keeps (default 48; 0 keeps none, as the bench's
   * fresh-render run needs: a visitor's own headers never bypass the cache). */
  pageCacheMb: number | undefined;
  /** SSR_REMOTE_BUDGET_MS: how long a page's render waits for a remote's server code (and a stylesheet)
   * before that section is left to the browser (default 300). */
  remoteBudgetMs: number;
  /** The search alerts' job (api/src/alerts): how often a worker tries to run it, and the period in
   * which one alert gets at most one mail (a day; ALERTS_INTERVAL_MS / ALERTS_PERIOD_MS, which only the
   * server's environment sets: tests run the job every second with a period of a few seconds). */
  alerts: { intervalMs: number; periodMs: number };
  /** How often each worker offers to sweep uploads no record names (UPLOAD_SWEEP_INTERVAL_MS, which
   * only the server's environment sets; default an hour: db/upload-sweep.ts). A lease lets one sweep. */
  uploadSweepIntervalMs: number | undefined;
  /** Backups (api/src/backup): where `npm run backup` and the scheduled ones write (BACKUP_DIR), how
   * often the primary writes one (BACKUP_INTERVAL_MS; unset: never) and how many of them are kept
   * (BACKUP_KEEP, the newest; 7). */
  backup: { dir: string; intervalMs: number | undefined; keep: number };
  /** Prometheus metrics (lib/metrics.ts), every worker's summed: `/metrics` with `Authorization: Bearer
   * <METRICS_TOKEN>` (unset: no such path, a 404 like any other), and/or a port of the primary's own
   * (METRICS_PORT, on 127.0.0.1, no token: for an agent or sidecar on the machine). */
  metrics: { token: string | undefined; port: number | undefined };
  /** One JSON line per request on stdout (pino), with its request id: LOG_REQUESTS, on unless `0`/`false`. */
  logRequests: boolean;
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
  /** Reset mails per account, whoever asks: the mailbox of an admin is not a target to flood. */
  resetMails: RateLimit;
  /** Failed logins per account from every client before each further attempt is delayed (a bounded
   * delay, never a refusal: the owner is never locked out). */
  loginSlowdown: RateLimit;
  /** Consecutive failed logins with one device cookie before that device is no longer trusted (its
   * attempts then wait in the account's queue and slowdown like anyone's): a stolen cookie is no
   * unlimited lane for guesses. */
  loginPerDevice: RateLimit;
  /** Search alert sign-ups per client IP, and per address (each mails a confirmation to someone). */
  alertsPerIp: RateLimit;
  alertsPerAddress: RateLimit;
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

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '::', '[::]']);

/** `http://127.0.0.1:3000`, `http://[::1]:3000`; a wildcard address is reached as localhost. */
function listenOrigin(host: string, port: number): string {
  const name = WILDCARD_ADDRESSES.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** The listen address as this machine reaches it: a wildcard address through loopback. */
function internalOrigin(host: string, port: number): string {
  if (host === '0.0.0.0') return `http://127.0.0.1:${port}`;
  if (WILDCARD_ADDRESSES.has(host)) return `http://[::1]:${port}`;
  return listenOrigin(host, port);
}

/** A PUBLIC_URL must be an absolute http(s) URL; its path (if any) is kept, its trailing slash dropped. */
export function parsePublicUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be http(s): ${value}`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** Lower-cased host name of a Host header value (`Example.com:3000` → `example.com`, `[::1]:80` → `[::1]`). */
export function hostName(hostHeader: string): string {
  const value = hostHeader.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.split(':', 1)[0] ?? '';
}

function defaultAllowedHosts(host: string, publicUrl: string): Set<string> {
  const hosts = new Set([hostName(new URL(publicUrl).host)]);
  const loopback = LOOPBACK_NAMES.includes(host) || host === '::1' || host === 'localhost';
  if (loopback || WILDCARD_ADDRESSES.has(host)) for (const name of LOOPBACK_NAMES) hosts.add(name);
  if (WILDCARD_ADDRESSES.has(host)) {
    hosts.add(os.hostname().toLowerCase());
    for (const list of Object.values(os.networkInterfaces()))
      for (const address of list ?? [])
        hosts.add(address.family === 'IPv6' ? `[${address.address.toLowerCase()}]` : address.address);
  } else if (!loopback) hosts.add(host.includes(':') ? `[${host.toLowerCase()}]` : host.toLowerCase());
  return hosts;
}

/**
 * The Dubai Land Department's advert check: its Trakheesi (Madmoun) listing validation page, which
 * shows the permit's advertiser, property and validity. Portals' permit QR codes open it.
 */
export const DEFAULT_PERMIT_CHECK_URL =
  'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?khevJujtDig={permit}';

/** An https link with `{permit}` in it, else the server refuses to start (a QR of a wrong link misleads). */
export function permitCheckUrl(value: string | undefined): string {
  const template = value?.trim() || DEFAULT_PERMIT_CHECK_URL;
  if (!template.includes('{permit}') || new URL(template.replace('{permit}', '1')).protocol !== 'https:')
    throw new Error('PERMIT_CHECK_URL must be an https link with {permit} where the number goes');
  return template;
}

/** A guessable token would open the metrics to anyone: the server refuses to start with one. */
function metricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16 || /\s/.test(value))
    throw new Error(
      'METRICS_TOKEN must be at least 16 characters, without spaces (e.g. openssl rand -hex 24)',
    );
  return value;
}

function positiveInt(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/** The demo agency's office registration number (ORN) with the regulator: made up, as the demo agents'
 * BRNs are. A real agency sets RERA_LICENCE_NUMBER to its own; the About page states it. */
export const DEMO_AGENCY_ORN = '29871';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  const publicUrl = env.PUBLIC_URL ? parsePublicUrl(env.PUBLIC_URL) : listenOrigin(host, port);
  const selfOrigin = internalOrigin(host, port);
  const allowedHosts = env.ALLOWED_HOSTS
    ? new Set(
        env.ALLOWED_HOSTS.split(',')
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean)
          .concat(hostName(new URL(publicUrl).host)),
      )
    : defaultAllowedHosts(host, publicUrl);
  allowedHosts.add(hostName(new URL(selfOrigin).host));
  const remoteOverrides: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const value = env[`REMOTE_${name.replace(/-/g, '_').toUpperCase()}_URL`];
    if (value) remoteOverrides[name] = value;
  }
  return {
    port,
    host,
    workers: positiveInt(env.WEB_CONCURRENCY) ?? os.availableParallelism(),
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
    // The default's Arabic goes with the default only: an agency's own address is not translated for it.
    officeAddressAr:
      env.OFFICE_ADDRESS_AR?.trim() ||
      (env.OFFICE_ADDRESS
        ? null
        : 'مكتب 1204، برج بوليفارد بلازا 1، وسط مدينة دبي، دبي، الإمارات العربية المتحدة'),
    licenceNumber: env.RERA_LICENCE_NUMBER?.trim() || DEMO_AGENCY_ORN,
    permitCheckUrl: permitCheckUrl(env.PERMIT_CHECK_URL),
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapAttribution: env.MAP_ATTRIBUTION ?? '© OpenStreetMap contributors',
    geocoderUrl: env.GEOCODER_URL ?? 'https://nominatim.openstreetmap.org/search',
    publicUrl,
    publicUrlDefaulted: !env.PUBLIC_URL,
    internalOrigin: selfOrigin,
    allowedHosts,
    embedOrigins: (env.EMBED_ORIGINS ?? 'https://drive.google.com')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean)
      .map((value) => new URL(value).origin),
    remoteOverrides,
    appsRoot: path.resolve(env.APPS_ROOT ?? REPO_ROOT),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    pageCacheMb: /^\d{1,6}$/.test(env.PAGE_CACHE_MB ?? '') ? Number(env.PAGE_CACHE_MB) : undefined,
    remoteBudgetMs: positiveInt(env.SSR_REMOTE_BUDGET_MS) ?? 300,
    renderBudget: {
      inFlight: positiveInt(env.RATE_LIMIT_RENDERS_IN_FLIGHT) ?? 2,
      perSecond: positiveInt(env.RATE_LIMIT_RENDERS_PER_SECOND) ?? 1,
    },
    alerts: {
      intervalMs: positiveInt(env.ALERTS_INTERVAL_MS) ?? 15 * MINUTE,
      periodMs: positiveInt(env.ALERTS_PERIOD_MS) ?? 24 * 60 * MINUTE,
    },
    uploadSweepIntervalMs: positiveInt(env.UPLOAD_SWEEP_INTERVAL_MS),
    backup: {
      dir: path.resolve(env.BACKUP_DIR || path.join(REPO_ROOT, 'backups')),
      intervalMs: positiveInt(env.BACKUP_INTERVAL_MS),
      keep: positiveInt(env.BACKUP_KEEP) ?? 7,
    },
    metrics: { token: metricsToken(env.METRICS_TOKEN), port: positiveInt(env.METRICS_PORT) },
    logRequests: env.LOG_REQUESTS !== '0' && env.LOG_REQUESTS !== 'false',
    rateLimits: {
      loginPerIp: readLimit(env, 'LOGIN_IP', 20, 15 * MINUTE),
      loginPerAccount: readLimit(env, 'LOGIN_ACCOUNT', 10, 15 * MINUTE),
      forgotPassword: readLimit(env, 'FORGOT_PASSWORD', 5, 15 * MINUTE),
      enquiries: readLimit(env, 'ENQUIRIES', 10, MINUTE),
      resetMails: readLimit(env, 'RESET_MAILS', 3, 60 * MINUTE),
      loginSlowdown: readLimit(env, 'LOGIN_SLOWDOWN', 5, 15 * MINUTE),
      loginPerDevice: readLimit(env, 'LOGIN_DEVICE', 5, 60 * MINUTE),
      alertsPerIp: readLimit(env, 'ALERTS_IP', ALERT_LIMITS.signupsPerIpPerHour, 60 * MINUTE),
      alertsPerAddress: readLimit(
        env,
        'ALERTS_ADDRESS',
        ALERT_LIMITS.signupsPerAddressPerDay,
        24 * 60 * MINUTE,
      ),
    },
  };
}

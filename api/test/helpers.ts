/**
 * Test harness: an app over a fresh database (the embedded server in a temp DATA_DIR, or the
 * real MongoDB of MONGODB_URI with a database of its own), seeded with the fixture, plus
 * helpers for the CSRF pair, admin tokens and requests through app.request().
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { bootstrapData, type SeedContent } from '../src/db/bootstrap';
import { openDatabase, type Database } from '../src/db/client';
import type { Geocoder } from '../src/lib/geocoder';
import type { Mailer } from '../src/lib/mailer';
import type { RequestLog } from '../src/middleware/observe';
import type { ViewCounter } from '../src/db/listing-views';
import type { PageCache } from '../src/web/page-cache';
import { FIXTURE_SEED } from './fixtures/seed';

export const ADMIN = { username: 'admin', password: 'correct horse battery', email: 'admin@manzil.test' };

export interface TestApp {
  app: Hono;
  db: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  seed?: SeedContent;
  mailer?: Mailer;
  geocoder?: Geocoder;
  pageCache?: PageCache;
  views?: ViewCounter;
  /** The driver emits its command events (a test counts reads). */
  monitorCommands?: boolean;
  requestLog?: RequestLog;
}

/** With MONGODB_URI set, a database of its own on that server (`<prefix>_<random>`); else the embedded one. */
export function databaseEnv(prefix: string): Record<string, string> {
  const uri = process.env.MONGODB_URI;
  return uri ? { MONGODB_URI: uri, MONGODB_DB: `${prefix}_${randomBytes(4).toString('hex')}` } : {};
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    GEOCODER_URL: 'off',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
    RATE_LIMIT_LOGIN_IP: '1000',
    RATE_LIMIT_LOGIN_ACCOUNT: '1000',
    RATE_LIMIT_FORGOT_PASSWORD: '1000',
    RATE_LIMIT_ENQUIRIES: '1000',
    RATE_LIMIT_RESET_MAILS: '1000',
    RATE_LIMIT_LOGIN_SLOWDOWN: '1000',
    RATE_LIMIT_RENDERS_IN_FLIGHT: '1000',
    RATE_LIMIT_RENDERS_PER_SECOND: '1000',
    ...databaseEnv('manzil_test'),
    ...options.env,
  });
  const db = await openDatabase(config, { monitorCommands: options.monitorCommands });
  await bootstrapData({ config, db, seed: options.seed ?? FIXTURE_SEED, log: () => undefined });
  const app = createApp({
    config,
    db,
    mailer: options.mailer,
    geocoder: options.geocoder,
    pageCache: options.pageCache,
    requestLog: options.requestLog,
    views: options.views,
  });
  return {
    app,
    db,
    config,
    dataDir,
    async close() {
      if (config.mongodbUri) await db.db.dropDatabase().catch(() => undefined);
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CsrfPair {
  cookie: string;
  header: string;
}

/** Gets an XSRF-TOKEN cookie the way a browser does (any GET) and returns the cookie/header pair. */
export async function csrfPair(app: Hono): Promise<CsrfPair> {
  const res = await app.request('/api/health');
  const setCookie = res.headers.get('set-cookie') ?? '';
  const match = /XSRF-TOKEN=([^;]+)/.exec(setCookie);
  if (!match) throw new Error('no XSRF-TOKEN cookie on GET /api/health');
  return { cookie: `XSRF-TOKEN=${match[1]}`, header: match[1]! };
}

/** A browser's plain form post from the page itself (urlencoded, same origin): a page's form sent
 * before or without the app's code. */
export function formPost(
  app: Hono,
  pathname: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.request(pathname, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The contact form's fields as its page posts them (the WhatsApp path); `extra` adds or replaces fields. */
export const contactForm = (name: string, extra: Record<string, string> = {}): Record<string, string> => ({
  _form: 'contact',
  name,
  email: 'early@example.com',
  phone: '+971 50 765 4321',
  message: 'Sent before the page had started.',
  preferredContact: 'whatsapp',
  ...extra,
});

/**
 * An APPS_ROOT holding a built shell as the page handler finds it: its index.html and, when given, the
 * source of its server build (without one, the server answers the page template: what a form post gets).
 */
export function builtShellRoot(prefix: string, serverBuild?: string): string {
  const appsRoot = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const dist = path.join(appsRoot, 'shell', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Manzil</title><meta name="description" content="x" /></head>' +
      '<body><div id="root"></div></body></html>',
  );
  if (serverBuild) {
    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(path.join(dist, 'server', 'index.js'), serverBuild);
  }
  return appsRoot;
}

export interface CallOptions {
  json?: unknown;
  /** Raw body text (for malformed JSON). */
  raw?: string;
  rawType?: string;
  form?: FormData;
  token?: string;
  /** false: send no CSRF pair; a pair: use it. Defaults to a fresh valid pair for unsafe methods. */
  csrf?: false | CsrfPair;
  headers?: Record<string, string>;
}

export async function call(
  app: Hono,
  method: string,
  url: string,
  opts: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...opts.headers };
  let body: RequestInit['body'];
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.raw !== undefined) {
    headers['content-type'] = opts.rawType ?? 'application/json';
    body = opts.raw;
  } else if (opts.form) body = opts.form;
  if (opts.token) headers['x-auth-token'] = opts.token;
  const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  if (unsafe && opts.csrf !== false) {
    const pair = opts.csrf || (await csrfPair(app));
    headers.cookie = [headers.cookie, pair.cookie].filter(Boolean).join('; ');
    headers['x-xsrf-token'] = pair.header;
  }
  return app.request(url, { method, headers, body });
}

export async function loginToken(
  app: Hono,
  username = ADMIN.username,
  password = ADMIN.password,
): Promise<string> {
  const res = await call(app, 'POST', '/api/admin/login', { json: { username, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export const json = async <T = unknown>(res: Response): Promise<T> => (await res.json()) as T;

/** GET `url` from the app, expecting 200: its JSON body. */
export async function getOk<T>(app: Hono, url: string, opts: CallOptions = {}): Promise<T> {
  const res = await call(app, 'GET', url, opts);
  expect(res.status).toBe(200);
  return json<T>(res);
}

/** Builds a multipart form from text fields and an optional file. */
export { formOf } from './support/form';

/** A mailer that keeps messages in memory. */
export function memoryMailer(): Mailer & {
  sent: { to: string; subject: string; text: string; html?: string }[];
} {
  const sent: { to: string; subject: string; text: string; html?: string }[] = [];
  return {
    sent,
    async send(m) {
      sent.push({ to: m.to, subject: m.subject, text: m.text, ...(m.html ? { html: m.html } : {}) });
    },
  };
}

/**
 * The test file's app, started before its first test and closed after its last. The object is
 * filled in by beforeAll, so read its fields inside tests and hooks.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await startTestApp(options));
  });
  afterAll(async () => t.close());
  return t;
}

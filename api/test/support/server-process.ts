/**
 * The real server (`node --import tsx api/src/server.ts`) as a child process on a DATA_DIR of the
 * test's choosing, plus a small HTTP client for it (CSRF pair, admin login, add-property). Used by
 * the crash tests, which kill the child with SIGKILL and start it again on the same DATA_DIR.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { downtownApartment, formOf } from './form';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Repository root: `--import tsx` resolves from here, as `npm start` does. */
export const REPO_ROOT = path.resolve(here, '..', '..', '..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'api', 'src', 'server.ts');

export const CHILD_ADMIN = { username: 'admin', password: 'correct horse battery' };

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the child wrote to stdout and stderr (last 64 kB). */
  output(): string;
  /** Resolves when the child has exited (immediately when it already has). */
  exited: Promise<void>;
  /** SIGKILL (no shutdown handler runs) and wait for the exit. */
  kill(): Promise<void>;
}

/**
 * The child servers (with `env` added to theirs) and DATA_DIRs of one test file: those of a test are
 * killed and removed after it.
 */
export function childServers(dirPrefix: string, env: Record<string, string> = {}) {
  const started: ServerProcess[] = [];
  const tempDirs: string[] = [];
  afterEach(async () => {
    for (const s of started.splice(0)) await s.kill();
    for (const d of tempDirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });
  const start = (port: number, dataDir: string): ServerProcess => {
    const server = startServerProcess({ port, dataDir, env });
    started.push(server);
    return server;
  };
  return {
    tempDataDir(): string {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), dirPrefix));
      tempDirs.push(dir);
      return dir;
    },
    start,
    /** A server started on `dataDir`, healthy, with an admin signed in to it. */
    async startSignedIn(
      port: number,
      dataDir: string,
    ): Promise<{ server: ServerProcess; session: AdminSession }> {
      const server = start(port, dataDir);
      await waitHealthy(server);
      return { server, session: await signIn(server.baseUrl) };
    },
  };
}

/** The child servers' environment in tests: an admin to sign in as, no geocoder, limits out of reach. */
export function testEnv(): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    ADMIN_USERNAME: CHILD_ADMIN.username,
    ADMIN_PASSWORD: CHILD_ADMIN.password,
    ADMIN_EMAIL: 'admin@manzil.test',
    GEOCODER_URL: 'off',
    RATE_LIMIT_LOGIN_IP: '100000',
    RATE_LIMIT_LOGIN_ACCOUNT: '100000',
    RATE_LIMIT_FORGOT_PASSWORD: '100000',
    RATE_LIMIT_ENQUIRIES: '100000',
    RATE_LIMIT_RESET_MAILS: '100000',
    RATE_LIMIT_LOGIN_SLOWDOWN: '100000',
    RATE_LIMIT_RENDERS_IN_FLIGHT: '100000',
    RATE_LIMIT_RENDERS_PER_SECOND: '100000',
    // A line per request would push what the tests look for out of the output they keep (64 kB).
    LOG_REQUESTS: '0',
  };
}

export function startServerProcess(opts: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** The environment under `env` (default: the tests' own, with an admin and limits out of reach). */
  baseEnv?: NodeJS.ProcessEnv;
  /** Sees each chunk of the child's output as it comes (a harness shows it on its terminal). */
  onOutput?: (chunk: string) => void;
}): ServerProcess {
  // node runs the server itself (not an npm/tsx wrapper), so SIGKILL reaches the process that writes.
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...(opts.baseEnv ?? testEnv()),
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-65_536);
    opts.onOutput?.(chunk.toString());
  };

  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    baseUrl: `http://127.0.0.1:${opts.port}`,
    child,
    output: () => log,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls GET /api/health until it answers 200; fails early when the child exits. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  void server.exited.then(() => (died = true));
  while (Date.now() < deadline) {
    if (died) throw new Error(`server exited before it was healthy:\n${server.output()}`);
    try {
      const res = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (res.status === 200) return res;
      await res.arrayBuffer();
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.output()}`);
}

/** An authenticated admin session against a running server: the CSRF pair and a login token. */
export interface AdminSession {
  cookie: string;
  xsrf: string;
  token: string;
}

export async function signIn(baseUrl: string): Promise<AdminSession> {
  const health = await fetch(`${baseUrl}/api/health`);
  await health.arrayBuffer();
  const cookieLine = health.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
  const xsrf = /^XSRF-TOKEN=([^;]+)/.exec(cookieLine ?? '')?.[1];
  if (!xsrf) throw new Error('GET /api/health set no XSRF-TOKEN cookie');
  const cookie = `XSRF-TOKEN=${xsrf}`;
  const res = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf },
    body: JSON.stringify(CHILD_ADMIN),
  });
  const body = (await res.json()) as { token?: string; msg?: string };
  if (res.status !== 200 || !body.token)
    throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return { cookie, xsrf, token: body.token };
}

export interface AddedProperty {
  slug: string;
  _id: string;
  house_name: string;
  price: number;
}

/** POST /api/admin/add-property (multipart, no image). Answers the raw Response. */
export function postProperty(baseUrl: string, session: AdminSession, houseName: string, price: number) {
  return fetch(`${baseUrl}/api/admin/add-property`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf, 'x-auth-token': session.token },
    body: formOf(downtownApartment(houseName, { price, discription: 'Written by the crash test.' })),
  });
}

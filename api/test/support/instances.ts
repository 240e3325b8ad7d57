/**
 * Several instances over one database, as an agency runs them behind a load balancer: ONE database
 * (the embedded server listening on a local TCP port, or MONGODB_URI when set), TWO app instances (each
 * the real server: primary and its workers, its own PORT and DATA_DIR, the same MONGODB_URI, MONGODB_DB,
 * JWT_SECRET and PUBLIC_URL; its BACKUP_DIR in its DATA_DIR unless one is given) and a round-robin
 * proxy in front (round-robin-proxy.ts). Everything listens on 127.0.0.1 only. Used by
 * api/test/built/instances.test.ts and by `npm run instances`.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedServer, type EmbeddedServer } from '@manzil/embedded-mongo';
import { freePort } from './free-port';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { startServerProcess, testEnv, waitHealthy, type ServerProcess } from './server-process';

export interface Instance {
  name: string;
  port: number;
  dataDir: string;
  /** Its own address (not through the proxy). */
  baseUrl: string;
  /** The running server process, when it runs. */
  process(): ServerProcess | undefined;
  /** Starts the server (with `env` over the set's, for this start only) and waits until it answers
   * /api/health. */
  start(env?: Record<string, string>): Promise<void>;
  /** SIGTERM (a clean shutdown: in-flight requests finish) and waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL of the primary and its workers: nothing runs on the way out. */
  kill(): Promise<void>;
}

export interface Instances {
  /** The database every instance uses. */
  mongodbUri: string;
  mongodbDb: string;
  /** The proxy's address, which is also the instances' PUBLIC_URL. */
  url: string;
  proxy: RoundRobinProxy;
  a: Instance;
  b: Instance;
  instances: Instance[];
  /** Stops the proxy, the instances (SIGTERM) and the embedded database, and removes the temp folders. */
  close(): Promise<void>;
}

export interface InstancesOptions {
  /** Environment of the instances under the shared settings (default: the tests' own, testEnv()). */
  baseEnv?: NodeJS.ProcessEnv;
  /** Added to each instance's environment (after the shared settings). */
  env?: Record<string, string>;
  /** An external database (MONGODB_URI); else the embedded server is started on a local TCP port. */
  mongodbUri?: string;
  mongodbDb?: string;
  /** Where the embedded database and the instances' DATA_DIRs go (default: a fresh temp folder,
   * removed on close). */
  root?: string;
  /** The proxy's port (default: any free one). */
  proxyPort?: number;
  /** Each line an instance writes, with its name. */
  onOutput?: (instance: string, chunk: string) => void;
}

export async function startInstances(options: InstancesOptions = {}): Promise<Instances> {
  const ownRoot = !options.root;
  const root = options.root ?? fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-instances-'));
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  let embedded: EmbeddedServer | undefined;
  let mongodbUri = options.mongodbUri;
  if (!mongodbUri) {
    embedded = await startEmbeddedServer({ dataDir: path.join(root, 'db'), port: 0 });
    mongodbUri = embedded.uri;
  }
  const mongodbDb = options.mongodbDb ?? 'manzil';
  const ports = { a: await freePort(), b: await freePort() };
  const proxy = await startRoundRobinProxy(
    [
      { name: 'a', port: ports.a },
      { name: 'b', port: ports.b },
    ],
    { port: options.proxyPort },
  );
  // What makes them one site: one database, one signing secret, one public address.
  const shared: Record<string, string> = {
    MONGODB_URI: mongodbUri,
    MONGODB_DB: mongodbDb,
    JWT_SECRET: options.baseEnv?.JWT_SECRET || randomBytes(48).toString('base64url'),
    PUBLIC_URL: proxy.url,
  };
  const instance = (name: string, port: number): Instance => {
    const dataDir = path.join(root, `instance-${name}`);
    let current: ServerProcess | undefined;
    const running = () =>
      current && current.child.exitCode === null && current.child.signalCode === null ? current : undefined;
    return {
      name,
      port,
      dataDir,
      baseUrl: `http://127.0.0.1:${port}`,
      process: running,
      async start(env?: Record<string, string>) {
        if (running()) return;
        const baseEnv = options.baseEnv ?? testEnv();
        current = startServerProcess({
          port,
          dataDir,
          baseEnv,
          // Each its own backup folder unless one is given (as two machines' disks; never the repo's).
          env: {
            BACKUP_DIR: baseEnv.BACKUP_DIR || path.join(dataDir, 'backups'),
            ...shared,
            ...options.env,
            ...env,
          },
          onOutput: options.onOutput && ((chunk) => options.onOutput!(name, chunk)),
        });
        await waitHealthy(current);
      },
      async stop() {
        const child = running();
        if (!child) return;
        child.child.kill('SIGTERM');
        await child.exited;
      },
      async kill() {
        const child = running();
        if (!child?.child.pid) return;
        // The primary and its workers at once, as when the machine or container dies.
        for (const pid of [child.child.pid, ...childrenOf(child.child.pid)]) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // Gone already.
          }
        }
        await child.exited;
      },
    };
  };
  const a = instance('a', ports.a);
  const b = instance('b', ports.b);
  const close = async () => {
    await proxy.close();
    await Promise.all([a.stop(), b.stop()]);
    await embedded?.close();
    if (ownRoot) fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    // The first seeds an empty database; the second starts once that is done (its primary finds the
    // database seeded) while the first's workers are still loading.
    const first = a.start();
    await Promise.race([first, seeded(a)]);
    await Promise.all([first, b.start()]);
  } catch (err) {
    await close();
    throw err;
  }
  return { mongodbUri, mongodbDb, url: proxy.url, proxy, a, b, instances: [a, b], close };
}

/** Resolves once the instance's primary has seeded (or found seeded) the database: it then starts
 * its workers. */
async function seeded(instance: Instance): Promise<void> {
  // Until then, or until it exits (its start then fails with its output).
  for (let child = instance.process(); child; child = instance.process()) {
    if (/\[api\] starting \d+ workers/.test(child.output())) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The processes whose parent is `pid` (a primary's workers). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((n) => Number.isInteger(n) && n > 0);
  } catch {
    // ps exits 1 when there are none.
    return [];
  }
}

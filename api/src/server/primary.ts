/**
 * The cluster primary of `npm start`: it owns DATA_DIR (the embedded database, on an owner-only Unix
 * socket), seeds an empty database and creates the signing secret once, then runs one HTTP worker per
 * core and replaces any worker that dies. Workers reach the database through the driver, as they would
 * a real MongoDB (MONGODB_URI).
 */
import cluster, { type Worker } from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { bootstrapData } from '../db/bootstrap';
import { openDatabase } from '../db/client';
import { startEmbeddedServer, type EmbeddedServer } from '@manzil/embedded-mongo';
import { loadSigningSecret } from '../lib/secrets';
import { startBackupSchedule } from '../backup/schedule';
import { SHUTDOWN_GRACE_MS } from './worker';
import { collectProcessMetrics } from '../lib/metrics';
import { serveClusterMetrics, startMetricsServer } from './cluster-metrics';

/** A worker that dies this soon after it started counts towards crash-loop back-off. */
const EARLY_DEATH_MS = 5_000;
/** Back-off before replacing a worker that keeps dying at start-up (a broken build, a bad config). */
const CRASH_LOOP_DELAY_MS = 1_000;

export async function runPrimary(config: Config, workerCount: number): Promise<void> {
  // Owner-only: DATA_DIR holds the database, the signing secret and the mail outbox.
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(config.dataDir, 0o700);
  let embedded: EmbeddedServer | undefined;
  let mongodbUri = config.mongodbUri;
  if (!mongodbUri) {
    embedded = await startEmbeddedServer({ dataDir: path.join(config.dataDir, 'db') });
    mongodbUri = embedded.uri;
  }
  const setup = await openDatabase({ ...config, mongodbUri });
  await bootstrapData({ config, db: setup });
  loadSigningSecret(config);
  await setup.close();
  // Scheduled backups (BACKUP_INTERVAL_MS) are the primary's: it owns the embedded database, and one
  // process per instance offers to write them (a lease picks one instance of several).
  const backups = config.backup.intervalMs ? await openDatabase({ ...config, mongodbUri }) : undefined;
  const stopBackups = backups ? startBackupSchedule(backups.db, config) : () => Promise.resolve();
  if (config.publicUrlDefaulted && process.env.NODE_ENV !== 'development' && process.env.NODE_ENV !== 'test')
    console.warn(
      `[api] PUBLIC_URL is not set: links in e-mails and pages use ${config.publicUrl}. ` +
        'Set PUBLIC_URL (and ALLOWED_HOSTS if the site has other names) before serving real visitors.',
    );

  // The instance's metrics: the workers' summed with the primary's own (its backups).
  collectProcessMetrics();
  const readMetrics = serveClusterMetrics();
  const metricsServer = config.metrics.port
    ? startMetricsServer(readMetrics, config.metrics.port)
    : undefined;

  const env = { MONGODB_URI: mongodbUri };
  const startedAt = new Map<Worker, number>();
  let earlyDeaths = 0;
  let stopping = false;
  const fork = () => startedAt.set(cluster.fork(env), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) return;
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    const delay = earlyDeaths > 3 ? CRASH_LOOP_DELAY_MS : 0;
    console.error(`[api] worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another`);
    setTimeout(fork, delay);
  });
  /** Workers that have served: one stopped by our signal before that had no request to finish. */
  const served = new WeakSet<Worker>();
  let listening = 0;
  cluster.on('listening', (worker) => {
    served.add(worker);
    if (++listening === workerCount)
      console.log(`Manzil is running on ${config.publicUrl} (${workerCount} workers)`);
  });
  // Stopping is handled from the moment the workers start (they take a second or more to load).
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  console.log(`[api] starting ${workerCount} workers`);
  for (let i = 0; i < workerCount; i++) fork();

  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    console.log(`[api] ${signal}: finishing in-flight requests`);
    // No backup starts from now on; one under way ends (and unlocks the database) before its client closes.
    const backupsStopped = stopBackups();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    const exits = Promise.all(
      workers.map(
        (worker) =>
          new Promise<number>((resolve) => {
            worker.once('exit', (code, signal) =>
              resolve(signal === 'SIGTERM' && !served.has(worker) ? 0 : (code ?? 1)),
            );
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    // Workers give up after their own grace period; this only guards against one that hangs.
    const hung = new Promise<number[]>((resolve) =>
      setTimeout(() => {
        for (const worker of workers) worker.process.kill('SIGKILL');
        resolve([1]);
      }, SHUTDOWN_GRACE_MS + 2_000).unref(),
    );
    const codes = await Promise.race([exits, hung]);
    await backupsStopped;
    metricsServer?.close();
    await backups?.close().catch(() => undefined);
    // Closes the embedded server, which flushes and closes its journal.
    await embedded?.close();
    const clean = codes.every((code) => code === 0);
    console.log(clean ? '[api] stopped cleanly' : '[api] stopped; a worker gave up on open requests');
    process.exit(clean ? 0 : 1);
  }
}

/**
 * One HTTP worker: the Hono app on @hono/node-server, on the port every worker shares (node:cluster).
 * It reaches the database through the driver like any MongoDB client; the primary owns the data.
 */
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import pino from 'pino';
import { createApp } from '../app';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { startUploadSweeper } from '../db/upload-sweep';
import { createGeocoder } from '../lib/geocoder';
import { createMailer } from '../lib/mailer';
import { startAlertJob } from '../alerts/job';
import { createPageCache, PAGE_CACHE_LIMITS, type PageCache } from '../web/page-cache';
import { collectProcessMetrics, observeDatabase, watchBackups } from '../lib/metrics';
import type { RequestLog } from '../middleware/observe';
import { answerMetricsCollection } from './cluster-metrics';

/** Past this, shutdown gives up on in-flight work and exits non-zero so the primary notices. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** How often idle keep-alive sockets are closed while in-flight requests finish. */
const IDLE_SWEEP_MS = 50;

/** The worker's page cache, sized by PAGE_CACHE_MB when set (0: a cache that keeps no page). */
function pageCacheOf({ pageCacheMb }: Config): PageCache | undefined {
  if (pageCacheMb === undefined) return undefined;
  const bytes = pageCacheMb * 1024 * 1024;
  return createPageCache({
    ...PAGE_CACHE_LIMITS,
    maxBytes: Math.max(1, bytes),
    maxEntryBytes: Math.min(PAGE_CACHE_LIMITS.maxEntryBytes, bytes),
  });
}

/**
 * One JSON line per request on stdout, written off the request's path (pino's asynchronous destination,
 * flushed on exit): no worker thread, no pretty-printer.
 */
function requestLogOf(config: Config): RequestLog | undefined {
  if (!config.logRequests) return undefined;
  const logger = pino(
    { base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime },
    // Bounded: when stdout is slower than the requests, lines past 4 MB waiting are dropped.
    pino.destination({ dest: 1, sync: false, maxLength: 4 * 1024 * 1024 }),
  );
  return (line) => logger.info(line, 'request');
}

export async function runWorker(config: Config): Promise<void> {
  const db = await openDatabase(config);
  collectProcessMetrics();
  observeDatabase(db.client);
  watchBackups(db.db);
  answerMetricsCollection();
  const geocoder = createGeocoder({ url: config.geocoderUrl, db: db.db });
  const app = createApp({
    config,
    db,
    geocoder,
    warmPages: true,
    pageCache: pageCacheOf(config),
    requestLog: requestLogOf(config),
  });
  const server = createServer(getRequestListener(app.fetch));
  // Slow or stalled clients may not hold a worker's sockets for ever.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  server.listen(config.port, config.host);
  // Every worker keeps the timer; a lease lets one of the cluster sweep at a time.
  const stopSweeper = startUploadSweeper(db.db, config.uploadSweepIntervalMs);
  // Every worker offers to run the search alerts' job; a lease in the database lets one at a time.
  const stopAlerts = startAlertJob(
    {
      db: db.db,
      mailer: createMailer(config),
      publicUrl: config.publicUrl,
      periodMs: config.alerts.periodMs,
    },
    config.alerts.intervalMs,
  );

  let stopping = false;
  async function shutdown(reason: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    stopSweeper();
    stopAlerts();
    console.log(`[api] ${reason}: finishing in-flight requests`);
    // Stops accepting at once; the callback runs when every open connection has ended.
    server.close(async () => {
      clearInterval(idleSweep);
      // Let a pending geocode store its coordinates (bounded: at most a few seconds).
      await Promise.race([geocoder.idle(), new Promise((r) => setTimeout(r, 5000))]);
      await db.close();
      process.exit(0);
    });
    // A keep-alive socket becomes idle once its in-flight answer is sent; close() alone would wait
    // for the client (or the keep-alive timeout) to drop it, so sweep idle sockets until all are gone.
    const idleSweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.closeIdleConnections();
    setTimeout(() => {
      console.error(`[api] ${reason}: requests still open after ${SHUTDOWN_GRACE_MS} ms, exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // The primary is gone (killed): nothing would replace this worker or keep its database up.
  process.on('disconnect', () => void shutdown('primary gone'));
}

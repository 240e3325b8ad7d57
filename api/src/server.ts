/** Starts the API and the composed site: `npm start` (via scripts/start.mjs) runs this. */
import http from 'node:http';
import { createApplication } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { bootstrapData } from './db/bootstrap';
import { createGeocoder } from './lib/geocoder';
import { createNodeHandler } from './web/fast-reads';

const config = loadConfig();
const db = await openDatabase(config);
await bootstrapData({ config, db });
const geocoder = createGeocoder({ url: config.geocoderUrl, db: db.db });
const application = createApplication({ config, db, geocoder });

// node:http with the fast path for cached public reads in front of the Hono app.
const server = http.createServer(createNodeHandler(application, config));
server.listen(config.port, config.host, () => {
  console.log(`Manzil is running on http://${config.host}:${config.port}`);
});

/** Past this, shutdown gives up on in-flight work and exits non-zero so a supervisor notices. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How often idle keep-alive sockets are closed while in-flight requests finish. */
const IDLE_SWEEP_MS = 50;

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[api] ${signal}: finishing in-flight requests`);
  // Stops accepting at once; the callback runs when every open connection has ended.
  server.close(async () => {
    clearInterval(idleSweep);
    // Let a pending geocode store its coordinates (bounded: at most a few seconds).
    await Promise.race([geocoder.idle(), new Promise((r) => setTimeout(r, 5000))]);
    // Closes the driver and the embedded server, which flushes and closes its journal.
    await db.close();
    console.log('[api] stopped cleanly');
    process.exit(0);
  });
  // A keep-alive socket becomes idle once its in-flight answer is sent; close() alone would wait
  // for the client (or the keep-alive timeout) to drop it, so sweep idle sockets until all are gone.
  const idleSweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  server.closeIdleConnections();
  setTimeout(() => {
    console.error(`[api] ${signal}: requests still open after ${SHUTDOWN_GRACE_MS} ms, exiting anyway`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

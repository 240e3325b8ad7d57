/** Starts the API and the composed site: `npm start` (via scripts/start.mjs) runs this. */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { bootstrapData } from './db/bootstrap';
import { createGeocoder } from './lib/geocoder';

const config = loadConfig();
const db = await openDatabase(config);
await bootstrapData({ config, db });
const geocoder = createGeocoder({ url: config.geocoderUrl, db: db.db });
const app = createApp({ config, db, geocoder });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Manzil is running on http://${config.host}:${info.port}`);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[api] ${signal}: finishing in-flight requests`);
  server.close(async () => {
    // Let a pending geocode store its coordinates (bounded: at most a few seconds).
    await Promise.race([geocoder.idle(), new Promise((r) => setTimeout(r, 5000))]);
    await db.close();
    process.exit(0);
  });
  // Do not hang forever on keep-alive connections.
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

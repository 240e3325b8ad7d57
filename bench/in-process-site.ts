/**
 * The site served in this process for the render benches (page-reads.ts, ssr-composition.ts): the API on
 * a fresh demo database, listening on `port` for the remotes' assets, with the remotes' locations the
 * render is handed. `close()` stops it and deletes its data.
 */
import fs from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '../api/src/app';
import { loadConfig, type Config } from '../api/src/config';
import { bootstrapData } from '../api/src/db/bootstrap';
import { openDatabase, type Database } from '../api/src/db/client';
import { remotesManifest } from '../api/src/web/static';

export interface InProcessSite {
  config: Config;
  db: Database;
  app: ReturnType<typeof createApp>;
  origin: string;
  /** Each remote's manifest URL, absolute. */
  remotes: Record<string, string>;
  close(): Promise<void>;
}

export async function startInProcessSite(opts: {
  port: number;
  /** The data folder's prefix in the system's temporary folder. */
  dataPrefix: string;
  /** Let the caller count the driver's commands (commandStarted events). */
  monitorCommands?: boolean;
}): Promise<InProcessSite> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), opts.dataPrefix));
  const config = loadConfig({
    PORT: String(opts.port),
    DATA_DIR: dataDir,
    GEOCODER_URL: 'off',
    ADMIN_PASSWORD: 'bench-password-123',
  });
  const db = await openDatabase(config, opts.monitorCommands ? { monitorCommands: true } : undefined);
  const server = createServer();
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await bootstrapData({ config, db, log: () => undefined });
    const app = createApp({ config, db });
    server.on('request', getRequestListener(app.fetch));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, resolve);
    });
    const origin = new URL(config.publicUrl).origin;
    const remotes = Object.fromEntries(
      Object.entries(remotesManifest(config)).map(([name, url]) => [name, new URL(url, origin).href]),
    );
    return { config, db, app, origin, remotes, close };
  } catch (error) {
    await close();
    throw error;
  }
}

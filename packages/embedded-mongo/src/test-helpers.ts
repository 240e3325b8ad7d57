/** Shared set-up for the embedded server's tests: a server on a temp dataDir and a driver connected to it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { startEmbeddedServer, type EmbeddedServer } from './index';

export function tempDir(prefix = 'embedded-db-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface Harness {
  dir: string;
  server: EmbeddedServer;
  client: MongoClient;
  db: Db;
  /** Closes client and server (data stays in dir). */
  stop(): Promise<void>;
}

export async function startHarness(
  dir = tempDir(),
  options: { compactThreshold?: number; cursorTimeoutMs?: number; ttlMonitorMs?: number } = {},
): Promise<Harness> {
  const server = await startEmbeddedServer({ dataDir: dir, ...options });
  const client = new MongoClient(server.uri, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  return {
    dir,
    server,
    client,
    db: client.db('manzil'),
    async stop() {
      await client.close();
      await server.close();
    },
  };
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Runs `test` on a fresh data directory, removed afterwards whatever the test did. */
export async function inTempDir(test: (dir: string) => Promise<void>): Promise<void> {
  const dir = tempDir();
  try {
    await test(dir);
  } finally {
    removeDir(dir);
  }
}

/**
 * The one data path: the official driver. With MONGODB_URI it talks to that server;
 * without it, to the embedded wire-compatible server (@manzil/embedded-mongo) started here on an
 * owner-only Unix socket.
 */
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import type { Config } from '../config';
import { startEmbeddedServer, type EmbeddedServer } from '@manzil/embedded-mongo';

export interface Database {
  client: MongoClient;
  db: Db;
  /** The embedded server, when one was started. */
  embedded?: EmbeddedServer;
  /** True when the database answers a ping. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openDatabase(
  config: Pick<Config, 'mongodbUri' | 'mongodbDb' | 'dataDir'>,
  /** Emit the driver's command events (tests and the bench count a page's reads with them). */
  { monitorCommands = false }: { monitorCommands?: boolean } = {},
): Promise<Database> {
  let embedded: EmbeddedServer | undefined;
  let uri = config.mongodbUri;
  if (!uri) {
    embedded = await startEmbeddedServer({ dataDir: path.join(config.dataDir, 'db') });
    uri = embedded.uri;
  }
  const client = new MongoClient(uri, {
    serverSelectionTimeoutMS: 5000,
    // Fail fast when the database goes away so routes can answer 503 promptly.
    connectTimeoutMS: 5000,
    monitorCommands,
  });
  await client.connect();
  const db = client.db(config.mongodbDb);
  return {
    client,
    db,
    embedded,
    async ping() {
      try {
        await db.command({ ping: 1 }, { timeoutMS: 2000 });
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await client.close();
      await embedded?.close();
    },
  };
}

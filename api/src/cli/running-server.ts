import fs from 'node:fs';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { socketUri } from '@manzil/embedded-mongo';
import type { Config } from '../config';
import type { Database } from '../db/client';

/**
 * The running server's embedded database, through its owner-only socket, if one answers there: the
 * commands that only read (backup, copy-db) need no stop.
 */
export async function runningServer(config: Config): Promise<Database | undefined> {
  const socket = path.join(config.dataDir, 'db', 'mongod.sock');
  if (config.mongodbUri || !fs.existsSync(socket)) return undefined;
  const client = new MongoClient(socketUri(socket), { serverSelectionTimeoutMS: 2000 });
  try {
    await client.connect();
  } catch {
    // A socket left by a server that stopped: nobody owns the data, open it here.
    await client.close();
    return undefined;
  }
  const db = client.db(config.mongodbDb);
  return { client, db, ping: async () => true, close: () => client.close() };
}

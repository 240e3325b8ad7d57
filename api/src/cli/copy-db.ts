/**
 * `npm run copy-db -- --to <mongodb-uri> [--from <mongodb-uri>] [--force]`: copies the whole database
 * (collections, indexes, GridFS buckets) into the MongoDB at `--to`, then checks every collection there
 * against the snapshot it copied (documents, checksum, indexes).
 *
 * The source is `--from`, else MONGODB_URI, else the embedded database of DATA_DIR: through the running
 * server's socket when one owns it (no stop needed: the fsync lock makes the copy one moment), or opened
 * here when the server is stopped. A database name in a URI's path is used; otherwise the source's is
 * MONGODB_DB and the target's the source's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { RestoreRefused } from '../backup/backup';
import { ArchiveError } from '../backup/archive';
import { CopyMismatch, copyDatabase } from '../backup/copy';
import { runningServer } from './running-server';

const USAGE = 'Usage: npm run copy-db -- --to <mongodb-uri> [--from <mongodb-uri>] [--force]';

/** The database named in a MongoDB URI's path (`mongodb://host/<db>?…`), if any. */
function databaseInUri(uri: string): string | undefined {
  const rest = uri.replace(/^mongodb(\+srv)?:\/\//, '');
  const slash = rest.indexOf('/');
  if (slash < 0) return undefined;
  const name = decodeURIComponent(rest.slice(slash + 1).split('?')[0] ?? '');
  return name || undefined;
}

/** A URI fit to print: no password. */
const redacted = (uri: string): string => uri.replace(/\/\/[^@/]*@/, '//…@');

function parseArgs(args: string[]): { to: string; from?: string; force: boolean } | undefined {
  let to: string | undefined;
  let from: string | undefined;
  let force = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--force') force = true;
    else if (arg === '--to' && args[i + 1]) to = args[++i];
    else if (arg === '--from' && args[i + 1]) from = args[++i];
    else return undefined;
  }
  const isUri = (uri: string | undefined) => uri === undefined || /^mongodb(\+srv)?:\/\//.test(uri);
  if (!to || !isUri(to) || !isUri(from)) return undefined;
  return { to, from, force };
}

async function connect(uri: string, name: string): Promise<Database> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
  await client.connect();
  const db = client.db(name);
  return { client, db, ping: async () => true, close: () => client.close() };
}

async function main(args: string[]): Promise<number> {
  // npm runs a workspace's script in its folder: DATA_DIR is the caller's.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const parsed = parseArgs(args);
  if (!parsed) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(parsed.from ? { ...process.env, MONGODB_URI: parsed.from } : process.env);
  const sourceName = (config.mongodbUri && databaseInUri(config.mongodbUri)) ?? config.mongodbDb;
  const targetName = databaseInUri(parsed.to) ?? sourceName;
  if (config.mongodbUri === parsed.to && sourceName === targetName) {
    console.error('The source and the target are the same database.');
    return 2;
  }
  // Opening a DATA_DIR that holds no database would make an empty one, and copy nothing.
  if (!config.mongodbUri && !fs.existsSync(path.join(config.dataDir, 'db'))) {
    console.error(`There is no embedded database in ${config.dataDir} (set DATA_DIR, or --from <uri>).`);
    return 2;
  }
  let source: Database;
  try {
    source = (await runningServer(config)) ?? (await openDatabase({ ...config, mongodbDb: sourceName }));
    // runningServer opened MONGODB_DB; a name in the source URI wins.
    if (source.db.databaseName !== sourceName) source = { ...source, db: source.client.db(sourceName) };
  } catch (err) {
    console.error(`Cannot open the source database: ${(err as Error).message}`);
    return 1;
  }
  let target: Database | undefined;
  try {
    target = await connect(parsed.to, targetName);
    const from = config.mongodbUri
      ? redacted(config.mongodbUri)
      : `the embedded database of ${config.dataDir}`;
    console.log(`Copying "${sourceName}" from ${from} to "${targetName}" at ${redacted(parsed.to)}…`);
    const result = await copyDatabase(source.db, target.db, { force: parsed.force });
    const width = Math.max(...[...result.collections.keys()].map((name) => name.length));
    for (const [name, sum] of result.collections)
      console.log(
        `  ${name.padEnd(width)}  ${String(sum.documents).padStart(7)} documents  ${sum.checksum.slice(0, 16)}`,
      );
    console.log(
      `Copied and checked ${result.collections.size} collections, ${result.documents} documents ` +
        `(snapshot ${result.bytes} bytes gzipped in ${result.backupMs} ms, written in ${result.restoreMs} ms, ` +
        `checked in ${result.verifyMs} ms).`,
    );
    return 0;
  } catch (err) {
    if (err instanceof RestoreRefused || err instanceof ArchiveError || err instanceof CopyMismatch) {
      console.error(err.message);
      return 1;
    }
    console.error(`The copy failed: ${(err as Error).message}`);
    return 1;
  } finally {
    await target?.close();
    await source.close();
  }
}

process.exitCode = await main(process.argv.slice(2));

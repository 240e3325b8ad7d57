/**
 * `npm run backup`: writes a backup of the database into BACKUP_DIR (keeping the newest BACKUP_KEEP).
 * `npm run restore -- <file> [--drop]`: loads one into an empty database.
 *
 * The database is MONGODB_URI's, else the embedded one of DATA_DIR. A backup does not need the site
 * stopped: when a running server owns DATA_DIR, this connects to that server's owner-only Unix socket
 * (only the same user can open it, as only that user can read DATA_DIR) and the server's fsync lock keeps
 * the backup one moment while the site goes on serving. A restore opens the database itself, so with the
 * embedded database the server must be stopped (it refuses a DATA_DIR in use).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { RestoreRefused, restoreBackup } from '../backup/backup';
import { ArchiveError } from '../backup/archive';
import { backupNow } from '../backup/schedule';
import { runningServer } from './running-server';

const USAGE = 'Usage: npm run backup | npm run restore -- <file> [--drop]';

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  // npm runs a workspace's script in its folder: paths given (the file, DATA_DIR, BACKUP_DIR) are the caller's.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  if (command === 'backup' && rest.length === 0) {
    const db = (await runningServer(config)) ?? (await openDatabase(config));
    try {
      const result = await backupNow(db.db, config);
      console.log(
        `Wrote ${result.file}: ${result.collections} collections, ${result.documents} documents, ` +
          `${result.bytes} bytes, in ${result.ms} ms.`,
      );
      return 0;
    } finally {
      await db.close();
    }
  }
  const drop = rest.includes('--drop');
  const files = rest.filter((arg) => arg !== '--drop');
  if (command !== 'restore' || files.length !== 1 || rest.length - files.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const file = path.resolve(files[0]!);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    console.error(`There is no backup file at ${file}.`);
    return 2;
  }
  let db: Database;
  try {
    db = await openDatabase(config);
  } catch (err) {
    // Most often: the embedded database is a running server's (stop it first).
    console.error(`Cannot open the database to restore into: ${(err as Error).message}`);
    return 1;
  }
  try {
    const result = await restoreBackup(db.db, file, { drop });
    console.log(
      `Restored ${result.collections} collections, ${result.documents} documents, from ${file} in ${result.ms} ms.`,
    );
    return 0;
  } catch (err) {
    if (err instanceof RestoreRefused || err instanceof ArchiveError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));

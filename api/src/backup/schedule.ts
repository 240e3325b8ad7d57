/**
 * Backups into BACKUP_DIR with retention, by hand (`npm run backup`) or every BACKUP_INTERVAL_MS from the
 * cluster's primary. Several instances on one MongoDB write one backup per interval between them: the
 * one that takes the `backup` lease writes it, and the lease, left to run out rather than released, is
 * when the next one is due.
 */
import fs from 'node:fs';
import path from 'node:path';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from 'mongodb';
import type { Config } from '../config';
import { releaseLease, takeLease } from '../db/lease';
import { jobRan } from '../lib/metrics';
import { BACKUP_FILE, writeBackup, type BackupResult } from './backup';

export const BACKUP_LEASE = 'backup';
/** Where the last backup's time and size are kept (for the admin's overview). */
export const BACKUP_RUNS = 'backup_runs';
/** The schedule looks at least this often whether a backup is due. */
const CHECK_MS = 60_000;

export interface LastBackup {
  _id: 'last';
  at: Date;
  bytes: number;
  file: string;
}

/** Removes all but the newest `keep` backups of `dir` (only files this module names). */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_FILE.test(name))
    .sort();
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}

/** Writes one backup into BACKUP_DIR, keeps the newest BACKUP_KEEP, and records it as the last one. */
export async function backupNow(
  db: Db,
  config: Pick<Config, 'backup'>,
  now = new Date(),
): Promise<BackupResult> {
  const result = await writeBackup(db, config.backup.dir, now);
  pruneBackups(config.backup.dir, config.backup.keep);
  await db
    .collection<LastBackup>(BACKUP_RUNS)
    .updateOne(
      { _id: 'last' },
      { $set: { at: now, bytes: result.bytes, file: path.basename(result.file) } },
      { upsert: true },
    );
  return result;
}

export const lastBackup = (db: Db): Promise<LastBackup | null> =>
  db.collection<LastBackup>(BACKUP_RUNS).findOne({ _id: 'last' });

/**
 * One check: writes a backup when this process takes the lease (nobody wrote one within the interval).
 * Each check is its own owner, so a holder does not renew its own lease: the next backup waits for it
 * to run out. A failed backup ends the lease, so the next check tries again.
 */
export async function backupIfDue(
  db: Db,
  config: Pick<Config, 'backup'>,
  now = new Date(),
): Promise<BackupResult | undefined> {
  const intervalMs = config.backup.intervalMs;
  if (!intervalMs) return undefined;
  const owner = `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
  if (!(await takeLease(db, BACKUP_LEASE, owner, intervalMs, now))) return undefined;
  try {
    return await backupNow(db, config, now);
  } catch (err) {
    await releaseLease(db, BACKUP_LEASE, owner, undefined);
    throw err;
  }
}

/**
 * Checks every minute (or each interval, when shorter) until stopped. Stopping waits for a backup under
 * way: a process that closed its connection in the middle would leave the fsync lock held, and every
 * instance's writes waiting on it (a minute on the embedded server; on MongoDB, until someone unlocks).
 */
export function startBackupSchedule(db: Db, config: Pick<Config, 'backup'>): () => Promise<void> {
  const intervalMs = config.backup.intervalMs;
  if (!intervalMs) return () => Promise.resolve();
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const result = await backupIfDue(db, config);
      jobRan('backup', result ? 'ok' : 'skipped');
      if (result) console.log(`[backup] wrote ${result.file} (${result.bytes} bytes, ${result.ms} ms)`);
    } catch (err) {
      jobRan('backup', 'failed');
      console.error('[backup] failed, tried again at the next check:', err);
    }
  };
  const check = () => {
    if (running || stopped) return;
    running = run().finally(() => (running = undefined));
  };
  check();
  const timer = setInterval(check, Math.min(intervalMs, CHECK_MS));
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

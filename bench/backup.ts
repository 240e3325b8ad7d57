/**
 * Backup, restore and copy-db of the demo content plus uploaded photos, on the embedded database in
 * this process: how long the site's writes wait for a backup (the fsync lock is held for all of it),
 * how long a restore into a fresh DATA_DIR takes, and `npm run copy-db` into a second embedded server
 * on a TCP port (backup, restore, check). Figures only.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedServer } from '@manzil/embedded-mongo';
import { loadConfig } from '../api/src/config';
import { bootstrapData } from '../api/src/db/bootstrap';
import { openDatabase } from '../api/src/db/client';
import { gridBucket, writeGridFile } from '../api/src/db/gridfs';
import { restoreBackup, writeBackup } from '../api/src/backup/backup';
import { copyDatabase } from '../api/src/backup/copy';
import { median } from './lighthouse-figures';

export interface BackupFigures {
  collections: number;
  documents: number;
  photos: number;
  photoMb: number;
  archiveMb: number;
  rounds: number;
  /** Medians over the rounds. */
  backupMs: number;
  restoreMs: number;
  copy: { totalMs: number; backupMs: number; restoreMs: number; verifyMs: number };
}

export async function benchBackup({
  rounds,
  photos,
  photoKb,
}: {
  rounds: number;
  photos: number;
  photoKb: number;
}): Promise<BackupFigures> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-bench-backup-'));
  const env = { GEOCODER_URL: 'off', ADMIN_PASSWORD: 'a bench admin password' };
  const config = loadConfig({ ...env, DATA_DIR: path.join(root, 'source') });
  const source = await openDatabase(config);
  const target = await startEmbeddedServer({ dataDir: path.join(root, 'copy'), port: 0 });
  const client = await new MongoClient(target.uri).connect();
  try {
    await bootstrapData({ config, db: source, log: () => undefined });
    // Photos as uploads leave them: already compressed (random bytes do not gzip either).
    for (let i = 0; i < photos; i++)
      await writeGridFile(
        gridBucket(source.db, 'images'),
        `photo-${i}.webp`,
        randomBytes(photoKb * 1024),
        {},
      );

    const backups: number[] = [];
    const restores: number[] = [];
    const copies: { totalMs: number; backupMs: number; restoreMs: number; verifyMs: number }[] = [];
    let last: Awaited<ReturnType<typeof writeBackup>> | undefined;
    for (let round = 0; round < rounds; round++) {
      last = await writeBackup(source.db, path.join(root, 'backups'));
      backups.push(last.ms);
      const fresh = await openDatabase(loadConfig({ ...env, DATA_DIR: path.join(root, `restore-${round}`) }));
      try {
        restores.push((await restoreBackup(fresh.db, last.file)).ms);
      } finally {
        await fresh.close();
      }
      fs.rmSync(last.file);
      const started = performance.now();
      const copy = await copyDatabase(source.db, client.db('manzil'), { force: true });
      copies.push({
        totalMs: Math.round(performance.now() - started),
        backupMs: copy.backupMs,
        restoreMs: copy.restoreMs,
        verifyMs: copy.verifyMs,
      });
    }
    const collections = (await source.db.listCollections().toArray()).length;
    return {
      collections,
      documents: last!.documents,
      photos,
      photoMb: Math.round((photos * photoKb) / 102.4) / 10,
      archiveMb: Math.round(last!.bytes / 104_857.6) / 10,
      rounds,
      backupMs: median(backups),
      restoreMs: median(restores),
      copy: {
        totalMs: median(copies.map((c) => c.totalMs)),
        backupMs: median(copies.map((c) => c.backupMs)),
        restoreMs: median(copies.map((c) => c.restoreMs)),
        verifyMs: median(copies.map((c) => c.verifyMs)),
      },
    };
  } finally {
    await client.close();
    await target.close();
    await source.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Backups of the whole database in mongodump's archive format, gzipped (`mongorestore --gzip
 * --archive=<file>` loads one into a real MongoDB), written and read through the official driver only, so
 * the embedded server and a real MongoDB are backed up the same way: every collection (GridFS buckets are
 * their `<bucket>.files` and `<bucket>.chunks` collections), its options and its indexes, every document
 * byte for byte as the server holds it.
 *
 * One moment for the whole database: the writer holds the fsync lock (`{ fsync: 1, lock: true }`) while
 * it reads, so writes wait (the site keeps answering reads) and no write lands between two collections'
 * reads. The embedded server drops a lock held longer than a minute; the unlock then fails and so does
 * the backup, rather than keep a file that is not one moment.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { BSON, type Db, type Document } from 'mongodb';
import {
  ArchiveError,
  Crc64,
  FORMAT_VERSION,
  MAGIC,
  TERMINATOR,
  encode,
  metadataText,
  parseMetadataText,
  readArchive,
  type CollectionMetadata,
} from './archive';

export const TOOL_VERSION = 'manzil-backup 1';

export interface BackupResult {
  file: string;
  bytes: number;
  collections: number;
  documents: number;
  ms: number;
}

/** The collections a backup holds: every one but the server's own `system.*` and views. */
async function collectionsOf(db: Db): Promise<{ name: string; options: Document }[]> {
  const list = await db.listCollections({}, { nameOnly: false }).toArray();
  return list
    .filter((c) => (c.type ?? 'collection') === 'collection' && !c.name.startsWith('system.'))
    .map((c) => ({ name: c.name, options: (c as { options?: Document }).options ?? {} }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

async function collectionSize(db: Db, name: string): Promise<number> {
  try {
    const stats = await db.command({ collStats: name });
    return Number(stats.size) || 0;
  } catch {
    return 0;
  }
}

/** The archive's bytes, collection after collection (read while the caller holds the lock). */
async function* archiveBytes(db: Db, counts: { collections: number; documents: number }) {
  const build = await db.admin().command({ buildInfo: 1 });
  yield MAGIC;
  yield encode({
    concurrent_collections: 1,
    version: FORMAT_VERSION,
    server_version: String(build.version ?? '0.0.0'),
    tool_version: TOOL_VERSION,
  });
  const collections = await collectionsOf(db);
  for (const { name, options } of collections) {
    const indexes = await db.collection(name).listIndexes().toArray();
    const metadata: CollectionMetadata = {
      db: db.databaseName,
      collection: name,
      metadata: metadataText(name, options, indexes),
      size: await collectionSize(db, name),
      type: 'collection',
    };
    yield encode(metadata);
  }
  yield TERMINATOR;
  for (const { name } of collections) {
    const ns = { db: db.databaseName, collection: name };
    yield encode({ ...ns, EOF: false, CRC: BSON.Long.ZERO });
    const crc = new Crc64();
    // raw: the documents' bytes exactly as stored (no decoding and re-encoding of numbers or binaries).
    for await (const doc of db.collection(name).find({}, { raw: true })) {
      const bytes = doc as unknown as Buffer;
      crc.update(bytes);
      counts.documents++;
      yield bytes;
    }
    yield TERMINATOR;
    yield encode({ ...ns, EOF: true, CRC: crc.digest() });
    yield TERMINATOR;
    counts.collections++;
  }
}

/** `manzil-2026-01-31T02-00-00-000Z.archive.gz`: sorts by time, safe on every file system. */
export const backupFileName = (at: Date): string =>
  `manzil-${at.toISOString().replace(/[:.]/g, '-')}.archive.gz`;
export const BACKUP_FILE = /^manzil-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.archive\.gz$/;

/**
 * Writes a backup of `db` into `dir` (created owner-only: a backup holds the admins' password hashes).
 * The file appears under its final name only when complete.
 */
export async function writeBackup(db: Db, dir: string, now = new Date()): Promise<BackupResult> {
  const started = performance.now();
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, backupFileName(now));
  const partial = `${file}.partial`;
  const counts = { collections: 0, documents: 0 };
  const admin = db.admin();
  await admin.command({ fsync: 1, lock: true });
  let locked = true;
  try {
    await pipeline(
      Readable.from(archiveBytes(db, counts)),
      zlib.createGzip(),
      fs.createWriteStream(partial, { mode: 0o600 }),
    );
    locked = false;
    await admin.command({ fsyncUnlock: 1 });
    fs.renameSync(partial, file);
  } catch (err) {
    if (locked) await admin.command({ fsyncUnlock: 1 }).catch(() => undefined);
    fs.rmSync(partial, { force: true });
    throw err;
  }
  return { file, bytes: fs.statSync(file).size, ...counts, ms: Math.round(performance.now() - started) };
}

export class RestoreRefused extends Error {}

/** A backup file's bytes, gunzipped when it is gzipped (mongodump writes either). */
function archiveStream(file: string): Readable {
  const head = Buffer.alloc(2);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 2, 0);
  } finally {
    fs.closeSync(fd);
  }
  const input = fs.createReadStream(file);
  if (head[0] !== 0x1f || head[1] !== 0x8b) return input;
  const gunzip = zlib.createGunzip();
  input.on('error', (err) => gunzip.destroy(err));
  return input.pipe(gunzip);
}

export interface RestoreResult {
  collections: number;
  documents: number;
  ms: number;
}

/** Documents inserted per command while restoring (and at most this many bytes). */
const BATCH_DOCS = 1000;
const BATCH_BYTES = 8 * 1024 * 1024;

/**
 * Loads a backup (gzipped or not) into `db`, which must hold no collection unless `drop` is set (then its
 * collections are dropped first). Every collection of the archive is created with its options, its
 * documents inserted as they were, then its indexes built.
 */
export async function restoreBackup(
  db: Db,
  file: string,
  opts: { drop?: boolean } = {},
): Promise<RestoreResult> {
  const started = performance.now();
  const existing = await collectionsOf(db);
  if (existing.length && !opts.drop)
    throw new RestoreRefused(
      `The database "${db.databaseName}" already holds ${existing.length} collections; a backup is only ` +
        'restored into an empty database (add --drop to delete them first).',
    );
  // The whole file is read and checked (every checksum, every metadata text) before anything changes.
  const check = archiveStream(file);
  try {
    const databases = new Set<string>();
    for await (const item of readArchive(check)) {
      if (item.kind !== 'metadata') continue;
      parseMetadataText(item.metadata.metadata || '{}');
      if (databases.add(item.metadata.db).size > 1)
        throw new ArchiveError('the archive holds more than one database');
    }
  } finally {
    check.destroy();
  }
  for (const { name } of existing) await db.collection(name).drop();
  const input = archiveStream(file);

  const metadata = new Map<string, CollectionMetadata>();
  let batch: Document[] = [];
  let batchBytes = 0;
  let batchCollection = '';
  let documents = 0;
  let collections = 0;
  const flush = async () => {
    if (batch.length) await db.collection(batchCollection).insertMany(batch, { ordered: true });
    batch = [];
    batchBytes = 0;
  };
  try {
    for await (const item of readArchive(input)) {
      if (item.kind === 'metadata') {
        const { collection } = item.metadata;
        metadata.set(collection, item.metadata);
        const { options } = parseMetadataText(item.metadata.metadata || '{}');
        await db.createCollection(collection, options);
      } else if (item.kind === 'document') {
        if (!metadata.has(item.collection)) throw new ArchiveError(`${item.collection} has no metadata`);
        if (item.collection !== batchCollection || batch.length >= BATCH_DOCS || batchBytes >= BATCH_BYTES) {
          await flush();
          batchCollection = item.collection;
        }
        // Numbers keep their BSON types (an Int32 stays one): the restored bytes equal the backed-up ones.
        batch.push(BSON.deserialize(item.bytes, { promoteValues: false, promoteBuffers: false }));
        batchBytes += item.bytes.length;
        documents++;
      } else if (item.kind === 'end') {
        await flush();
        const meta = metadata.get(item.collection);
        if (!meta) throw new ArchiveError(`${item.collection} has no metadata`);
        const { indexes } = parseMetadataText(meta.metadata || '{}');
        const specs = indexes
          .filter((index) => index.name !== '_id_')
          .map(({ key, ...options }) => {
            delete options.v;
            delete options.ns;
            return { key: key as Document, ...options };
          });
        if (specs.length) await db.collection(item.collection).createIndexes(specs as never);
        collections++;
      }
    }
  } finally {
    input.destroy();
  }
  return { collections, documents, ms: Math.round(performance.now() - started) };
}

/**
 * Copies a whole database into another (the move from the embedded database to a managed MongoDB):
 * a backup of the source into an owner-only temp file, restored into the target, then each collection of
 * the target checked against the file (documents, a checksum of their bytes, index names and keys).
 *
 * The file in between, rather than a stream from one server to the other, keeps the source's fsync lock
 * as short as a local backup: the target may be far away and slow to write, and the lock must not wait
 * for it (the embedded server drops one held past a minute).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Db, Document } from 'mongodb';
import { parseMetadataText, readArchive } from './archive';
import { RestoreRefused, restoreBackup, writeBackup } from './backup';

/** One collection's fingerprint: its documents and a sum of their bytes that ignores their order. */
export interface CollectionSum {
  documents: number;
  /** The sum modulo 2^256 of each document's SHA-256: order-free, and a repeated document counts twice. */
  checksum: string;
  /** `name {key}` of each index, sorted. */
  indexes: string[];
}

const MOD = 1n << 256n;

class DocumentSum {
  documents = 0;
  private sum = 0n;
  add(bytes: Uint8Array): void {
    this.sum = (this.sum + BigInt(`0x${createHash('sha256').update(bytes).digest('hex')}`)) % MOD;
    this.documents++;
  }
  get checksum(): string {
    return this.sum.toString(16).padStart(64, '0');
  }
}

const indexLabels = (indexes: Document[]): string[] =>
  indexes.map((index) => `${String(index.name)} ${JSON.stringify(index.key)}`).sort();

/** The fingerprints of every collection of `db` (not `system.*`), by name. */
export async function databaseSums(db: Db): Promise<Map<string, CollectionSum>> {
  const out = new Map<string, CollectionSum>();
  const collections = await db.listCollections({}, { nameOnly: false }).toArray();
  for (const { name, type } of collections) {
    if ((type ?? 'collection') !== 'collection' || name.startsWith('system.')) continue;
    const sum = new DocumentSum();
    for await (const doc of db.collection(name).find({}, { raw: true })) sum.add(doc as unknown as Buffer);
    const indexes = await db.collection(name).listIndexes().toArray();
    out.set(name, { documents: sum.documents, checksum: sum.checksum, indexes: indexLabels(indexes) });
  }
  return out;
}

/** The same fingerprints of a backup file (gzipped, as writeBackup writes them). */
export async function archiveSums(file: string): Promise<Map<string, CollectionSum>> {
  const sums = new Map<string, { sum: DocumentSum; indexes: string[] }>();
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  try {
    for await (const item of readArchive(input)) {
      if (item.kind === 'metadata')
        sums.set(item.metadata.collection, {
          sum: new DocumentSum(),
          indexes: indexLabels(parseMetadataText(item.metadata.metadata || '{}').indexes),
        });
      else if (item.kind === 'document') sums.get(item.collection)?.sum.add(item.bytes);
    }
  } finally {
    input.destroy();
  }
  return new Map(
    [...sums].map(([name, { sum, indexes }]) => [
      name,
      { documents: sum.documents, checksum: sum.checksum, indexes },
    ]),
  );
}

/** What differs between two sets of fingerprints, one line per collection (empty: the same). */
export function sumDifferences(
  expected: Map<string, CollectionSum>,
  actual: Map<string, CollectionSum>,
): string[] {
  const out: string[] = [];
  for (const [name, want] of expected) {
    const got = actual.get(name);
    if (!got) out.push(`${name}: missing`);
    else if (got.documents !== want.documents)
      out.push(`${name}: ${got.documents} documents, ${want.documents} expected`);
    else if (got.checksum !== want.checksum) out.push(`${name}: the documents' checksum differs`);
    else if (got.indexes.join('\n') !== want.indexes.join('\n'))
      out.push(`${name}: indexes ${got.indexes.join(', ')}; expected ${want.indexes.join(', ')}`);
  }
  for (const name of actual.keys()) if (!expected.has(name)) out.push(`${name}: not in the source`);
  return out;
}

export class CopyMismatch extends Error {
  constructor(readonly differences: string[]) {
    super(`The copy differs from the source:\n  ${differences.join('\n  ')}`);
  }
}

export interface CopyResult {
  collections: Map<string, CollectionSum>;
  documents: number;
  /** Bytes of the gzipped snapshot in between. */
  bytes: number;
  backupMs: number;
  restoreMs: number;
  verifyMs: number;
}

/**
 * Copies `source` into `target`, which must hold no collection unless `force` (then they are dropped),
 * and checks the copy. Throws RestoreRefused for a non-empty target (before the source is read) and
 * CopyMismatch when the check fails.
 */
export async function copyDatabase(
  source: Db,
  target: Db,
  { force = false }: { force?: boolean } = {},
): Promise<CopyResult> {
  if (!force) {
    const held = (await target.listCollections({}, { nameOnly: true }).toArray()).filter(
      (c) => !c.name.startsWith('system.'),
    );
    if (held.length)
      throw new RestoreRefused(
        `The target database "${target.databaseName}" already holds ${held.length} collections ` +
          `(${held
            .map((c) => c.name)
            .slice(0, 5)
            .join(', ')}${held.length > 5 ? ', …' : ''}); add --force to replace them.`,
      );
  }
  // The target's collections are about to be dropped: make sure they are not the source's. A name only
  // the target can have (URIs may differ and still name one server: an alias, another address).
  if (force) {
    const probe = `manzil_copy_probe_${randomBytes(6).toString('hex')}`;
    await target.createCollection(probe);
    try {
      if ((await source.listCollections({ name: probe }, { nameOnly: true }).toArray()).length)
        throw new RestoreRefused('The target is the source database itself: nothing was copied or dropped.');
    } finally {
      await target
        .collection(probe)
        .drop()
        .catch(() => undefined);
    }
  }
  // Owner-only: the snapshot holds the admins' password hashes.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-copy-'));
  try {
    const backup = await writeBackup(source, dir);
    const restored = await restoreBackup(target, backup.file, { drop: force });
    const started = performance.now();
    const expected = await archiveSums(backup.file);
    const differences = sumDifferences(expected, await databaseSums(target));
    if (differences.length) throw new CopyMismatch(differences);
    return {
      collections: expected,
      documents: backup.documents,
      bytes: backup.bytes,
      backupMs: backup.ms,
      restoreMs: restored.ms,
      verifyMs: Math.round(performance.now() - started),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A database's contents as bytes, for tests that compare a copy or a restore with its source. */
import { randomBytes } from 'node:crypto';
import { GridFSBucket, type Db } from 'mongodb';
import { expect } from 'vitest';
import { gridBucket, writeGridFile } from '../src/db/gridfs';
import { call, formOf, type TestApp } from './helpers';
import { pngBytes } from './images';

/** Every collection's documents as the server holds their bytes (sorted), by collection name. */
export async function rawContents(db: Db): Promise<Map<string, Buffer[]>> {
  const out = new Map<string, Buffer[]>();
  for (const { name } of await db.listCollections().toArray()) {
    if (name.startsWith('system.')) continue;
    const docs = (await db.collection(name).find({}, { raw: true }).toArray()) as unknown as Buffer[];
    out.set(name, docs.map((d) => Buffer.from(d)).sort(Buffer.compare));
  }
  return out;
}

/** Each file of a GridFS bucket, read back through the bucket, by id. */
export async function gridBytes(db: Db, bucketName: string): Promise<Map<string, Buffer>> {
  const bucket = new GridFSBucket(db, { bucketName });
  const out = new Map<string, Buffer>();
  for (const file of await bucket.find({}).toArray()) {
    const parts: Buffer[] = [];
    for await (const part of bucket.openDownloadStream(file._id)) parts.push(part as Buffer);
    out.set(file._id.toHexString(), Buffer.concat(parts));
  }
  return out;
}

// Buffer.equals: a deep comparison of megabytes of chunks byte by byte through expect is slow.
export const sameBytes = (a: Buffer[], b: Buffer[]) =>
  a.length === b.length && a.every((doc, i) => doc.equals(b[i]!));

export const indexNames = async (db: Db, name: string) =>
  (await db.collection(name).listIndexes().toArray()).map((i) => JSON.stringify([i.name, i.key, !!i.unique]));

/**
 * The photos a copy or a backup must carry byte for byte: two uploaded as an admin does, and one file of
 * `bigSize` random bytes, many GridFS chunks with the last one short. Returns that file's bytes.
 */
export async function seedPhotos(
  t: TestApp,
  token: string,
  bigSize: number,
  metadata: Record<string, unknown> = {},
): Promise<Buffer> {
  for (const size of [40, 400]) {
    const res = await call(t.app, 'POST', '/api/admin/images', {
      form: formOf({}, { bytes: await pngBytes(size, size) }),
      token,
    });
    expect(res.status).toBe(201);
  }
  const big = randomBytes(bigSize);
  await writeGridFile(gridBucket(t.db.db, 'images'), 'big.bin', big, metadata);
  return big;
}

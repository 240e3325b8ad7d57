/** A database's contents as bytes, for tests that compare a copy or a restore with its source. */
import { GridFSBucket, type Db } from 'mongodb';

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

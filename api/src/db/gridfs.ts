/** Files in a GridFS bucket (images.ts and documents.ts keep theirs in one each): whole, in memory. */
import { GridFSBucket, type Db, type Document, type GridFSFile, type ObjectId } from 'mongodb';

export const gridBucket = (db: Db, bucketName: string) => new GridFSBucket(db, { bucketName });

/** Stores `data` under `filename`; returns the new file's id. */
export async function writeGridFile(
  bucket: GridFSBucket,
  filename: string,
  data: Buffer,
  metadata: Document,
): Promise<ObjectId> {
  const upload = bucket.openUploadStream(filename, { metadata });
  await new Promise<void>((resolve, reject) => {
    upload.once('finish', () => resolve());
    upload.once('error', reject);
    upload.end(data);
  });
  return upload.id as ObjectId;
}

/** A stored file and its bytes, or undefined when there is none with that id. */
export async function readGridFile(
  bucket: GridFSBucket,
  id: ObjectId,
): Promise<{ file: GridFSFile; data: Buffer } | undefined> {
  const [file] = await bucket.find({ _id: id }).limit(1).toArray();
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of bucket.openDownloadStream(id)) chunks.push(chunk as Buffer);
  return { file, data: Buffer.concat(chunks) };
}

/**
 * Uploaded documents (area brochures, PDFs) in the GridFS bucket `documents`, beside the images.
 * Names are generated here; the served type is always application/pdf.
 */
import { randomBytes } from 'node:crypto';
import { GridFSBucket, type Db, type GridFSFile, type ObjectId } from 'mongodb';
import { readPdfUpload } from '../lib/pdf';

export const DOCUMENT_URL_PREFIX = '/api/documents/';
const bucket = (db: Db) => new GridFSBucket(db, { bucketName: 'documents' });

/** Validates and stores an uploaded brochure; returns the URL that serves it. */
export async function storeUploadedPdf(db: Db, file: File): Promise<string> {
  const data = await readPdfUpload(file);
  const upload = bucket(db).openUploadStream(`${randomBytes(12).toString('hex')}.pdf`, {
    metadata: { contentType: 'application/pdf' },
  });
  await new Promise<void>((resolve, reject) => {
    upload.once('finish', () => resolve());
    upload.once('error', reject);
    upload.end(data);
  });
  return `${DOCUMENT_URL_PREFIX}${(upload.id as ObjectId).toHexString()}`;
}

export async function readDocument(
  db: Db,
  id: ObjectId,
): Promise<{ file: GridFSFile; data: Buffer } | undefined> {
  const [file] = await bucket(db).find({ _id: id }).limit(1).toArray();
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of bucket(db).openDownloadStream(id)) chunks.push(chunk as Buffer);
  return { file, data: Buffer.concat(chunks) };
}

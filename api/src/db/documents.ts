/**
 * Uploaded documents (area brochures, PDFs) in the GridFS bucket `documents`, beside the images.
 * Names are generated here; the served type is always application/pdf.
 */
import { randomBytes } from 'node:crypto';
import type { Db, GridFSFile, ObjectId } from 'mongodb';
import { readPdfUpload } from '../lib/pdf';
import { gridBucket, readGridFile, writeGridFile } from './gridfs';

export const DOCUMENT_URL_PREFIX = '/api/documents/';
const bucket = (db: Db) => gridBucket(db, 'documents');

/** Validates and stores an uploaded brochure; returns the URL that serves it. */
export async function storeUploadedPdf(db: Db, file: File): Promise<string> {
  const data = await readPdfUpload(file);
  const id = await writeGridFile(bucket(db), `${randomBytes(12).toString('hex')}.pdf`, data, {
    contentType: 'application/pdf',
  });
  return `${DOCUMENT_URL_PREFIX}${id.toHexString()}`;
}

export const readDocument = (db: Db, id: ObjectId): Promise<{ file: GridFSFile; data: Buffer } | undefined> =>
  readGridFile(bucket(db), id);

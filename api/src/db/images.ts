/**
 * Uploaded images in the GridFS bucket `images` (shared by every API instance). Names are
 * generated here; resized variants (image-variants.ts) are stored in the same bucket, marked by
 * `metadata.variantOf`.
 */
import { randomBytes } from 'node:crypto';
import type { Db, GridFSFile, ObjectId } from 'mongodb';
import { processUpload } from '../lib/images';
import { gridBucket, readGridFile, writeGridFile } from './gridfs';

export const IMAGE_URL_PREFIX = '/api/images/';
const bucket = (db: Db) => gridBucket(db, 'images');

interface ImageMetadata {
  contentType: string;
  width?: number;
  variantOf?: ObjectId;
}

export const writeImageFile = (db: Db, filename: string, data: Buffer, metadata: ImageMetadata) =>
  writeGridFile(bucket(db), filename, data, { ...metadata });

/** Validates, re-encodes and stores an upload; returns the URL that serves it. */
export async function storeUploadedImage(db: Db, file: File): Promise<string> {
  return (await storeUploadedImageWithSize(db, file)).url;
}

/** As storeUploadedImage, with the stored image's size (the editor lays out its thumbnails by it). */
export async function storeUploadedImageWithSize(
  db: Db,
  file: File,
): Promise<{ url: string; width: number; height: number }> {
  const image = await processUpload(file);
  // The client's file name is never used: a generated one names the stored file.
  const id = await writeImageFile(db, `${randomBytes(12).toString('hex')}.webp`, image.data, {
    contentType: image.contentType,
    width: image.width,
  });
  return { url: `${IMAGE_URL_PREFIX}${id.toHexString()}`, width: image.width, height: image.height };
}

export async function imageExists(db: Db, id: ObjectId): Promise<boolean> {
  return (await bucket(db).find({ _id: id }).limit(1).toArray()).length > 0;
}

export const readImage = (db: Db, id: ObjectId): Promise<{ file: GridFSFile; data: Buffer } | undefined> =>
  readGridFile(bucket(db), id);

/** The stored `width`-pixel variant of an original in `contentType`, if there is one. */
export async function findImageVariant(
  db: Db,
  originalId: ObjectId,
  width: number,
  contentType: string,
): Promise<{ file: GridFSFile; data: Buffer } | undefined> {
  const [file] = await bucket(db)
    .find({ 'metadata.variantOf': originalId, 'metadata.width': width, 'metadata.contentType': contentType })
    .limit(1)
    .toArray();
  return file && readImage(db, file._id);
}

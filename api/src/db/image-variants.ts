/**
 * Resized variants of uploaded images (`?w=`), made and stored once however many requests, workers and
 * instances ask at the same moment:
 * - in a process, requests for one (image, width) share one promise;
 * - across processes, the maker holds a claim in `image_variant_claims` whose _id is the pair, so one
 *   claim can exist on the database at a time. The claimant resizes, stores, then drops its claim; the
 *   others poll for the stored file, and past `waitMs` (a slow or dead claimant) resize it themselves
 *   and serve it without storing. A claim older than `staleMs` (its maker died) is taken over.
 * Each (width, format) is its own variant: AVIF for a browser that lists it, WebP for the others.
 * A width at or above the original's is the original itself: never resized, never stored again.
 */
import { randomBytes } from 'node:crypto';
import { MongoServerError, type Db, type GridFSFile, type ObjectId } from 'mongodb';
import { singleFlight } from '@manzil/contract';
import { imageWidth, resizeImage, VARIANT_CONTENT_TYPE, type VariantFormat } from '../lib/images';
import { findImageVariant, writeImageFile } from './images';

export const VARIANT_CLAIMS = 'image_variant_claims';
/** A claim left by a maker that died: taken over after this long, and removed by TTL soon after. */
export const VARIANT_CLAIM_STALE_MS = 30_000;

interface ClaimDoc {
  _id: string;
  owner: string;
  at: Date;
}

export interface ServedImage {
  data: Buffer;
  contentType: string;
  /** The stored file's id (a strong ETag); absent for a variant served without storing it. */
  id?: ObjectId;
}

export interface VariantOptions {
  waitMs?: number;
  pollMs?: number;
  staleMs?: number;
}

export interface VariantMaker {
  read(
    original: { file: GridFSFile; data: Buffer },
    width: number,
    format?: VariantFormat,
  ): Promise<ServedImage>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One variant's name for claims and requests in flight (WebP's as before AVIF existed). */
const variantKey = (original: GridFSFile, width: number, format: VariantFormat) =>
  `${original._id.toHexString()}:${width}${format === 'webp' ? '' : `:${format}`}`;

export function createVariantMaker(
  db: Db,
  { waitMs = 10_000, pollMs = 50, staleMs = VARIANT_CLAIM_STALE_MS }: VariantOptions = {},
): VariantMaker {
  const claims = db.collection<ClaimDoc>(VARIANT_CLAIMS);
  const inFlight = singleFlight<string, ServedImage>();

  async function stored(
    original: GridFSFile,
    width: number,
    contentType: string,
  ): Promise<ServedImage | undefined> {
    const found = await findImageVariant(db, original._id, width, contentType);
    return found && { data: found.data, contentType, id: found.file._id };
  }

  async function claim(key: string, owner: string): Promise<boolean> {
    try {
      await claims.insertOne({ _id: key, owner, at: new Date() });
      return true;
    } catch (err) {
      if (err instanceof MongoServerError && err.code === 11000) return false;
      throw err;
    }
  }

  async function make(
    original: { file: GridFSFile; data: Buffer },
    width: number,
    format: VariantFormat,
  ): Promise<ServedImage> {
    const key = variantKey(original.file, width, format);
    const contentType = VARIANT_CONTENT_TYPE[format];
    const owner = randomBytes(8).toString('hex');
    const deadline = Date.now() + waitMs;
    for (;;) {
      const existing = await stored(original.file, width, contentType);
      if (existing) return existing;
      if (await claim(key, owner)) {
        try {
          // Its maker may have stored it and dropped its claim between our look and our claim.
          const again = await stored(original.file, width, contentType);
          if (again) return again;
          const data = await resizeImage(original.data, width, format);
          const id = await writeImageFile(
            db,
            `${original.file.filename.replace(/\.webp$/, '')}-w${width}.${format}`,
            data,
            { contentType, width, variantOf: original.file._id },
          );
          return { data, contentType, id };
        } finally {
          // Only our own claim: a claim we held too long may have been taken over.
          await claims.deleteOne({ _id: key, owner }).catch(() => undefined);
        }
      }
      await claims.deleteOne({ _id: key, at: { $lt: new Date(Date.now() - staleMs) } });
      if (Date.now() >= deadline)
        return { data: await resizeImage(original.data, width, format), contentType };
      await sleep(pollMs);
    }
  }

  const asOriginal = ({ file, data }: { file: GridFSFile; data: Buffer }): ServedImage => ({
    data,
    contentType: String(file.metadata?.contentType ?? VARIANT_CONTENT_TYPE.webp),
    id: file._id,
  });

  return {
    async read(original, width, format = 'webp') {
      const full =
        (original.file.metadata?.width as number | undefined) ??
        (await imageWidth(original.data).catch(() => undefined));
      if (full !== undefined && width >= full) return asOriginal(original);
      return inFlight.run(variantKey(original.file, width, format), () => make(original, width, format));
    },
  };
}

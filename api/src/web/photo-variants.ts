/**
 * `?w=` on the site's own photos (`/images/…`): a variant of the file at that width (snapped up to
 * IMAGE_WIDTHS), as uploads have under `/api/images/<id>`, so a phone downloads a photo sized for
 * its screen instead of the 1920 px original; AVIF where the browser's Accept lists it, else WebP.
 * Variants are made by sharp once per worker and kept in memory, bounded by bytes and entries; a file
 * changed on disk (a new build) gets new ones. Every width at or above the original's is one variant
 * (the original's width), kept once under one ETag.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { imageQuerySchema } from '@manzil/contract/schemas';
import {
  imageWidth,
  resizeImage,
  snapWidth,
  VARIANT_CONTENT_TYPE,
  variantFormat,
  type VariantFormat,
} from '../lib/images';
import { describeZodError } from '../lib/validate';
import { clientHas } from './page-cache';

const RASTER = /\.(jpe?g|png|webp)$/i;
/** As the originals: pictures keep their name for their content. */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

export interface PhotoVariantLimits {
  /** Bytes of variants kept in memory. */
  maxBytes: number;
  /** Variants kept in memory. */
  maxEntries: number;
}

export const PHOTO_VARIANT_LIMITS: PhotoVariantLimits = { maxBytes: 32 * 1024 * 1024, maxEntries: 512 };

export interface PhotoVariants {
  /** For `GET /images/*`: answers `?w=` with the variant; anything else goes on to the static files. */
  middleware: MiddlewareHandler;
  /** What the cache holds now (for tests and the bench). */
  held(): { entries: number; bytes: number };
}

/** The file under `<root>/images` a request path names, or undefined for anything outside it. */
function photoFile(base: string, requestPath: string): string | undefined {
  let relative: string;
  try {
    relative = decodeURIComponent(requestPath.slice('/images/'.length));
  } catch {
    return undefined;
  }
  if (relative.includes('\0') || !RASTER.test(relative)) return undefined;
  const file = path.resolve(base, relative);
  return file.startsWith(base + path.sep) ? file : undefined;
}

export function createPhotoVariants(root: string, limits = PHOTO_VARIANT_LIMITS): PhotoVariants {
  const base = path.resolve(root, 'images');
  // Requests for one variant while it is being made share the making (the cache holds the pending
  // fetch); a variant larger than the whole cache is served but not kept.
  const cache = new LRUCache<string, Buffer, { file: string; width: number; format: VariantFormat }>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    sizeCalculation: (data) => Math.max(1, data.length),
    fetchMethod: async (_key, _stale, { context }) =>
      resizeImage(await fs.readFile(context.file), context.width, context.format),
  });

  // Each photo's own width (read from its header), by file version: as many as the variants.
  const widths = new LRUCache<string, number, string>({
    max: limits.maxEntries,
    fetchMethod: async (_key, _stale, { context: file }) => imageWidth(file),
  });

  const middleware: MiddlewareHandler = async (c: Context, next) => {
    if (c.req.query('w') === undefined) return next();
    const query = imageQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json({ msg: describeZodError(query.error) }, 400);
    if (query.data.w === undefined) return next();
    const file = photoFile(base, c.req.path);
    const stat = file ? await fs.stat(file).catch(() => undefined) : undefined;
    // Not a photo of the site: the static files answer (a 404 for a missing one).
    if (!file || !stat?.isFile()) return next();
    const version = `${Math.trunc(stat.mtimeMs).toString(36)}-${stat.size.toString(36)}`;
    const full = await widths.fetch(`${file}\n${version}`, { context: file }).catch(() => undefined);
    // An image sharp cannot read is still served as it is.
    if (full === undefined) return next();
    const width = Math.min(snapWidth(query.data.w), full);
    const format = variantFormat(c.req.header('accept'));
    const etag = `"w${width}-${version}-${format}"`;
    // A shared cache keeps one answer per Accept: a browser without AVIF never gets the AVIF one.
    const headers = { 'Cache-Control': CACHE_CONTROL, ETag: etag, Vary: 'Accept' };
    if (clientHas(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    const data = await cache
      .fetch(`${file}\n${etag}`, { context: { file, width, format } })
      .catch(() => undefined);
    // An image sharp cannot read is still served as it is.
    if (!data) return next();
    return c.body(new Uint8Array(data), 200, {
      ...headers,
      'Content-Type': VARIANT_CONTENT_TYPE[format],
      'Content-Length': String(data.length),
    });
  };

  return {
    middleware,
    held: () => ({ entries: cache.size, bytes: cache.calculatedSize }),
  };
}

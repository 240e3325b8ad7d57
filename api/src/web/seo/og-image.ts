/**
 * Share images (/api/og-image?src=…): a page's share image at 1200×630. `src` is hostile and one render
 * costs 90–300 ms of CPU, so:
 * - `src` is reduced to one canonical spelling (dot segments, doubled slashes, back slashes, percent
 *   escapes, a query, the case of an upload id): every spelling of an image shares one entry and one render;
 * - only real images render: a file in the shell's `images/` folder, or an image stored in the database
 *   (pageMeta's share images are these); anything else answers 404 before sharp runs;
 * - renders are single-flight per image, at most `concurrency` run at once and at most `queue` wait;
 *   past that the answer is 503 (Retry-After) rather than an ever longer queue;
 * - rendered images live in an LRU bounded by entries and by bytes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { ObjectId, type Db } from 'mongodb';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { singleFlight } from '@manzil/contract';
import { IMAGE_URL_PREFIX, imageExists, readImage } from '../../db/images';

const OG_WIDTH = 1200;
const OG_HEIGHT = 630;
const MAX_SRC_LENGTH = 300;
const UPLOAD = new RegExp(`^${IMAGE_URL_PREFIX}([0-9a-f]{24})$`, 'i');
/** Path segments may not start with a dot (no `..`, no hidden files); raster formats only (no SVG). */
const SITE_IMAGE =
  /^\/(?:images\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.(?:jpe?g|png|webp|avif)|placeholder-property\.jpg)$/;

/** The one spelling of an image path, or undefined when `raw` cannot name a share image. */
export function canonicalSource(raw: string): string | undefined {
  if (raw.length > MAX_SRC_LENGTH || !raw.startsWith('/')) return undefined;
  let current = raw;
  // Escapes may hide dot segments or slashes: decode and resolve until nothing changes (twice is plenty).
  for (let round = 0; ; round++) {
    let next: string;
    try {
      const resolved = new URL(current.replace(/\\/g, '/').replace(/^\/+/, '/'), 'http://og.invalid')
        .pathname;
      next = decodeURIComponent(resolved).replace(/\/{2,}/g, '/');
    } catch {
      return undefined;
    }
    if (next === current) break;
    if (round === 3) return undefined;
    current = next;
  }
  const upload = UPLOAD.exec(current);
  if (upload) return `${IMAGE_URL_PREFIX}${upload[1]!.toLowerCase()}`;
  return SITE_IMAGE.test(current) ? current : undefined;
}

export interface OgImageOptions {
  db: Db;
  /** Where the shell lives: site images are read from `<appsRoot>/shell/{dist,public}`. */
  appsRoot: string;
  maxEntries?: number;
  maxBytes?: number;
  concurrency?: number;
  queue?: number;
}

export type OgImageResult = { status: 200; image: Buffer } | { status: 404 } | { status: 503 };

export interface OgImages {
  get(src: string): Promise<OgImageResult>;
  stats(): { renders: number; entries: number; bytes: number; active: number; pending: number };
}

export function createOgImages({
  db,
  appsRoot,
  maxEntries = 200,
  maxBytes = 32 * 1024 * 1024,
  concurrency = 2,
  queue = 16,
}: OgImageOptions): OgImages {
  const cache = new LRUCache<string, Buffer>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (b) => b.length,
  });
  const limit = pLimit(concurrency);
  const inFlight = singleFlight<string, OgImageResult>();
  let renders = 0;

  const siteFiles = (src: string) => ['dist', 'public'].map((dir) => path.join(appsRoot, 'shell', dir, src));

  /** Where the image is, checked without reading it (unknown names must stay cheap). */
  async function locate(src: string): Promise<(() => Promise<Buffer | undefined>) | undefined> {
    if (src.startsWith(IMAGE_URL_PREFIX)) {
      const id = new ObjectId(src.slice(IMAGE_URL_PREFIX.length));
      return (await imageExists(db, id)) ? async () => (await readImage(db, id))?.data : undefined;
    }
    for (const file of siteFiles(src)) {
      const stat = await fs.stat(file).catch(() => undefined);
      if (stat?.isFile()) return () => fs.readFile(file);
    }
    return undefined;
  }

  async function render(key: string, read: () => Promise<Buffer | undefined>): Promise<OgImageResult> {
    const source = await read();
    if (!source) return { status: 404 };
    renders++;
    const image = await sharp(source, { limitInputPixels: 40_000_000 })
      .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    cache.set(key, image);
    return { status: 200, image };
  }

  return {
    async get(src) {
      const key = canonicalSource(src);
      if (!key) return { status: 404 };
      const cached = cache.get(key);
      if (cached) return { status: 200, image: cached };
      const running = inFlight.get(key);
      if (running) return running;
      const read = await locate(key);
      if (!read) return { status: 404 };
      // Checked again: another request may have started (or finished) this image meanwhile.
      const hit = cache.get(key);
      if (hit) return { status: 200, image: hit };
      const started = inFlight.get(key);
      if (started) return started;
      if (limit.activeCount + limit.pendingCount >= concurrency + queue) return { status: 503 };
      return inFlight.run(key, () => limit(() => render(key, read)));
    },
    stats: () => ({
      renders,
      entries: cache.size,
      bytes: cache.calculatedSize,
      active: limit.activeCount,
      pending: limit.pendingCount,
    }),
  };
}

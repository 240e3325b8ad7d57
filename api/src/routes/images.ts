/** GET /api/images/:id[?w=] — uploaded images from GridFS, immutable, with resized variants. */
import { Hono } from 'hono';
import type { ObjectId } from 'mongodb';
import { imageParamsSchema, imageQuerySchema } from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { toObjectId } from '../db/ids';
import { createVariantMaker, type ServedImage } from '../db/image-variants';
import { readImage } from '../db/images';
import { snapWidth, variantFormat } from '../lib/images';
import { valid } from '../lib/validate';

/** Mounted at `/images`. */
export function imageRoutes(deps: ApiDeps) {
  const db = deps.db.db;
  const variants = createVariantMaker(db);
  return new Hono().get(
    '/:id',
    valid('param', imageParamsSchema),
    valid('query', imageQuerySchema),
    async (c) => {
      const id = toObjectId(c.req.valid('param').id) as ObjectId;
      const { w } = c.req.valid('query');
      const original = await readImage(db, id);
      // Variants are not addressable by their own id: only originals are served by id.
      if (!original || original.file.metadata?.variantOf) return c.json({ msg: 'Image not found' }, 404);
      // A variant is AVIF or WebP by the browser's Accept: a shared cache keeps one answer per Accept.
      if (w) c.header('Vary', 'Accept');
      const image: ServedImage = w
        ? await variants.read(original, snapWidth(w), variantFormat(c.req.header('accept')))
        : {
            data: original.data,
            contentType: String(original.file.metadata?.contentType ?? 'image/webp'),
            id: original.file._id,
          };
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      // Content never changes for an id (a new upload gets a new id): the file id is a strong ETag.
      if (image.id) {
        const etag = `"${image.id.toHexString()}"`;
        c.header('ETag', etag);
        if (c.req.header('if-none-match') === etag) return c.body(null, 304);
      }
      c.header('Content-Type', image.contentType);
      c.header('Content-Length', String(image.data.length));
      return c.body(new Uint8Array(image.data));
    },
  );
}

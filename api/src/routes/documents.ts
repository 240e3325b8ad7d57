/** GET /api/documents/:id — uploaded brochures (PDF), immutable, framable by the site only. */
import { Hono } from 'hono';
import type { ObjectId } from 'mongodb';
import { imageParamsSchema } from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { readDocument } from '../db/documents';
import { toObjectId } from '../db/ids';
import { valid } from '../lib/validate';

/** Mounted at `/documents`. */
export function documentRoutes(deps: ApiDeps) {
  const db = deps.db.db;
  return new Hono().get('/:id', valid('param', imageParamsSchema), async (c) => {
    const id = toObjectId(c.req.valid('param').id) as ObjectId;
    const doc = await readDocument(db, id);
    if (!doc) return c.json({ msg: 'Document not found' }, 404);
    const etag = `"${doc.file._id.toHexString()}"`;
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', 'inline; filename="brochure.pdf"');
    c.header('Content-Length', String(doc.data.length));
    return c.body(new Uint8Array(doc.data));
  });
}

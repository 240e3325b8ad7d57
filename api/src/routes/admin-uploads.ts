/**
 * The admin's uploads, one module for every editor (a listing's, an area's), mounted at `/admin`:
 * `POST images` takes one image, a listing's photo or an area's gallery or floor plan image (each
 * re-encoded and resized like every upload), and `POST area-media/brochure` a brochure PDF (checked
 * by its bytes). The editors put the answered path in their record and save it with the record's own
 * call; an upload no record names is swept later (db/upload-sweep.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AreaUploadResponse, UploadedImageResponse } from '@manzil/contract';
import type { ApiDeps } from '../deps';
import { storeUploadedPdf } from '../db/documents';
import { storeUploadedImageWithSize } from '../db/images';
import { validForm } from '../lib/multipart';
import { requireAdmin, requireManager, type AdminEnv } from '../middleware/auth';

/** The file travels alone: no text field is expected. */
const noFields = z.strictObject({});

export const AREA_BROCHURE_PATH = '/area-media/brochure';

export function adminUploadRoutes(deps: ApiDeps) {
  const db = deps.db.db;
  const auth = requireAdmin(db, deps.keys.session);
  return (
    new Hono<AdminEnv>()
      .post('/images', auth, validForm(noFields, 'required'), async (c) => {
        const body: UploadedImageResponse = {
          data: await storeUploadedImageWithSize(db, c.req.valid('form').image),
        };
        return c.json(body, 201);
      })
      // Brochures belong to areas, which only the owner and admins edit; photos are every seat's.
      .post(AREA_BROCHURE_PATH, auth, requireManager, validForm(noFields, 'required'), async (c) => {
        const body: AreaUploadResponse = { url: await storeUploadedPdf(db, c.req.valid('form').image) };
        return c.json(body, 201);
      })
  );
}

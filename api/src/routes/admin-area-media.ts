/**
 * Uploads of the area editor (issue 27 item 3), mounted at `/admin`: a gallery or floor plan image
 * (re-encoded and resized like every uploaded image) and a brochure PDF (checked by its bytes). Each
 * answers the stored file's site path; the editor puts it in the area's lists and saves them with
 * POST /admin/area-details, as it does links.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AreaUploadResponse } from '@manzil/contract';
import type { ApiDeps } from '../deps';
import { storeUploadedPdf } from '../db/documents';
import { storeUploadedImage } from '../db/images';
import { validForm } from '../lib/multipart';
import { requireAdmin, type AdminEnv } from '../middleware/auth';

/** The file travels alone: no text field is expected. */
const noFields = z.strictObject({});

export const AREA_BROCHURE_PATH = '/area-media/brochure';

export function adminAreaMediaRoutes(deps: ApiDeps) {
  const db = deps.db.db;
  const auth = requireAdmin(db, deps.keys.session);
  return new Hono<AdminEnv>()
    .post('/area-media/image', auth, validForm(noFields, 'required'), async (c) => {
      const body: AreaUploadResponse = { url: await storeUploadedImage(db, c.req.valid('form').image) };
      return c.json(body, 201);
    })
    .post(AREA_BROCHURE_PATH, auth, validForm(noFields, 'required'), async (c) => {
      const body: AreaUploadResponse = { url: await storeUploadedPdf(db, c.req.valid('form').image) };
      return c.json(body, 201);
    });
}

/**
 * What the property editor needs beside the spec's add/update calls (issue 27.2), authenticated:
 * photo uploads one at a time (re-encoded like every upload; the URL goes into the listing's `photos`
 * on save), and the median price of like listings for the outlier warning.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { toAreaKey, type PriceMedianResponse, type UploadedImageResponse } from '@manzil/contract';
import { priceMedianQuerySchema } from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { toObjectId } from '../db/ids';
import { storeUploadedImageWithSize } from '../db/images';
import { canonicalHouseType } from '../db/properties';
import { priceMedian } from '../db/price-median';
import { validForm } from '../lib/multipart';
import { valid } from '../lib/validate';
import { requireAdmin, type AdminEnv } from '../middleware/auth';

/** Mounted at `/admin`. */
export function adminEditorRoutes(deps: ApiDeps) {
  const db = deps.db.db;
  const auth = requireAdmin(db, deps.keys.session);

  return new Hono<AdminEnv>()
    .post('/images', auth, validForm(z.strictObject({}), 'required'), async (c) => {
      const { image } = c.req.valid('form');
      const stored = await storeUploadedImageWithSize(db, image);
      const body: UploadedImageResponse = { data: stored };
      return c.json(body, 201);
    })
    .get('/price-median', auth, valid('query', priceMedianQuerySchema), async (c) => {
      const q = c.req.valid('query');
      const data = await priceMedian(db, {
        areaName: toAreaKey(q.areaName),
        for: q.for,
        house_type: canonicalHouseType(q.house_type),
        bedrooms: q.bedrooms,
        exclude: q.exclude ? toObjectId(q.exclude) : undefined,
      });
      const body: PriceMedianResponse = { data };
      // A figure of the admin's own data: never stored by a shared cache.
      c.header('Cache-Control', 'private, no-store');
      return c.json(body);
    });
}

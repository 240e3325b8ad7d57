/**
 * What the property editor needs beside the spec's add/update calls, authenticated: the
 * median price of like listings for the outlier warning. Its photos go through the admin's one upload
 * route (admin-uploads.ts).
 */
import { Hono } from 'hono';
import { toAreaKey, type PriceMedianResponse } from '@manzil/contract';
import { priceMedianQuerySchema } from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { toObjectId } from '../db/ids';
import { canonicalHouseType } from '../db/properties';
import { priceMedian } from '../db/price-median';
import { valid } from '../lib/validate';
import { requireAdmin, type AdminEnv } from '../middleware/auth';

/** Mounted at `/admin`. */
export function adminEditorRoutes(deps: ApiDeps) {
  const db = deps.db.db;
  const auth = requireAdmin(db, deps.keys.session);

  return new Hono<AdminEnv>().get(
    '/price-median',
    auth,
    valid('query', priceMedianQuerySchema),
    async (c) => {
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
    },
  );
}

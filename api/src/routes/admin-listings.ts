/**
 * The admin listings table (issue 27.1), beside the spec's admin calls: one page of listings with
 * filters and sort, bulk status change and bulk delete, and the CSV export of the current filter.
 * Every call needs an admin session; the writes also pass the app's CSRF check like the other writes.
 */
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import type { ObjectId } from 'mongodb';
import {
  LISTING_STATUS_LABELS,
  listingFacts,
  type AdminListingsResponse,
  type BulkResultResponse,
} from '@manzil/contract';
import {
  adminListingsQuerySchema,
  bulkDeleteBodySchema,
  bulkStatusBodySchema,
} from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import {
  deleteListings,
  eachListing,
  listListings,
  listingsByIds,
  setListingsStatus,
} from '../db/admin-listings';
import { auditPropertyWrite } from '../db/audit';
import { collections, type PropertyDoc } from '../db/collections';
import { listAreaRefs } from '../db/areas';
import { listEmirates } from '../db/emirates';
import { toObjectId } from '../db/ids';
import { toProperty } from '../db/properties';
import { csvLines, type CsvCell } from '../lib/csv';
import { valid } from '../lib/validate';
import { requireAdmin, type AdminEnv } from '../middleware/auth';

export const CSV_HEADER = [
  'Reference',
  'Name',
  'Type',
  'Purpose',
  'Status',
  'Emirate',
  'Community',
  'Location',
  'Bedrooms',
  'Bathrooms',
  'Size (sqft)',
  'Price (AED)',
  'Agent',
  'Date listed',
  'Link',
] as const;

const plural = (n: number) => (n === 1 ? '1 listing' : `${n} listings`);

/** Mounted at `/admin`. */
export function adminListingRoutes(deps: ApiDeps) {
  const db = deps.db.db;
  const auth = requireAdmin(db, deps.keys.session);

  return new Hono<AdminEnv>()
    .get('/listings', auth, valid('query', adminListingsQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const { items, total } = await listListings(db, query);
      const body: AdminListingsResponse = {
        data: items.map(toProperty),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .get('/listings/export.csv', auth, valid('query', adminListingsQuerySchema), async (c) => {
      const query = c.req.valid('query');
      // Readable names instead of keys: areas, emirates and agents are few, read once per export.
      const [areas, emirates, agents] = await Promise.all([
        listAreaRefs(db),
        listEmirates(db),
        collections(db)
          .agents.find({}, { projection: { slug: 1, name: 1 } })
          .toArray(),
      ]);
      const areaName = new Map(areas.map((a) => [`${a.emirate}/${a.key}`, a.name]));
      const emirateName = new Map(emirates.map((e) => [e.slug, e.name]));
      const agentName = new Map(agents.map((a) => [a.slug, a.name]));
      const origin = deps.config.publicUrl.replace(/\/+$/, '');
      const row = (p: PropertyDoc): CsvCell[] => [
        p.ref,
        p.house_name,
        p.house_type,
        p.for,
        LISTING_STATUS_LABELS[listingFacts(p).status],
        emirateName.get(p.emirate) ?? p.emirate,
        areaName.get(`${p.emirate}/${p.areaName}`) ?? p.areaName,
        p.location,
        p.bedrooms,
        p.bathrooms,
        p.area,
        p.price,
        p.agent ? (agentName.get(p.agent) ?? p.agent) : '',
        p.createdAt ? new Date(p.createdAt).toISOString().slice(0, 10) : '',
        `${origin}/property/${encodeURIComponent(p.slug)}`,
      ];
      const stamp = new Date().toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="manzil-listings-${stamp}.csv"`);
      c.header('Cache-Control', 'no-store');
      return stream(c, async (out) => {
        // The byte order mark makes Excel read the file as UTF-8 (Arabic names, the AED sign).
        await out.write(`\uFEFF${csvLines([CSV_HEADER])}`);
        let batch: CsvCell[][] = [];
        for await (const p of eachListing(db, query)) {
          batch.push(row(p));
          if (batch.length === 500) {
            await out.write(csvLines(batch));
            batch = [];
          }
        }
        if (batch.length) await out.write(csvLines(batch));
      });
    })
    .post('/listings/status', auth, valid('json', bulkStatusBodySchema), async (c) => {
      const { ids, status } = c.req.valid('json');
      const oids = ids.map((id) => toObjectId(id) as ObjectId);
      const before = await listingsByIds(db, oids);
      const count = await setListingsStatus(db, oids, status);
      const actor = c.get('admin').username;
      for (const doc of before) await auditPropertyWrite(db, actor, doc, { ...doc, status });
      const body: BulkResultResponse = {
        msg: `${plural(count)} marked ${LISTING_STATUS_LABELS[status]}`,
        count,
      };
      return c.json(body);
    })
    .delete('/listings', auth, valid('json', bulkDeleteBodySchema), async (c) => {
      const { ids } = c.req.valid('json');
      const oids = ids.map((id) => toObjectId(id) as ObjectId);
      const before = await listingsByIds(db, oids);
      const count = await deleteListings(db, oids);
      const actor = c.get('admin').username;
      for (const doc of before) await auditPropertyWrite(db, actor, doc, null);
      const body: BulkResultResponse = { msg: `${plural(count)} deleted`, count };
      return c.json(body);
    });
}

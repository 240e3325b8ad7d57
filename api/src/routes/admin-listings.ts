/**
 * The admin listings table, beside the spec's admin calls: one page of listings with
 * filters and sort, bulk status change and bulk delete (of the selected rows, or of every listing
 * matching the filter, bounded and audited per listing), and the CSV export of the current filter.
 * Every call needs a seat (an agent's reads every row, changes only their own); the writes also pass the
 * app's CSRF check like the other writes.
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
  listingsMatching,
  setListingsStatus,
  type ListingsFilterQuery,
} from '../db/admin-listings';
import { auditPropertyWrites } from '../db/audit';
import { collections, type PropertyDoc } from '../db/collections';
import { listAreaRefs } from '../db/areas';
import { listEmirates } from '../db/emirates';
import { toObjectId } from '../db/ids';
import { toProperty } from '../db/properties';
import { csvLines, type CsvCell } from '../lib/csv';
import { valid } from '../lib/validate';
import { agentScope, requireAdmin, type AdminEnv } from '../middleware/auth';
import { ForbiddenError, MSG } from '../lib/errors';

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
  // Last, so the English columns keep their places for the sheets built on them.
  'Name (Arabic)',
  'Location (Arabic)',
] as const;

const plural = (n: number) => (n === 1 ? '1 listing' : `${n} listings`);

/** Mounted at `/admin`. */
export function adminListingRoutes(deps: ApiDeps) {
  const db = deps.db.db;
  const auth = requireAdmin(db, deps.keys.session);

  const routes = new Hono<AdminEnv>()
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
        p.translations?.ar?.house_name ?? '',
        p.translations?.ar?.location ?? '',
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
      const body = c.req.valid('json');
      const before = ownedBy(agentScope(c), await bulkTargets(body));
      const count = await setListingsStatus(
        db,
        before.map((p) => p._id),
        body.status,
      );
      await auditPropertyWrites(db, c.get('admin').username, before, (doc) => ({
        ...doc,
        status: body.status,
      }));
      const res: BulkResultResponse = {
        msg: `${plural(count)} marked ${LISTING_STATUS_LABELS[body.status]}`,
        count,
      };
      return c.json(res);
    })
    .delete('/listings', auth, valid('json', bulkDeleteBodySchema), async (c) => {
      const before = ownedBy(agentScope(c), await bulkTargets(c.req.valid('json')));
      const count = await deleteListings(
        db,
        before.map((p) => p._id),
      );
      await auditPropertyWrites(db, c.get('admin').username, before, () => null);
      const res: BulkResultResponse = { msg: `${plural(count)} deleted`, count };
      return c.json(res);
    });
  return routes;

  /** An agent's seat changes its own listings only: one listing of another's refuses the whole call. */
  function ownedBy(agent: string | undefined, listings: PropertyDoc[]): PropertyDoc[] {
    if (agent !== undefined && listings.some((p) => p.agent !== agent))
      throw new ForbiddenError(MSG.notYourListing);
    return listings;
  }

  /** The listings a bulk call reaches, as they are before it: the ids named, or every filter match. */
  function bulkTargets(body: {
    ids?: string[];
    filter?: ListingsFilterQuery;
    matching?: number;
  }): Promise<PropertyDoc[]> {
    if (body.ids)
      return listingsByIds(
        db,
        body.ids.map((id) => toObjectId(id) as ObjectId),
      );
    return listingsMatching(db, body.filter!, body.matching!);
  }
}

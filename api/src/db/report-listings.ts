/**
 * The reports' roll-up of listings: one small document (`report_listings`, _id `listings`) holding the
 * counters the listing figures of reports.ts are read from, so a report reads one document instead of
 * every available listing (measured at 100,000 listings: the available listings' read took 0.4 s, and a
 * report after a listing write waited for it).
 *
 * - `status.<status>`: listings by status as a buyer reads it (toProperty: none or an unknown one is
 *   available), so at most LISTING_STATUSES keys;
 * - `listed`: of the available listings with a listing date, how many (`n`) and the sum of their listing
 *   instants, whole seconds (`s`) and the milliseconds left (`ms`), each an integer far below 2^53 (at a
 *   million listings `s` is about 2e15), so the sums stay exact;
 * - `days.<YYYY-MM-DD>`: the same listings by their Dubai listing day, for days on market (at most one
 *   key per day the agency listed on; a day whose listings all went is kept at 0).
 *
 * Every listing write changes the counters by the difference between the listing's share before and after
 * it, with the before read by the write itself (findOneAndUpdate / findOneAndDelete), so concurrent writes
 * add up; an insert adds its share. The counters' write follows the listing's: a process that dies between
 * the two leaves them off by that listing until `npm run reports-rebuild` (or a start on a database without
 * them) counts every listing again.
 */
import type { Db, Filter, ObjectId } from 'mongodb';
import { LISTING_STATUSES, type ListingStatus } from '@manzil/contract';
import { collections, type PropertyDoc } from './collections';
import { dubaiDay } from './report-rollups';

export const REPORT_LISTINGS = 'report_listings';
export const REPORT_LISTINGS_ID = 'listings';
/** Marks a database whose listing counters were counted from its listings (counted at start when absent). */
export const REPORT_LISTINGS_MARKER = 'report-listings-v1';

export interface ReportListingsDoc {
  _id: string;
  status?: Partial<Record<ListingStatus, number>>;
  listed?: { n?: number; s?: number; ms?: number };
  days?: Record<string, number>;
}

/** The fields of a listing its share reads. */
export const LISTING_SHARE_FIELDS = { status: 1, createdAt: 1 } as const;
type Shared = Partial<Pick<PropertyDoc, 'status' | 'createdAt'>>;

/** A listing's status as a buyer reads it (contract's toProperty). */
export const statusOf = (status: unknown): ListingStatus =>
  (LISTING_STATUSES as readonly unknown[]).includes(status) ? (status as ListingStatus) : 'available';

/** A listing's share of the counters, as $inc paths. */
export function listingShareOf(doc: Shared): Map<string, number> {
  const status = statusOf(doc.status);
  const share = new Map([[`status.${status}`, 1]]);
  const at = doc.createdAt;
  if (status === 'available' && at instanceof Date && !Number.isNaN(at.getTime())) {
    const ms = at.getTime();
    const s = Math.floor(ms / 1000);
    share.set('listed.n', 1);
    share.set('listed.s', s);
    share.set('listed.ms', ms - s * 1000);
    share.set(`days.${dubaiDay(at)}`, 1);
  }
  return share;
}

/** The counters' change of a set of writes, each a listing before and after (null: none). */
export function listingDelta(changes: Iterable<[before: Shared | null, after: Shared | null]>) {
  const inc: Record<string, number> = {};
  for (const [before, after] of changes) {
    if (after) for (const [path, n] of listingShareOf(after)) inc[path] = (inc[path] ?? 0) + n;
    if (before) for (const [path, n] of listingShareOf(before)) inc[path] = (inc[path] ?? 0) - n;
  }
  for (const path of Object.keys(inc)) if (inc[path] === 0) delete inc[path];
  return inc;
}

/** Changes the counters by the listings' shares after the writes minus their shares before. */
export async function recordListingChanges(
  db: Db,
  changes: Iterable<[before: Shared | null, after: Shared | null]>,
): Promise<void> {
  const inc = listingDelta(changes);
  if (!Object.keys(inc).length) return;
  await db
    .collection<ReportListingsDoc>(REPORT_LISTINGS)
    .updateOne({ _id: REPORT_LISTINGS_ID }, { $inc: inc }, { upsert: true });
}

export const recordListingChange = (db: Db, before: Shared | null, after: Shared | null) =>
  recordListingChanges(db, [[before, after]]);

/** How many listings a bulk write changes at once (each its own atomic write, read before). */
const BULK_CONCURRENCY = 32;

async function inChunks<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += BULK_CONCURRENCY)
    out.push(...(await Promise.all(items.slice(i, i + BULK_CONCURRENCY).map(run))));
  return out;
}

/**
 * Sets the status (and `updatedAt`) of the listings `ids` (bounded by the caller), one atomic write each
 * read before, and moves the counters by the listings' change. Returns how many it found.
 */
export async function setStatusCounted(db: Db, ids: readonly ObjectId[], status: ListingStatus) {
  const properties = collections(db).properties;
  const now = new Date();
  const befores = await inChunks(ids, (_id) =>
    properties.findOneAndUpdate(
      { _id },
      { $set: { status, updatedAt: now } },
      { returnDocument: 'before', projection: LISTING_SHARE_FIELDS },
    ),
  );
  const found = befores.filter((b) => b !== null);
  await recordListingChanges(
    db,
    found.map((b) => [b, { ...b, status }]),
  );
  return found.length;
}

/** How many times deleteCounted looks again for listings matching (added while it deleted). */
const DELETE_ROUNDS = 10;

/**
 * Deletes the listings matching `filter`, one atomic write each that answers the listing deleted, and
 * moves the counters by them. Returns how many it deleted.
 */
export async function deleteCounted(db: Db, filter: Filter<PropertyDoc>): Promise<number> {
  const properties = collections(db).properties;
  let deleted = 0;
  for (let round = 0; round < DELETE_ROUNDS; round++) {
    const ids = await properties.find(filter, { projection: { _id: 1 } }).toArray();
    if (!ids.length) break;
    const gone = (
      await inChunks(ids, ({ _id }) =>
        // Its own id in place of the filter's (a list of ids, or none): one read of the _id index each.
        properties.findOneAndDelete({ ...filter, _id }, { projection: LISTING_SHARE_FIELDS }),
      )
    ).filter((b) => b !== null);
    await recordListingChanges(
      db,
      gone.map((b) => [b, null]),
    );
    deleted += gone.length;
  }
  return deleted;
}

/**
 * Counts every listing again into fresh counters (`npm run reports-rebuild`, a start on a database
 * without them, a migration that changed listings past the write path). Writes made meanwhile may be
 * counted twice or not at all: run it when the site is quiet.
 */
export async function rebuildListingRollup(db: Db): Promise<{ listings: number }> {
  const doc: Required<ReportListingsDoc> = { _id: REPORT_LISTINGS_ID, status: {}, listed: {}, days: {} };
  let listings = 0;
  const target = doc as unknown as Record<string, Record<string, number>>;
  for await (const p of collections(db).properties.find({}, { projection: LISTING_SHARE_FIELDS })) {
    for (const [path, n] of listingShareOf(p)) {
      const [field, key] = path.split(/\.(.*)/s) as [string, string];
      target[field]![key] = (target[field]![key] ?? 0) + n;
    }
    listings++;
  }
  await db
    .collection<ReportListingsDoc>(REPORT_LISTINGS)
    .replaceOne({ _id: REPORT_LISTINGS_ID }, doc, { upsert: true });
  await collections(db).meta.updateOne(
    { _id: REPORT_LISTINGS_MARKER },
    { $set: { at: new Date() } },
    { upsert: true },
  );
  return { listings };
}

/** At start: counts the listings once on a database whose listing counters were never counted. */
export async function ensureListingRollup(db: Db): Promise<{ listings: number } | null> {
  if (await collections(db).meta.findOne({ _id: REPORT_LISTINGS_MARKER })) return null;
  return rebuildListingRollup(db);
}

export const readListingRollup = async (db: Db): Promise<ReportListingsDoc> =>
  (await db.collection<ReportListingsDoc>(REPORT_LISTINGS).findOne({ _id: REPORT_LISTINGS_ID })) ?? {
    _id: REPORT_LISTINGS_ID,
  };

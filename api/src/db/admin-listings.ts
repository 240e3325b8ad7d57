/**
 * The admin listings table's reads and bulk writes: one filter for the page, its count and the CSV
 * export, so an export always holds the rows the admin filtered. Every typed value is matched as text
 * (escaped into a regex) or mapped to a bound here: nothing from the query becomes an operator.
 */
import type { Db, Filter, ObjectId, Sort } from 'mongodb';
import {
  LISTING_STATUSES,
  MAX_BULK_MATCHING,
  normaliseKey,
  type AdminListingsQuery,
  type ListingStatus,
} from '@manzil/contract';
import { ConflictError, ValidationError } from '../lib/errors';
import { collections, type PropertyDoc } from './collections';
import { changingContent } from './content-version';
import { listAreaRefs } from './areas';
import { canonicalHouseType } from './properties';
import { deleteCounted, setStatusCounted } from './report-listings';

/** Dubai is UTC+4 all year (no daylight saving): a listing's day is the agency's day. */
const DUBAI_OFFSET = '+04:00';
const DAY_MS = 24 * 60 * 60 * 1000;

export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Sort of each column; `_id` breaks ties so pages never overlap. Index `admin_<column>` serves each. */
export const SORT_FIELDS = {
  price: 'price',
  listed: 'createdAt',
  name: 'house_name',
  size: 'area',
} as const satisfies Record<AdminListingsQuery['sort'], keyof PropertyDoc>;

export function listingsSort(query: Pick<AdminListingsQuery, 'sort' | 'dir'>): Sort {
  const dir = query.dir === 'asc' ? 1 : -1;
  return { [SORT_FIELDS[query.sort]]: dir, _id: dir };
}

/** A record without a status (or with one this version does not know) is available (listingFacts). */
const statusFilter = (status: ListingStatus): Filter<PropertyDoc> =>
  status === 'available'
    ? { status: { $nin: LISTING_STATUSES.filter((s) => s !== 'available') } }
    : { status };

/**
 * Each word of `q` must appear, in any case, in the name, the location, the area's name or key, or
 * start the Reference ID. Areas are few (tens), so their names are matched here and become keys.
 */
async function textFilter(db: Db, q: string): Promise<Filter<PropertyDoc>[]> {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  if (!words.length) return [];
  const areas = await listAreaRefs(db);
  return words.map((word) => {
    const pattern = new RegExp(escapeRegex(word), 'i');
    const key = normaliseKey(word);
    const areaKeys = [
      ...new Set(
        areas
          .filter((a) => pattern.test(a.name) || (key && normaliseKey(a.key).includes(key)))
          .map((a) => a.key),
      ),
    ];
    const any: Filter<PropertyDoc>[] = [{ house_name: pattern }, { location: pattern }];
    if (areaKeys.length) any.push({ areaName: { $in: areaKeys } });
    if (/^[0-9a-f]{1,8}$/i.test(word)) any.push({ ref: new RegExp(`^${word.toUpperCase()}`) });
    return { $or: any };
  });
}

export async function listingsFilter(
  db: Db,
  query: Omit<AdminListingsQuery, 'sort' | 'dir' | 'page' | 'pageSize'>,
): Promise<Filter<PropertyDoc>> {
  const and: Filter<PropertyDoc>[] = [];
  const filter: Filter<PropertyDoc> = {};
  if (query.purpose) filter.for = query.purpose;
  if (query.type) filter.house_type = canonicalHouseType(query.type);
  if (query.emirate) filter.emirate = query.emirate;
  if (query.agent) filter.agent = query.agent;
  if (query.minPrice !== undefined || query.maxPrice !== undefined)
    filter.price = {
      ...(query.minPrice !== undefined ? { $gte: query.minPrice } : {}),
      ...(query.maxPrice !== undefined ? { $lte: query.maxPrice } : {}),
    };
  if (query.listedFrom || query.listedTo)
    filter.createdAt = {
      ...(query.listedFrom ? { $gte: new Date(`${query.listedFrom}T00:00:00${DUBAI_OFFSET}`) } : {}),
      ...(query.listedTo
        ? { $lt: new Date(new Date(`${query.listedTo}T00:00:00${DUBAI_OFFSET}`).getTime() + DAY_MS) }
        : {}),
    };
  // Top-level conditions only where possible: the embedded engine's fast predicate reads plain
  // fields, and an $and or $or sends every document through mingo.
  if (query.status) Object.assign(filter, statusFilter(query.status));
  if (query.q) and.push(...(await textFilter(db, query.q)));
  if (and.length === 1) return { ...filter, ...and[0] };
  return and.length ? { ...filter, $and: and } : filter;
}

/** One page of the table and the number of matches over all pages. */
export async function listListings(
  db: Db,
  query: AdminListingsQuery,
): Promise<{ items: PropertyDoc[]; total: number }> {
  const filter = await listingsFilter(db, query);
  const properties = collections(db).properties;
  const skip = (query.page - 1) * query.pageSize;
  const [items, total] = await Promise.all([
    properties.find(filter).sort(listingsSort(query)).skip(skip).limit(query.pageSize).toArray(),
    properties.countDocuments(filter),
  ]);
  return { items, total };
}

/** Every match in the table's order, read in batches (an export of 100,000 rows holds one batch). */
export async function* eachListing(db: Db, query: AdminListingsQuery): AsyncGenerator<PropertyDoc> {
  const filter = await listingsFilter(db, query);
  const cursor = collections(db).properties.find(filter).sort(listingsSort(query)).batchSize(500);
  try {
    for await (const doc of cursor) yield doc;
  } finally {
    await cursor.close();
  }
}

/** The listings a bulk action names (at most the 200 its body may carry), as they are before it. */
export const listingsByIds = (db: Db, ids: ObjectId[]): Promise<PropertyDoc[]> =>
  collections(db)
    .properties.find({ _id: { $in: ids } })
    .toArray();

/** The table's filters without its sort and page. */
export type ListingsFilterQuery = Omit<AdminListingsQuery, 'sort' | 'dir' | 'page' | 'pageSize'>;

const plural = (n: number) => (n === 1 ? '1 listing' : `${n} listings`);

/**
 * Every listing matching the table's filter, for a bulk action by filter, as they are before it: at
 * most MAX_BULK_MATCHING. Refused when more match, or when the number the admin was shown
 * (`matching`) is not the number matching now: a listing added or changed meanwhile is never swept
 * up unseen.
 */
export async function listingsMatching(
  db: Db,
  query: ListingsFilterQuery,
  matching: number,
): Promise<PropertyDoc[]> {
  const filter = await listingsFilter(db, query);
  const properties = collections(db).properties;
  const count = await properties.countDocuments(filter, { limit: MAX_BULK_MATCHING + 1 });
  if (count > MAX_BULK_MATCHING)
    throw new ValidationError(
      `filter: more than ${MAX_BULK_MATCHING.toLocaleString('en-AE')} listings match; narrow the filter`,
    );
  if (count !== matching)
    throw new ConflictError(
      `${plural(count)} match these filters now, not ${matching}: check the list and try again`,
    );
  return properties.find(filter).limit(MAX_BULK_MATCHING).toArray();
}

export async function setListingsStatus(db: Db, ids: ObjectId[], status: ListingStatus): Promise<number> {
  return changingContent(db, () => setStatusCounted(db, ids, status));
}

export async function deleteListings(db: Db, ids: ObjectId[]): Promise<number> {
  return changingContent(db, () => deleteCounted(db, { _id: { $in: ids } }));
}

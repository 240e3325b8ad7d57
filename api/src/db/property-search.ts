/**
 * The search with filters, sort and pages (GET /api/search), beside the spec's search
 * (properties.ts, POST /api/search/result). The criteria arrive already read by the contract
 * (packages/contract/src/pages/search.ts); here they become a filter of plain values and bounds (nothing a
 * visitor typed becomes an operator; keywords become escaped, case-insensitive patterns).
 *
 * Indexes (collections.ts; docs/benchmarks.md has the table):
 * - a page: `browse_newest`, `browse_price_order` (price going up; `browse_price` going down or under a
 *   price bound, which narrows its slice), `browse_price_per_sqft` or `browse_size` (`for`, `status`,
 *   then the sort's field), read in the sort's order and stopped when the page is full. When the
 *   filters are selective (a location with a type and beds, a narrow price band), the engine gives
 *   that walk up after as many entries as the narrowest slice holds (`area_purpose_type_beds_price`,
 *   `search_area_price_name`, `search_emirate_price_name` or `browse_price`) and reads that slice
 *   instead, keeping the page;
 * - the count (only when the page does not give it): the narrowest of those slices;
 * - the other filters and the keywords are tested on the engine's typed columns of the slice.
 */
import type { Db, Filter, Sort } from 'mongodb';
import {
  amenitySpellings,
  bedsBounds,
  MAP_POINTS_MAX,
  priceBounds,
  SEARCH_DEFAULTS,
  type MapPointsResponse,
  type SearchQuery,
  type SearchSort,
} from '@manzil/contract';
import { collections, type PropertyDoc } from './collections';
import { arabicWordPattern, hasArabic } from '../lib/arabic-text';
import { canonicalHouseType, locationFilter, propertyPage } from './properties';
import { boundPolygon, keepInsidePolygon } from './search-polygon';

/** Each sort, with _id last in the same direction: the order an index `for, status, <field>` walks.
 * Listings without a price come last either way: after every price order (search-fields.ts) going up,
 * after every price going down. */
const SORTS: Record<SearchSort, Sort> = {
  newest: { createdAt: -1, _id: -1 },
  'price-asc': { priceOrder: 1, _id: 1 },
  'price-desc': { price: -1, _id: -1 },
  'price-per-sqft': { pricePerSqft: 1, _id: 1 },
  size: { area: -1, _id: -1 },
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Where an Arabic keyword is looked for: the Arabic texts of the fields English keywords search. */
const ARABIC_KEYWORD_FIELDS = [
  'translations.ar.house_name',
  'translations.ar.description',
  'translations.ar.discription',
] as const;
/** Words of the keywords looked for (each must appear); more than this are ignored. */
const MAX_KEYWORDS = 6;

const range = (min?: number, max?: number, maxExclusive = false) => {
  if (min !== undefined && max !== undefined && min === max && !maxExclusive) return min;
  return {
    ...(min !== undefined ? { $gte: min } : {}),
    ...(max !== undefined ? { [maxExclusive ? '$lt' : '$lte']: max } : {}),
  };
};

/** The filter of a search, or undefined when its location names no emirate or area (no results). */
export async function searchFilter(db: Db, query: SearchQuery): Promise<Filter<PropertyDoc> | undefined> {
  // Equalities first, in the order of the indexes' fields.
  const filter: Filter<PropertyDoc> = { for: query.purpose };
  if (query.status !== 'any') filter.status = query.status;
  const price = priceBounds(query);
  if (price.min !== undefined || price.max !== undefined)
    filter.price = range(price.min, price.max, price.maxExclusive);
  if (query.location) {
    const where = await locationFilter(db, query.location);
    if (!where) return undefined;
    Object.assign(filter, where);
  }
  if (query.residential !== SEARCH_DEFAULTS.residential)
    filter.house_type = canonicalHouseType(query.residential);
  const beds = bedsBounds(query);
  if (beds.min !== undefined || beds.max !== undefined) filter.bedrooms = range(beds.min, beds.max);
  if (query.minBaths !== undefined || query.maxBaths !== undefined)
    filter.bathrooms = range(query.minBaths, query.maxBaths);
  if (query.minSize !== undefined || query.maxSize !== undefined)
    filter.area = range(query.minSize, query.maxSize);
  if (query.furnishing) filter.furnishing = query.furnishing;
  // Off-plan listings carry their handover quarter ('2027-Q3'); ready ones 'ready'.
  if (query.completion === 'ready') filter.completion = 'ready';
  else if (query.completion === 'off-plan') filter.completion = { $gte: '2000-Q1', $lt: '2100-Q1' };
  // "Search this area": the map's bounds (tested on the slice of the purpose/status index).
  if (query.bbox) {
    const [west, south, east, north] = query.bbox;
    filter.lat = { $gte: south, $lte: north };
    filter.lon = { $gte: west, $lte: east };
  }
  // "Draw area": its bounds as the map's, then only the homes inside it (search-polygon.ts).
  if (query.polygon) boundPolygon(filter, query.polygon);
  // Each amenity asked for is one of the listing's, as staff spell it (amenities.ts): plain values.
  const amenities = (query.amenities ?? []).map((key) => ({ amenities: { $in: amenitySpellings(key) } }));
  const words = query.keywords.split(' ').filter(Boolean).slice(0, MAX_KEYWORDS);
  if (words.length || amenities.length)
    filter.$and = [
      ...amenities,
      ...words.map((word) => {
        // An Arabic word is looked for in the Arabic texts, however they spell it (arabic-text.ts).
        if (hasArabic(word)) {
          const pattern = new RegExp(arabicWordPattern(word));
          return { $or: ARABIC_KEYWORD_FIELDS.map((field) => ({ [field]: pattern })) };
        }
        const pattern = new RegExp(escapeRegExp(word), 'i');
        return { $or: [{ house_name: pattern }, { description: pattern }, { discription: pattern }] };
      }),
    ];
  if (query.polygon) await keepInsidePolygon(db, filter, query.polygon);
  return filter;
}

/** One page of a search (`limit` listings from `(page - 1) * limit`) and the number of matches. */
export async function searchPropertyPage(
  db: Db,
  query: SearchQuery,
  limit: number,
): Promise<{ items: PropertyDoc[]; total: number }> {
  const filter = await searchFilter(db, query);
  if (!filter) return { items: [], total: 0 };
  return propertyPage(db, filter, sortOf(query.sort, filter), query.page, limit);
}

/** A price bound leaves out the listings without a price: their price order is then their price, and
 * `browse_price` (which the bound narrows) gives the page in order. */
const sortOf = (sort: SearchSort, filter: Filter<PropertyDoc>): Sort =>
  sort === 'price-asc' && filter.price !== undefined ? { price: 1, _id: 1 } : SORTS[sort];

/** The fields a map marker reads (a projection: the rest of a listing never leaves the database). */
const POINT_FIELDS = {
  _id: 0,
  slug: 1,
  lat: 1,
  lon: 1,
  price: 1,
  for: 1,
  house_name: 1,
  imageurl: 1,
  bedrooms: 1,
  area: 1,
  'translations.ar.house_name': 1,
} as const;
type PointDoc = Pick<
  PropertyDoc,
  'slug' | 'lat' | 'lon' | 'price' | 'for' | 'house_name' | 'imageurl' | 'bedrooms' | 'area' | 'translations'
>;

/**
 * Every match of a search that has coordinates, as map points: at most MAP_POINTS_MAX, the
 * lowest-priced first and those without a price last (read in order from `browse_price_order`, or
 * `browse_price` under a price bound, stopping when the cap is reached), and the
 * number of such matches (counted only when the cap was reached). The page, sort and view of the
 * query do not apply: the map shows the whole search.
 */
export async function searchMapPoints(db: Db, query: SearchQuery): Promise<MapPointsResponse> {
  const filter = await searchFilter(db, query);
  if (!filter) return { points: [], total: 0, capped: false };
  // A listing without coordinates has no place on the map (the bbox, when given, already says so).
  filter.lat ??= { $gte: -90, $lte: 90 };
  filter.lon ??= { $gte: -180, $lte: 180 };
  const properties = collections(db).properties;
  const docs = await properties
    .find<PointDoc>(filter, { projection: POINT_FIELDS })
    .sort(sortOf('price-asc', filter))
    .limit(MAP_POINTS_MAX + 1)
    // All of it in one reply (the server's first batch is otherwise 101 documents, then a getMore).
    .batchSize(MAP_POINTS_MAX + 1)
    .toArray();
  const capped = docs.length > MAP_POINTS_MAX;
  const total = capped ? await properties.countDocuments(filter) : docs.length;
  const points = docs.slice(0, MAP_POINTS_MAX).map((d) => ({
    slug: d.slug,
    lat: d.lat as number,
    lng: d.lon as number,
    ...(typeof d.price === 'number' ? { price: d.price } : {}),
    purpose: d.for,
    title: d.house_name,
    cover: d.imageurl,
    ...(typeof d.bedrooms === 'number' ? { beds: d.bedrooms } : {}),
    ...(typeof d.area === 'number' ? { size: d.area } : {}),
    ...(d.translations?.ar?.house_name
      ? { translations: { ar: { title: d.translations.ar.house_name } } }
      : {}),
  }));
  return { points, total, capped };
}

/**
 * Listings as the API sends them (`toProperty`'s JSON), from the stored documents' bytes.
 *
 * An uncached POST /api/search/result spent about a third of a worker in the driver, half of that
 * decoding the documents' BSON (26 listings, 69 KB, Arabic texts included), then mapped and stringified
 * them again. The page is read here with the driver's `raw` option (each document's bytes, as the
 * database sent them) and each listing's JSON is kept beside the exact bytes it was made from: a
 * document whose bytes are the same gives the same JSON, so only a listing never seen by this worker, or
 * changed since, is decoded; the answer is these JSONs' bytes put together, never one whole string to
 * encode again. Every request still queries the database; nothing is kept per search.
 *
 * `toProperty` also depends on the clock (a price cut shows as reduced for PRICE_REDUCED_DAYS): a JSON
 * is kept only until its listing's answer may change (`toPropertyValidUntil`).
 */
import { LRUCache } from 'lru-cache';
import { BSON, type Collection, type Db, type Filter, type Sort } from 'mongodb';
import { collections, type PropertyDoc } from './collections';
import {
  buildSearchFilter,
  SEARCH_RESULT_SORT,
  toProperty,
  toPropertyValidUntil,
  type SearchInput,
} from './properties';

interface Kept {
  /** The document's bytes the JSON was made from (a copy: the driver's are a view of its reply). */
  bytes: Buffer;
  /** `JSON.stringify(toProperty(doc))` as UTF-8: the answer is put together from these, never encoded whole. */
  json: Buffer;
  /** Epoch ms after which `toProperty` may answer otherwise for the same bytes. */
  validUntil: number;
}

/** Bounds of a worker's kept listings: the site's listings many times over for the demo data, a few MB. */
export const LISTING_JSON_LIMITS = { maxEntries: 5_000, maxBytes: 32 * 1024 * 1024 } as const;

/** BSON's element type of an ObjectId, and the offsets of a document that begins with `_id` as one. */
const OBJECT_ID = 0x07;
const ID_NAME = Buffer.from('_id\0', 'latin1');
const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((c) => Buffer.from(c)) as [Buffer, Buffer, Buffer];

/** The `_id` of a document's bytes when it is its first element and an ObjectId (as MongoDB stores it). */
function idOf(bytes: Uint8Array): string | undefined {
  if (bytes.length < 21 || bytes[4] !== OBJECT_ID) return undefined;
  for (let i = 0; i < ID_NAME.length; i++) if (bytes[5 + i] !== ID_NAME[i]) return undefined;
  return Buffer.from(bytes.buffer, bytes.byteOffset + 9, 12).toString('hex');
}

export interface ListingJson {
  /** The JSON of `toProperty(doc)` (UTF-8) for the document of these bytes. */
  of(bytes: Uint8Array, now?: number): Buffer;
  /** How many listings are kept (tests). */
  readonly size: number;
}

export function createListingJson(
  limits: { maxEntries: number; maxBytes: number } = LISTING_JSON_LIMITS,
): ListingJson {
  const kept = new LRUCache<string, Kept>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    sizeCalculation: (k) => k.bytes.length + k.json.length,
  });
  return {
    of(bytes, now = Date.now()) {
      const id = idOf(bytes);
      const hit = id === undefined ? undefined : kept.get(id);
      if (hit && now <= hit.validUntil && Buffer.compare(hit.bytes, bytes) === 0) return hit.json;
      const doc = BSON.deserialize(bytes, { validation: { utf8: true } }) as PropertyDoc;
      const json = Buffer.from(JSON.stringify(toProperty(doc)));
      const validUntil = toPropertyValidUntil(doc);
      if (id !== undefined && validUntil > now) kept.set(id, { bytes: Buffer.from(bytes), json, validUntil });
      return json;
    },
    get size() {
      return kept.size;
    },
  };
}

/**
 * Page `page` of `filter` in `sort` order as the JSON array of `toProperty` of each listing, and the
 * number of matches (as `propertyPage`: the count is asked for only when the page does not give it).
 */
export async function propertyPageJson(
  properties: Collection<PropertyDoc>,
  listings: ListingJson,
  filter: Filter<PropertyDoc>,
  sort: Sort,
  page: number,
  limit: number,
): Promise<{ json: Buffer; total: number }> {
  const skip = (page - 1) * limit;
  // `raw`: each document as the bytes the database sent, decoded only when not known (above).
  const docs = (await properties
    .find(filter, { raw: true })
    .sort(sort)
    .skip(skip)
    .limit(limit)
    .toArray()) as unknown as Uint8Array[];
  const knownTotal = docs.length < limit && (docs.length > 0 || skip === 0);
  const total = knownTotal ? skip + docs.length : await properties.countDocuments(filter);
  const now = Date.now();
  const parts: Buffer[] = [OPEN];
  for (const [i, bytes] of docs.entries()) {
    if (i) parts.push(COMMA);
    parts.push(listings.of(bytes, now));
  }
  parts.push(CLOSE);
  return { json: Buffer.concat(parts), total };
}

/** The spec's search (`searchProperties`) as the JSON array the API sends, and the number of matches. */
export async function searchPropertiesJson(
  db: Db,
  listings: ListingJson,
  input: SearchInput,
): Promise<{ json: Buffer; total: number }> {
  const filter = await buildSearchFilter(db, input);
  if (!filter) return { json: Buffer.concat([OPEN, CLOSE]), total: 0 };
  return propertyPageJson(
    collections(db).properties,
    listings,
    filter,
    SEARCH_RESULT_SORT,
    input.page,
    input.limit,
  );
}

/** Properties: unique slugs, area listings, search. */
import { type Db, type Filter, type ObjectId, type Sort } from 'mongodb';
import {
  compactTranslations,
  findPriceRange,
  listingFacts,
  PRICE_REDUCED_DAYS,
  PROPERTY_TYPES,
  SEARCH_DEFAULTS,
  toPropertySlug,
  type Property,
  type Purpose,
} from '@manzil/contract';
import { ConflictError, isDuplicateKeyOn, ValidationError } from '../lib/errors';
import { collections, type PropertyDoc } from './collections';
import { changingContent } from './content-version';
import { listAreaRefs } from './areas';
import { emirateSlugOf, placeKey, placeKeysOf } from './emirates';
import { pricePerSqftOf, priceOrderOf, SEARCH_FIELDS_UPDATE } from './search-fields';
import { insertWithFreeReference } from './property-clock';
import { LISTING_SHARE_FIELDS, recordListingChange } from './report-listings';

/** Was its last price change a cut, made within PRICE_REDUCED_DAYS? */
const isReduced = (p: PropertyDoc): boolean =>
  typeof p.price === 'number' &&
  typeof p.pricedFrom === 'number' &&
  p.price < p.pricedFrom &&
  p.pricedAt instanceof Date &&
  Date.now() - p.pricedAt.getTime() <= PRICE_REDUCED_DAYS * 86_400_000;

/** Epoch ms until which `toProperty(p)` gives the same answer (a price cut stops showing as reduced
 * PRICE_REDUCED_DAYS after it; nothing else in it depends on the clock). */
export const toPropertyValidUntil = (p: PropertyDoc): number =>
  isReduced(p) ? (p.pricedAt as Date).getTime() + PRICE_REDUCED_DAYS * 86_400_000 : Infinity;

export const toProperty = (p: PropertyDoc): Property => {
  const out: Property = {
    _id: p._id.toHexString(),
    slug: p.slug,
    house_name: p.house_name,
    house_type: p.house_type,
    for: p.for,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    location: p.location,
    discription: p.discription,
    imageurl: p.imageurl,
    areaName: p.areaName,
    emirate: p.emirate,
  };
  if (p.parking !== undefined) out.parking = p.parking;
  if (p.address !== undefined) out.address = p.address;
  if (p.area !== undefined) out.area = p.area;
  // A blank description counts as none: the page then shows its default sentence.
  if (p.description?.trim()) out.description = p.description;
  if (p.price !== undefined && p.price !== null) out.price = p.price;
  if (typeof p.lat === 'number' && typeof p.lon === 'number') {
    out.lat = p.lat;
    out.lon = p.lon;
  }
  if (p.updatedAt) out.updatedAt = new Date(p.updatedAt).toISOString();
  if (p.createdAt) out.listedAt = new Date(p.createdAt).toISOString();
  // A listing's facts: an older record gets listingFacts' defaults (available, its image as its photos).
  const facts = listingFacts(p);
  out.photos = facts.photos;
  out.status = facts.status;
  out.amenities = facts.amenities;
  if (facts.rentPeriod) out.rentPeriod = facts.rentPeriod;
  if (p.permitNumber) out.permitNumber = p.permitNumber;
  if (p.agent) out.agent = p.agent;
  if (p.furnishing) out.furnishing = p.furnishing;
  if (p.completion) out.completion = p.completion;
  if (typeof p.serviceCharge === 'number') out.serviceCharge = p.serviceCharge;
  if (isReduced(p)) out.priceReduced = true;
  const translations = compactTranslations(p.translations);
  if (translations) out.translations = translations;
  return out;
};

/** 'apartment' → 'Apartment' (known types keep one spelling); other types as typed. */
export const canonicalHouseType = (value: string): string =>
  PROPERTY_TYPES.find((t) => t.toLowerCase() === value.trim().toLowerCase()) ?? value.trim();

export type NewProperty = Omit<PropertyDoc, '_id' | 'ref' | 'slug' | 'createdAt' | 'updatedAt'>;

/**
 * Inserts with a unique slug: 'palm-villa', then 'palm-villa-2', 'palm-villa-3'… and a unique
 * reference (insertWithFreeReference). The unique index decides races: a duplicate slug moves on to
 * the next candidate.
 */
export async function insertProperty(db: Db, input: NewProperty, now = new Date()): Promise<PropertyDoc> {
  const properties = collections(db).properties;
  const base = toPropertySlug(input.house_name);
  for (let n = 1; n < 10_000; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (await properties.findOne({ slug }, { projection: { _id: 1 } })) continue;
    try {
      return await changingContent(db, () =>
        insertWithFreeReference(
          db,
          {
            ...input,
            status: input.status ?? 'available',
            pricePerSqft: pricePerSqftOf(input),
            priceOrder: priceOrderOf(input),
            slug,
            // A new listing is news to the search alerts (alerts/job.ts), as a new price is.
            pricedAt: now,
            createdAt: now,
            updatedAt: now,
          },
          now,
        ),
      );
    } catch (err) {
      if (!isDuplicateKeyOn(err, 'slug')) throw err;
    }
  }
  throw new ConflictError('Could not find a free slug for this property name');
}

export const findPropertyById = async (db: Db, id: ObjectId): Promise<PropertyDoc | undefined> =>
  (await collections(db).properties.findOne({ _id: id })) ?? undefined;

/** By the spec's Reference ID (8 hex characters, any case). */
export const findPropertyByReference = async (db: Db, reference: string): Promise<PropertyDoc | undefined> =>
  (await collections(db).properties.findOne({ ref: reference.toUpperCase() })) ?? undefined;

export const findPropertyBySlug = async (db: Db, slug: string): Promise<PropertyDoc | undefined> =>
  (await collections(db).properties.findOne({ slug })) ?? undefined;

/** The listings among `slugs` (bounded by the caller: SAVED_HOMES_MAX), in the order asked; a missing one is left out. */
export async function findPropertiesBySlugs(db: Db, slugs: readonly string[]): Promise<PropertyDoc[]> {
  const found = await collections(db)
    .properties.find({ slug: { $in: [...slugs] } })
    .limit(slugs.length)
    .toArray();
  const bySlug = new Map(found.map((doc) => [doc.slug, doc]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** Sets and clears whitelisted fields; the slug stays stable so shared links keep working. */
export async function updateProperty(
  db: Db,
  id: ObjectId,
  set: Partial<NewProperty>,
  unset: (keyof NewProperty)[],
): Promise<PropertyDoc | undefined> {
  const properties = collections(db).properties;
  const update: { $set: Partial<PropertyDoc>; $unset?: Record<string, ''> } = {
    $set: { ...set, updatedAt: new Date() },
  };
  if (unset.length) update.$unset = Object.fromEntries(unset.map((k) => [k, '']));
  const { matchedCount } = await changingContent(db, async () => {
    // A new price is news to the search alerts (alerts/job.ts): stamped only when it changes.
    // The price it had is kept too: a lower one is then "reduced" on cards (toProperty).
    if (set.price !== undefined) {
      const before = await properties.findOne({ _id: id }, { projection: { price: 1 } });
      if (before && before.price !== set.price)
        await properties.updateOne(
          { _id: id },
          { $set: { pricedAt: new Date(), ...(before.price ? { pricedFrom: before.price } : {}) } },
        );
    }
    // The listing before the write, read by the write itself: the reports' counters move by the
    // difference (report-listings.ts), which concurrent writes add up.
    const before = await properties.findOneAndUpdate({ _id: id }, update, {
      returnDocument: 'before',
      projection: LISTING_SHARE_FIELDS,
    });
    if (!before) return { matchedCount: 0 };
    const after = { ...before, ...update.$set };
    for (const key of unset) if (key in LISTING_SHARE_FIELDS) delete after[key as keyof typeof after];
    await recordListingChange(db, before, after);
    // The search fields follow the price, size and status just written.
    await properties.updateOne({ _id: id }, SEARCH_FIELDS_UPDATE);
    return { matchedCount: 1 };
  });
  if (!matchedCount) return undefined;
  return findPropertyById(db, id);
}

export async function setCoordinates(db: Db, id: ObjectId, lat: number, lon: number): Promise<void> {
  await changingContent(db, () => collections(db).properties.updateOne({ _id: id }, { $set: { lat, lon } }));
}

export async function deleteProperty(db: Db, id: ObjectId, areaKey: string): Promise<boolean> {
  return changingContent(db, async () => {
    const gone = await collections(db).properties.findOneAndDelete(
      { _id: id, areaName: areaKey },
      { projection: LISTING_SHARE_FIELDS },
    );
    if (gone) await recordListingChange(db, gone, null);
    return gone !== null;
  });
}

export const listPropertiesByArea = (db: Db, areaKey: string, emirateSlug?: string): Promise<PropertyDoc[]> =>
  collections(db)
    .properties.find(emirateSlug ? { areaName: areaKey, emirate: emirateSlug } : { areaName: areaKey })
    .sort({ createdAt: 1, _id: 1 })
    .toArray();

/** Every property grouped by area key (admin lists), areas without properties included. */
export async function groupPropertiesByArea(db: Db): Promise<Record<string, PropertyDoc[]>> {
  const groups: Record<string, PropertyDoc[]> = Object.create(null) as Record<string, PropertyDoc[]>;
  for (const area of await listAreaRefs(db)) groups[area.key] ??= [];
  const all = await collections(db).properties.find({}).sort({ areaName: 1, createdAt: 1, _id: 1 }).toArray();
  for (const p of all) (groups[p.areaName] ??= []).push(p);
  return groups;
}

export interface SearchInput {
  purpose: Purpose;
  location: string;
  residential: string;
  beds: string;
  price: string;
  page: number;
  limit: number;
}

const isDefault = (value: string, label: string): boolean => {
  const v = value.trim().toLowerCase();
  return v === '' || v === 'any' || v === label.toLowerCase();
};

/**
 * The properties of a location named by an emirate's or an area's name, slug or key (any case and
 * spacing): the emirate's, or the area's (every area of that name). Undefined when it names none.
 */
export async function locationFilter(db: Db, location: string): Promise<Filter<PropertyDoc> | undefined> {
  const wanted = placeKey(location);
  if (!wanted) return undefined;
  const emirate = await emirateSlugOf(db, location);
  if (emirate) return { emirate };
  const areas = (await listAreaRefs(db)).filter((a) => placeKeysOf(a).includes(wanted));
  if (!areas.length) return undefined;
  if (areas.length === 1) return { areaName: areas[0]!.key, emirate: areas[0]!.emirate };
  return { areaName: { $in: [...new Set(areas.map((a) => a.key))] } };
}

/**
 * Builds the search filter. Every user value is compared after normalisation or mapped to a
 * number/bound here, so nothing typed by a visitor becomes an operator or a regex.
 * Returns undefined when the location matches nothing (no results).
 */
export async function buildSearchFilter(
  db: Db,
  input: SearchInput,
): Promise<Filter<PropertyDoc> | undefined> {
  const filter: Filter<PropertyDoc> = { for: input.purpose };

  if (!isDefault(input.location, SEARCH_DEFAULTS.location)) {
    const where = await locationFilter(db, input.location);
    if (!where) return undefined;
    Object.assign(filter, where);
  }

  if (!isDefault(input.residential, SEARCH_DEFAULTS.residential))
    filter.house_type = canonicalHouseType(input.residential);

  if (!isDefault(input.beds, SEARCH_DEFAULTS.beds)) {
    const beds = input.beds.trim().toLowerCase();
    if (beds === 'studio') filter.bedrooms = 0;
    else if (/^\d+\+$/.test(beds)) filter.bedrooms = { $gte: Number(beds.slice(0, -1)) };
    else if (/^\d+$/.test(beds)) filter.bedrooms = Number(beds);
    else
      throw new ValidationError(
        `beds: unknown value '${input.beds.slice(0, 20)}' (use Studio, 1, 2, 3, 4 or 5+)`,
      );
  }

  if (!isDefault(input.price, SEARCH_DEFAULTS.price)) {
    const range = findPriceRange(input.purpose, input.price.trim());
    if (!range) throw new ValidationError(`price: unknown price range for ${input.purpose}`);
    if (range.min !== undefined || range.max !== undefined) {
      filter.price = {
        ...(range.min !== undefined ? { $gte: range.min } : {}),
        ...(range.max !== undefined ? { $lt: range.max } : {}),
      };
    }
  }
  return filter;
}

/** The spec's search (POST /api/search/result): by price, then name. */
export const SEARCH_RESULT_SORT: Sort = { price: 1, house_name: 1, _id: 1 };

export async function searchProperties(
  db: Db,
  input: SearchInput,
): Promise<{ items: PropertyDoc[]; total: number }> {
  const filter = await buildSearchFilter(db, input);
  if (!filter) return { items: [], total: 0 };
  return propertyPage(db, filter, SEARCH_RESULT_SORT, input.page, input.limit);
}

/**
 * Page `page` of `filter` in `sort` order (`limit` listings from `(page - 1) * limit`) and the number
 * of matches. A short page that has results (or is the first) is the last one: the total is known
 * without a second query. Only a full page, or an empty page past the first, needs the count.
 */
export async function propertyPage(
  db: Db,
  filter: Filter<PropertyDoc>,
  sort: Sort,
  page: number,
  limit: number,
): Promise<{ items: PropertyDoc[]; total: number }> {
  const properties = collections(db).properties;
  const skip = (page - 1) * limit;
  const items = await properties.find(filter).sort(sort).skip(skip).limit(limit).toArray();
  const knownTotal = items.length < limit && (items.length > 0 || skip === 0);
  const total = knownTotal ? skip + items.length : await properties.countDocuments(filter);
  return { items, total };
}

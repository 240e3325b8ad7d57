/**
 * Similar listings of a property: the same purpose, in its area or of its type in its emirate, at a
 * price within SIMILAR_PRICE_BAND of its own (within a band twice as wide when that finds too few),
 * never one sold or let; available homes first, then the closest in price band, place, type and price.
 * Each look-up walks an index outwards from the home's price (the search indexes: area or emirate,
 * purpose, price), so it reads a few dozen documents whatever the size of the catalogue.
 */
import type { Db, Document, Filter } from 'mongodb';
import {
  LISTING_STATUSES,
  isOffMarket,
  listingFacts,
  SIMILAR_LISTINGS_LIMIT,
  SIMILAR_PRICE_BAND,
  type ListingStatus,
} from '@manzil/contract';
import { collections, type PropertyDoc } from './collections';

/** When the band finds fewer than SIMILAR_LISTINGS_LIMIT homes (a small area, an unusual price), a
 * band this wide is looked through too; its homes come after the closer ones. */
const WIDE_PRICE_BAND = SIMILAR_PRICE_BAND * 2;

/** Candidates read on each side of the price, per scope (area, type): enough to rank four. */
const CANDIDATES_PER_SIDE = 12;

/** Types that are not a home to live in (PROPERTY_TYPES' spelling). */
const NOT_HOMES = ['Land', 'Commercial'] as const;

/** A home sold or let is no alternative to offer a buyer: never listed as similar. */
const OFF_MARKET = LISTING_STATUSES.filter(isOffMarket);

/** Lower is shown first: what a buyer can still have before what is spoken for. */
const STATUS_RANK: Record<ListingStatus, number> = {
  available: 0,
  'under-offer': 1,
  reserved: 2,
  sold: 3,
  rented: 3,
};

const hasPrice = (price: unknown): price is number =>
  typeof price === 'number' && Number.isFinite(price) && price > 0;

/** One look-up, walking the index outwards from the home's price on one side, within one scope. */
function side(
  home: PropertyDoc,
  scope: Filter<PropertyDoc>,
  band: number,
  direction: 'above' | 'below' | 'newest',
): Document[] {
  const base: Filter<PropertyDoc> = {
    ...scope,
    for: home.for,
    _id: { $ne: home._id },
    status: { $nin: OFF_MARKET },
  };
  const price = home.price as number;
  const [match, sort] =
    direction === 'newest'
      ? [base, { createdAt: -1, _id: 1 }]
      : direction === 'above'
        ? [
            { ...base, price: { $gte: price, $lte: price * band } },
            { price: 1, _id: 1 },
          ]
        : [
            { ...base, price: { $lt: price, $gte: price / band } },
            { price: -1, _id: 1 },
          ];
  return [{ $match: match }, { $sort: sort }, { $limit: CANDIDATES_PER_SIDE }];
}

/** Up to SIMILAR_LISTINGS_LIMIT other homes like `home`, best first. Every look-up (each scope, each
 * side of the price) goes in one command: one round trip, each branch on its own index. Only the wide
 * band is read: a side walks the index outwards from the price, so its first homes in the narrow band
 * are the ones the narrow band's own look-up would find (it found them too, and sent them twice). */
export async function findSimilarProperties(db: Db, home: PropertyDoc): Promise<PropertyDoc[]> {
  const apart = NOT_HOMES.find((type) => type.toLowerCase() === home.house_type.trim().toLowerCase());
  const area: Filter<PropertyDoc> = {
    areaName: home.areaName,
    emirate: home.emirate,
    house_type: apart ?? { $nin: [...NOT_HOMES] },
  };
  const type: Filter<PropertyDoc> = { emirate: home.emirate, house_type: home.house_type };
  const priced = hasPrice(home.price);
  const band = priced ? WIDE_PRICE_BAND : SIMILAR_PRICE_BAND;
  const directions = priced ? (['above', 'below'] as const) : (['newest'] as const);
  const [first, ...rest] = [area, type].flatMap((scope) =>
    directions.map((direction) => side(home, scope, band, direction)),
  );
  const pipeline = [
    ...first!,
    ...rest.map((branch) => ({
      $unionWith: { coll: collections(db).properties.collectionName, pipeline: branch },
    })),
  ];
  const found = await collections(db).properties.aggregate<PropertyDoc>(pipeline).toArray();
  // The narrow band's homes (the bounds its own look-up had); the wide band's only when those are too few.
  const narrow = (p: PropertyDoc): boolean => {
    const price = home.price as number;
    const own = p.price as number;
    return own >= price ? own <= price * SIMILAR_PRICE_BAND : own >= price / SIMILAR_PRICE_BAND;
  };
  const unique = new Map<string, PropertyDoc>();
  const add = (wanted: (p: PropertyDoc) => boolean) => {
    for (const p of found)
      if (wanted(p) && !unique.has(p._id.toHexString())) unique.set(p._id.toHexString(), p);
  };
  add((p) => !priced || narrow(p));
  if (unique.size < SIMILAR_LISTINGS_LIMIT && priced) add(() => true);

  const priceDistance = (p: PropertyDoc): number =>
    hasPrice(home.price) && hasPrice(p.price) ? Math.abs(Math.log(p.price / home.price)) : 0;
  const inBand = (p: PropertyDoc): boolean =>
    !hasPrice(home.price) || (hasPrice(p.price) && priceDistance(p) <= Math.log(SIMILAR_PRICE_BAND) + 1e-9);
  const rank = (p: PropertyDoc): number[] => [
    STATUS_RANK[listingFacts(p).status],
    inBand(p) ? 0 : 1,
    // Same area and type, then same area, then same type.
    (p.areaName === home.areaName ? 0 : 2) + (p.house_type === home.house_type ? 0 : 1),
    priceDistance(p),
  ];
  const compare = (a: PropertyDoc, b: PropertyDoc): number => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i += 1) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
    return a._id.toHexString().localeCompare(b._id.toHexString());
  };
  return [...unique.values()].sort(compare).slice(0, SIMILAR_LISTINGS_LIMIT);
}

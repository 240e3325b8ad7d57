/**
 * Similar listings of a property (issue 25): the same purpose, in its area or of its type in its
 * emirate, at a price within SIMILAR_PRICE_BAND of its own; available homes first, then the closest
 * in place, type and price. Each look-up walks an index outwards from the home's price (the search
 * indexes: area or emirate, purpose, price), so it reads a few dozen documents whatever the size of
 * the catalogue.
 */
import type { Db, Filter } from 'mongodb';
import {
  listingFacts,
  SIMILAR_LISTINGS_LIMIT,
  SIMILAR_PRICE_BAND,
  type ListingStatus,
} from '@manzil/contract';
import { collections, type PropertyDoc } from './collections';

/** Candidates read on each side of the price, per scope (area, type): enough to rank four. */
const CANDIDATES_PER_SIDE = 12;

/** Lower is shown first: what a buyer can still have before what is spoken for or gone. */
const STATUS_RANK: Record<ListingStatus, number> = {
  available: 0,
  'under-offer': 1,
  reserved: 2,
  sold: 3,
  rented: 3,
};

const hasPrice = (price: unknown): price is number =>
  typeof price === 'number' && Number.isFinite(price) && price > 0;

async function candidates(db: Db, home: PropertyDoc, scope: Filter<PropertyDoc>): Promise<PropertyDoc[]> {
  const properties = collections(db).properties;
  const base: Filter<PropertyDoc> = { ...scope, for: home.for, _id: { $ne: home._id } };
  if (!hasPrice(home.price)) {
    return properties.find(base).sort({ createdAt: -1, _id: 1 }).limit(CANDIDATES_PER_SIDE).toArray();
  }
  const price = home.price;
  // The nearest prices on each side of the home's own, read in index order.
  const [above, below] = await Promise.all([
    properties
      .find({ ...base, price: { $gte: price, $lte: price * SIMILAR_PRICE_BAND } })
      .sort({ price: 1, _id: 1 })
      .limit(CANDIDATES_PER_SIDE)
      .toArray(),
    properties
      .find({ ...base, price: { $lt: price, $gte: price / SIMILAR_PRICE_BAND } })
      .sort({ price: -1, _id: 1 })
      .limit(CANDIDATES_PER_SIDE)
      .toArray(),
  ]);
  return [...above, ...below];
}

/** Up to SIMILAR_LISTINGS_LIMIT other homes like `home`, best first. */
export async function findSimilarProperties(db: Db, home: PropertyDoc): Promise<PropertyDoc[]> {
  const [sameArea, sameType] = await Promise.all([
    candidates(db, home, { areaName: home.areaName, emirate: home.emirate }),
    candidates(db, home, { emirate: home.emirate, house_type: home.house_type }),
  ]);
  const unique = new Map<string, PropertyDoc>();
  for (const p of [...sameArea, ...sameType]) unique.set(p._id.toHexString(), p);

  const priceDistance = (p: PropertyDoc): number =>
    hasPrice(home.price) && hasPrice(p.price) ? Math.abs(Math.log(p.price / home.price)) : 0;
  const rank = (p: PropertyDoc): number[] => [
    STATUS_RANK[listingFacts(p).status],
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

/**
 * Fields a listing stores for the search's indexes (property-search.ts): its price per sqft (the sort
 * `price-per-sqft` walks an index of it), its price order (the sort `price-asc` walks one: a listing
 * without a price comes after every price, as portals list "price on request" homes) and its status
 * (an older record lacks one and reads as available). Set on every write of a listing and, for
 * listings stored before, once at start.
 */
import type { Db, Document } from 'mongodb';
import { collections } from './collections';

/** Stored on a listing without both a price and a size: after every known price per sqft. */
export const UNKNOWN_PRICE_PER_SQFT = 1e12;

/** Stored as the price order of a listing without a price: after every price. */
export const UNKNOWN_PRICE = 1e12;

/** The stored price order of a listing (the sort `price-asc` reads it from an index). */
export function priceOrderOf(doc: { price?: number | null }): number {
  return typeof doc.price === 'number' && doc.price > 0 ? doc.price : UNKNOWN_PRICE;
}

/** The stored price per sqft of a listing (the sort `price-per-sqft` reads it from an index). */
export function pricePerSqftOf(doc: { price?: number | null; area?: number | null }): number {
  const { price, area } = doc;
  return typeof price === 'number' && price > 0 && typeof area === 'number' && area > 0
    ? Math.round((price / area) * 100) / 100
    : UNKNOWN_PRICE_PER_SQFT;
}

/** An update pipeline that sets the derived search fields from the stored ones (one or many listings).
 * `status`: a record stored before listing statuses existed reads as available (listingFacts). */
export const SEARCH_FIELDS_UPDATE: Document[] = [
  {
    $set: {
      status: { $ifNull: ['$status', 'available'] },
      priceOrder: { $cond: [{ $gt: ['$price', 0] }, '$price', UNKNOWN_PRICE] },
      pricePerSqft: {
        $cond: [
          { $and: [{ $gt: ['$price', 0] }, { $gt: ['$area', 0] }] },
          { $divide: [{ $round: [{ $multiply: [{ $divide: ['$price', '$area'] }, 100] }, 0] }, 100] },
          UNKNOWN_PRICE_PER_SQFT,
        ],
      },
    },
  },
];

/** Gives listings stored before the search fields existed their status, price order and price per sqft
 * (once; cheap when there is nothing to do). */
export async function backfillSearchFields(db: Db): Promise<number> {
  const { modifiedCount } = await collections(db).properties.updateMany(
    {
      $or: [
        { pricePerSqft: { $exists: false } },
        { priceOrder: { $exists: false } },
        { status: { $exists: false } },
      ],
    },
    SEARCH_FIELDS_UPDATE,
  );
  return modifiedCount;
}

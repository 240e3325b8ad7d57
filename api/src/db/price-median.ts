/**
 * The median asking price of the listings like one (same area, purpose, type and bedrooms): the
 * editor's outlier warning compares a typed price with it. Read from the `area_purpose_type_beds_price`
 * index: a count, then one skip to the middle, both within the index.
 */
import type { Db, Filter, ObjectId } from 'mongodb';
import { collections, type PropertyDoc } from './collections';

export interface LikeListings {
  areaName: string;
  for: 'Buy' | 'Rent';
  house_type: string;
  bedrooms: number;
  /** The listing being edited, left out of its own comparison. */
  exclude?: ObjectId;
}

export async function priceMedian(
  db: Db,
  like: LikeListings,
): Promise<{ median: number | null; count: number }> {
  const filter: Filter<PropertyDoc> = {
    areaName: like.areaName,
    for: like.for,
    house_type: like.house_type,
    bedrooms: like.bedrooms,
    // Unpriced listings ('Inquire for price') say nothing about the market.
    price: { $gt: 0 },
  };
  if (like.exclude) filter._id = { $ne: like.exclude };
  const { properties } = collections(db);
  const count = await properties.countDocuments(filter);
  if (count === 0) return { median: null, count };
  const middle = await properties
    .find(filter, { projection: { _id: 0, price: 1 } })
    .sort({ price: 1 })
    .skip((count - 1) >> 1)
    .limit(2 - (count % 2))
    .toArray();
  const prices = middle.map((p) => p.price ?? 0);
  const median = prices.reduce((a, b) => a + b, 0) / prices.length;
  return { median: Math.round(median), count };
}

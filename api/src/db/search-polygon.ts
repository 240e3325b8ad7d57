/**
 * "Draw area": the search keeps the homes inside a polygon drawn on the map. The polygon's bounds
 * narrow the search as the map's bounds do (a range on `lat` and `lon`, tested on the index's slice);
 * the homes of that slice that match every other filter are then tested one by one (pointInPolygon,
 * on their stored coordinates), and the search goes on with their ids. The slice read is bounded.
 */
import type { Db, Filter, ObjectId } from 'mongodb';
import { pointInPolygon, polygonBounds, type SearchPolygon } from '@manzil/contract';
import { collections, type PropertyDoc } from './collections';

/** The most homes of a polygon's bounds tested: a drawn district holds far fewer. */
export const POLYGON_CANDIDATES_MAX = 5000;

type Range = { $gte: number; $lte: number };
const within = (range: Range | undefined, min: number, max: number): Range => ({
  $gte: Math.max(range?.$gte ?? min, min),
  $lte: Math.min(range?.$lte ?? max, max),
});

/** Narrows `filter` to the polygon's bounds (within the map's bounds when both are given). */
export function boundPolygon(filter: Filter<PropertyDoc>, polygon: SearchPolygon): void {
  const [west, south, east, north] = polygonBounds(polygon);
  filter.lat = within(filter.lat as Range | undefined, south, north);
  filter.lon = within(filter.lon as Range | undefined, west, east);
}

/** Limits `filter` (already bounded) to the homes inside the polygon. */
export async function keepInsidePolygon(
  db: Db,
  filter: Filter<PropertyDoc>,
  polygon: SearchPolygon,
): Promise<void> {
  const candidates = await collections(db)
    .properties.find<{ _id: ObjectId; lat?: number; lon?: number }>(filter, {
      projection: { _id: 1, lat: 1, lon: 1 },
    })
    .limit(POLYGON_CANDIDATES_MAX)
    .batchSize(POLYGON_CANDIDATES_MAX)
    .toArray();
  const inside = candidates.filter(
    (home) =>
      typeof home.lat === 'number' &&
      typeof home.lon === 'number' &&
      pointInPolygon(home.lon, home.lat, polygon),
  );
  filter._id = { $in: inside.map((home) => home._id) };
}

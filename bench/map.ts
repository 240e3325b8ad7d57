/**
 * The results map's query (GET /api/search/points) at 100,000 listings: every match of a
 * search as map points, capped at MAP_POINTS_MAX, through the driver (the product's query code) and
 * through the API (the Hono app in this process: reading, JSON, compression), with the answer's size.
 */
import {
  DEFAULT_SEARCH,
  FURNISHINGS,
  PROPERTY_TYPES,
  searchQueryToParams,
  type Purpose,
  type SearchBbox,
  type SearchQuery,
} from '@manzil/contract';
import { searchMapPoints } from '../api/src/db/property-search';
import { AREAS, requestOk, timeEach, WARMUP, withSearchListings } from './listings';
import { percentiles, type Percentiles } from './stats';

export interface MapBench {
  documents: number;
  queries: number;
  /** Of the measured queries, how many reached the cap (their total was counted). */
  capped: number;
  driverMs: Percentiles;
  apiMs: Percentiles;
  /** The largest answer: JSON KB and as sent (br/gzip) KB. */
  maxRawKb: number;
  maxSentKb: number;
  maxPoints: number;
}

/** Searches as the map is used: a whole purpose, a few filters, or the area a visitor panned to. */
function mapSearch(random: () => number): SearchQuery {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const purpose: Purpose = random() < 0.5 ? 'Buy' : 'Rent';
  const q: SearchQuery = { ...DEFAULT_SEARCH, purpose, view: 'map' };
  const kind = random();
  if (kind < 0.4) {
    // "Search this area": a viewport of 2 to 20 km around an area.
    const [, , , lat, lon] = pick(AREAS);
    const half = 0.01 + random() * 0.09;
    const bbox: SearchBbox = [lon - half, lat - half * 0.6, lon + half, lat + half * 0.6];
    q.bbox = bbox;
  } else if (kind < 0.8) {
    if (random() < 0.5) q.location = pick(['Dubai', 'Downtown Dubai', 'dubai-marina', 'Abu Dhabi']);
    if (random() < 0.4) q.residential = pick(PROPERTY_TYPES);
    if (random() < 0.5) {
      q.minBeds = Math.floor(random() * 4);
      q.maxBeds = q.minBeds + Math.floor(random() * 2);
    }
    if (random() < 0.5) q.minPrice = purpose === 'Buy' ? 2_000_000 : 8_000;
    if (random() < 0.2) q.furnishing = pick(FURNISHINGS);
  }
  // else: the whole purpose (the most matches, capped).
  return q;
}

export async function benchMap(count = 100_000, queries = 300): Promise<MapBench> {
  return withSearchListings(
    'bench-map',
    { count, seed: 7, centres: true },
    (doc, [, , , lat, lon], random) => {
      doc.status = random() < 0.9 ? 'available' : 'sold';
      doc.furnishing = FURNISHINGS[Math.floor(random() * FURNISHINGS.length)]!;
      doc.completion = 'ready';
      doc.imageurl = `/api/images/${doc._id.toHexString()}`;
      doc.lat = Number((lat + (random() - 0.5) * 0.04).toFixed(5));
      doc.lon = Number((lon + (random() - 0.5) * 0.04).toFixed(5));
    },
    async ({ db, random, openApp }) => {
      const searches = Array.from({ length: WARMUP + queries }, () => mapSearch(random));
      let capped = 0;
      const driverSamples = await timeEach(searches, async (q, measured) => {
        const answer = await searchMapPoints(db.db, q);
        if (measured && answer.capped) capped++;
      });
      const app = openApp();
      let maxRaw = 0;
      let maxSent = 0;
      let maxPoints = 0;
      let largest: SearchQuery | undefined;
      const apiSamples = await timeEach(searches, async (q, measured) => {
        const sent = await requestOk(app, `/api/search/points?${searchQueryToParams(q).toString()}`);
        if (measured && sent.byteLength > maxSent) {
          maxSent = sent.byteLength;
          largest = q;
        }
      });
      // The largest answer as JSON, measured after the timing (it is not part of a request).
      if (largest) {
        const answer = await searchMapPoints(db.db, largest);
        maxRaw = Buffer.byteLength(JSON.stringify(answer));
        maxPoints = answer.points.length;
      }
      const kb = (n: number) => Math.round(n / 102.4) / 10;
      return {
        documents: count,
        queries,
        capped,
        driverMs: percentiles(driverSamples),
        apiMs: percentiles(apiSamples),
        maxRawKb: kb(maxRaw),
        maxSentKb: kb(maxSent),
        maxPoints,
      };
    },
  );
}

/** Search latency at 100,000 properties, through the real driver and the product's search code. */
import {
  BEDS,
  DEFAULT_SEARCH,
  FURNISHINGS,
  PRICE_RANGES,
  PROPERTY_TYPES,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  searchQueryToParams,
  type Purpose,
  type SearchQuery,
} from '@manzil/contract';
import { searchPropertyPage } from '../api/src/db/property-search';
import { searchProperties } from '../api/src/db/properties';
import { requestOk, timeEach, WARMUP, withSearchListings } from './listings';
import { percentiles, type Percentiles } from './stats';

export interface SearchBench {
  documents: number;
  insertSeconds: number;
  queries: number;
  /** After WARMUP untimed queries (JIT, driver pool, the indexes' column caches). */
  latencyMs: Percentiles;
  /** The same run with the warm-up queries counted: what the first visitors after a start see. */
  withWarmupMs: Percentiles;
  /** GET /api/search's filtered, sorted, paged search through the driver (the product's
   * query code) and through the API (the Hono app in this process: routing, reading, JSON). */
  filtered: { queries: number; driverMs: Percentiles; apiMs: Percentiles };
}

/** A filtered, sorted, paged search as visitors send them: a few filters each, every sort, pages 1-3. */
function filteredSearch(random: () => number): SearchQuery {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const purpose: Purpose = random() < 0.5 ? 'Buy' : 'Rent';
  const q: SearchQuery = {
    ...DEFAULT_SEARCH,
    purpose,
    sort: pick(SEARCH_SORTS),
    page: 1 + Math.floor(random() * 3),
  };
  if (random() < 0.5) q.location = pick(['Dubai', 'Downtown Dubai', 'dubai-marina', 'Abu Dhabi']);
  if (random() < 0.3) q.residential = pick(PROPERTY_TYPES);
  if (random() < 0.6) {
    // Typed bounds, or a preset band.
    const base =
      purpose === 'Buy'
        ? 500_000 + Math.floor(random() * 4) * 1_000_000
        : 2_000 + Math.floor(random() * 8) * 1_000;
    if (random() < 0.7) {
      q.minPrice = base;
      q.maxPrice = base * 2;
    } else q.price = pick(PRICE_RANGES[purpose]).label;
  }
  if (random() < 0.5) {
    q.minBeds = Math.floor(random() * 4);
    q.maxBeds = q.minBeds + Math.floor(random() * 3);
  }
  if (random() < 0.2) q.minBaths = 2;
  if (random() < 0.2) q.minSize = 800 + Math.floor(random() * 10) * 100;
  if (random() < 0.2) q.furnishing = pick(FURNISHINGS);
  if (random() < 0.15) q.completion = pick(['ready', 'off-plan'] as const);
  if (random() < 0.1) q.keywords = pick(['marina', 'sea view', 'Residence 12']);
  return q;
}

export async function benchSearch(count = 100_000, queries = 400): Promise<SearchBench> {
  return withSearchListings(
    'bench',
    { count, seed: 42, centres: false },
    (doc, _place, random) => {
      doc.status = random() < 0.9 ? 'available' : random() < 0.5 ? 'sold' : 'under-offer';
      doc.furnishing = FURNISHINGS[Math.floor(random() * FURNISHINGS.length)]!;
      doc.completion = random() < 0.8 ? 'ready' : '2027-Q3';
    },
    async ({ db, random, insertSeconds, openApp }) => {
      const locations = ['', 'Dubai', 'Downtown Dubai', 'dubai-marina', 'Sharjah', 'Abu Dhabi'];
      const samples: number[] = [];
      const warmup: number[] = [];
      for (let i = 0; i < WARMUP + queries; i++) {
        const purpose: Purpose = random() < 0.5 ? 'Buy' : 'Rent';
        const ranges = PRICE_RANGES[purpose];
        const input = {
          purpose,
          location: locations[Math.floor(random() * locations.length)]!,
          residential:
            random() < 0.3 ? 'Residential' : PROPERTY_TYPES[Math.floor(random() * PROPERTY_TYPES.length)]!,
          beds: random() < 0.3 ? 'Beds' : BEDS[Math.floor(random() * BEDS.length)]!,
          price: ranges[Math.floor(random() * ranges.length)]!.label,
          page: 1,
          limit: 20,
        };
        const t0 = performance.now();
        await searchProperties(db.db, input);
        (i < WARMUP ? warmup : samples).push(performance.now() - t0);
      }
      // The search with filters, sort and pages: the same queries through the driver, then the API.
      const filteredQueries = Array.from({ length: WARMUP + queries }, () => filteredSearch(random));
      const driverSamples = await timeEach(filteredQueries, (q) =>
        searchPropertyPage(db.db, q, SEARCH_PAGE_SIZE),
      );
      const app = openApp();
      const apiSamples = await timeEach(filteredQueries, (q) =>
        requestOk(app, `/api/search?${searchQueryToParams(q).toString()}`),
      );
      return {
        filtered: { queries, driverMs: percentiles(driverSamples), apiMs: percentiles(apiSamples) },
        documents: count,
        insertSeconds,
        queries,
        latencyMs: percentiles(samples),
        withWarmupMs: percentiles([...warmup, ...samples]),
      };
    },
  );
}

/** Search latency at 100,000 properties, through the real driver and the product's search code. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ObjectId } from 'mongodb';
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
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { searchPropertyPage } from '../api/src/db/property-search';
import { pricePerSqftOf } from '../api/src/db/search-fields';
import { openDatabase } from '../api/src/db/client';
import { ensureIndexes, collections, type PropertyDoc } from '../api/src/db/collections';
import { objectIdAt, referenceOf } from '../api/src/db/ids';
import { searchProperties } from '../api/src/db/properties';
import { percentiles, type Percentiles } from './stats';

const AREAS = [
  ['downtown_dubai', 'dubai', 'Downtown Dubai'],
  ['dubai_marina', 'dubai', 'Dubai Marina'],
  ['palm_jumeirah', 'dubai', 'Palm Jumeirah'],
  ['business_bay', 'dubai', 'Business Bay'],
  ['al_reem_island', 'abu-dhabi', 'Al Reem Island'],
  ['al_majaz', 'sharjah', 'Al Majaz'],
] as const;

/** Deterministic pseudo-random numbers so runs are comparable. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

export interface SearchBench {
  documents: number;
  insertSeconds: number;
  queries: number;
  /** After WARMUP untimed queries (JIT, driver pool, the indexes' column caches). */
  latencyMs: Percentiles;
  /** The same run with the warm-up queries counted: what the first visitors after a start see. */
  withWarmupMs: Percentiles;
  /** GET /api/search's filtered, sorted, paged search (issue 26) through the driver (the product's
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

/** Queries run before timing: the first query after a start and the first count on each index
 * build caches (see packages/embedded-mongo/src/columns.ts). */
const WARMUP = 20;

export async function benchSearch(count = 100_000, queries = 400): Promise<SearchBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-bench-'));
  const db = await openDatabase({ dataDir, mongodbUri: process.env.MONGODB_URI, mongodbDb: 'manzil_bench' });
  try {
    await db.db.dropDatabase();
    await ensureIndexes(db.db);
    // Area/emirate records so that location names resolve as they do in the product.
    await collections(db.db).emirates.insertMany(
      ['Dubai', 'Abu Dhabi', 'Sharjah'].map((name, order) => ({
        _id: new ObjectId(),
        name,
        slug: name.toLowerCase().replace(/\s+/g, '-'),
        key: name.replace(/\s+/g, ''),
        text: name,
        image: '',
        order,
        updatedAt: new Date(),
      })),
    );
    await collections(db.db).areas.insertMany(
      AREAS.map(([key, emirate, name], order) => ({
        _id: new ObjectId(),
        emirate,
        name,
        slug: key.replace(/_/g, '-'),
        key,
        discription: name,
        imageURL: '',
        neighbourhood: [],
        feature: [],
        pdf: '',
        floorplan: [],
        images: [],
        order,
        updatedAt: new Date(),
      })),
    );
    const random = prng(42);
    const started = performance.now();
    const batch: PropertyDoc[] = [];
    const firstSecond = Math.floor(Date.now() / 1000) - count;
    for (let i = 0; i < count; i++) {
      const [areaName, emirate, areaLabel] = AREAS[Math.floor(random() * AREAS.length)]!;
      const purpose: Purpose = random() < 0.6 ? 'Buy' : 'Rent';
      const now = new Date((firstSecond + i) * 1000);
      const area = 400 + Math.floor(random() * 4600);
      const status = random() < 0.9 ? 'available' : random() < 0.5 ? 'sold' : 'under-offer';
      // Distinct seconds, as the API stamps them: each a Reference ID of its own.
      const _id = objectIdAt(firstSecond + i);
      batch.push({
        _id,
        ref: referenceOf(_id),
        slug: `bench-${i}`,
        areaName,
        emirate,
        house_name: `Bench Residence ${i}`,
        house_type: PROPERTY_TYPES[Math.floor(random() * PROPERTY_TYPES.length)]!,
        for: purpose,
        bedrooms: Math.floor(random() * 7),
        bathrooms: 1 + Math.floor(random() * 5),
        location: `${areaLabel}, ${emirate}`,
        discription: 'Prime Location - Close to everything.',
        price:
          purpose === 'Buy'
            ? Math.round(300_000 + random() * 9_000_000)
            : Math.round(800 + random() * 30_000),
        area,
        status,
        furnishing: FURNISHINGS[Math.floor(random() * FURNISHINGS.length)]!,
        completion: random() < 0.8 ? 'ready' : '2027-Q3',
        imageurl: '/placeholder-property.jpg',
        createdAt: now,
        updatedAt: now,
      });
      const last = batch.at(-1)!;
      last.pricePerSqft = pricePerSqftOf(last);
      if (batch.length === 5000) await collections(db.db).properties.insertMany(batch.splice(0));
    }
    if (batch.length) await collections(db.db).properties.insertMany(batch);
    const insertSeconds = (performance.now() - started) / 1000;

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
    const driverSamples: number[] = [];
    for (const [i, q] of filteredQueries.entries()) {
      const t0 = performance.now();
      await searchPropertyPage(db.db, q, SEARCH_PAGE_SIZE);
      if (i >= WARMUP) driverSamples.push(performance.now() - t0);
    }
    const config = loadConfig({ DATA_DIR: dataDir, GEOCODER_URL: 'off', ADMIN_PASSWORD: 'bench-password-1' });
    const app = createApp({ config, db });
    const apiSamples: number[] = [];
    for (const [i, q] of filteredQueries.entries()) {
      const t0 = performance.now();
      const res = await app.request(`/api/search?${searchQueryToParams(q).toString()}`, {
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET /api/search answered ${res.status}`);
      if (i >= WARMUP) apiSamples.push(performance.now() - t0);
    }
    return {
      filtered: { queries, driverMs: percentiles(driverSamples), apiMs: percentiles(apiSamples) },
      documents: count,
      insertSeconds,
      queries,
      latencyMs: percentiles(samples),
      withWarmupMs: percentiles([...warmup, ...samples]),
    };
  } finally {
    await db.db.dropDatabase().catch(() => undefined);
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

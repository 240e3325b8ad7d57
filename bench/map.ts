/**
 * The results map's query (GET /api/search/points, issue 26) at 100,000 listings: every match of a
 * search as map points, capped at MAP_POINTS_MAX, through the driver (the product's query code) and
 * through the API (the Hono app in this process: reading, JSON, compression), with the answer's size.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ObjectId } from 'mongodb';
import {
  DEFAULT_SEARCH,
  FURNISHINGS,
  PROPERTY_TYPES,
  searchQueryToParams,
  type Purpose,
  type SearchBbox,
  type SearchQuery,
} from '@manzil/contract';
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/client';
import { collections, ensureIndexes, type PropertyDoc } from '../api/src/db/collections';
import { objectIdAt, referenceOf } from '../api/src/db/ids';
import { searchMapPoints } from '../api/src/db/property-search';
import { pricePerSqftOf } from '../api/src/db/search-fields';
import { percentiles, type Percentiles } from './stats';

/** Areas with their real centres: listings spread about 2 km around them. */
const AREAS = [
  ['downtown_dubai', 'dubai', 'Downtown Dubai', 25.1972, 55.2744],
  ['dubai_marina', 'dubai', 'Dubai Marina', 25.0805, 55.1403],
  ['palm_jumeirah', 'dubai', 'Palm Jumeirah', 25.1124, 55.139],
  ['business_bay', 'dubai', 'Business Bay', 25.1857, 55.2656],
  ['al_reem_island', 'abu-dhabi', 'Al Reem Island', 24.4989, 54.4053],
  ['al_majaz', 'sharjah', 'Al Majaz', 25.3262, 55.3857],
] as const;

/** Deterministic pseudo-random numbers so runs are comparable. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

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

const WARMUP = 20;

export async function benchMap(count = 100_000, queries = 300): Promise<MapBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-bench-map-'));
  const db = await openDatabase({
    dataDir,
    mongodbUri: process.env.MONGODB_URI,
    mongodbDb: 'manzil_bench_map',
  });
  try {
    await db.db.dropDatabase();
    await ensureIndexes(db.db);
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
      AREAS.map(([key, emirate, name, lat, lon], order) => ({
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
        lat,
        lon,
        order,
        updatedAt: new Date(),
      })),
    );
    const random = prng(7);
    const batch: PropertyDoc[] = [];
    const firstSecond = Math.floor(Date.now() / 1000) - count;
    for (let i = 0; i < count; i++) {
      const [areaName, emirate, areaLabel, lat, lon] = AREAS[Math.floor(random() * AREAS.length)]!;
      const purpose: Purpose = random() < 0.6 ? 'Buy' : 'Rent';
      const now = new Date((firstSecond + i) * 1000);
      const _id = objectIdAt(firstSecond + i);
      const doc: PropertyDoc = {
        _id,
        ref: referenceOf(_id),
        slug: `bench-map-${i}`,
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
        area: 400 + Math.floor(random() * 4600),
        status: random() < 0.9 ? 'available' : 'sold',
        furnishing: FURNISHINGS[Math.floor(random() * FURNISHINGS.length)]!,
        completion: 'ready',
        imageurl: `/api/images/${_id.toHexString()}`,
        lat: Number((lat + (random() - 0.5) * 0.04).toFixed(5)),
        lon: Number((lon + (random() - 0.5) * 0.04).toFixed(5)),
        createdAt: now,
        updatedAt: now,
      };
      doc.pricePerSqft = pricePerSqftOf(doc);
      batch.push(doc);
      if (batch.length === 5000) await collections(db.db).properties.insertMany(batch.splice(0));
    }
    if (batch.length) await collections(db.db).properties.insertMany(batch);

    const searches = Array.from({ length: WARMUP + queries }, () => mapSearch(random));
    const driverSamples: number[] = [];
    let capped = 0;
    for (const [i, q] of searches.entries()) {
      const t0 = performance.now();
      const answer = await searchMapPoints(db.db, q);
      if (i >= WARMUP) {
        driverSamples.push(performance.now() - t0);
        if (answer.capped) capped++;
      }
    }
    const config = loadConfig({ DATA_DIR: dataDir, GEOCODER_URL: 'off', ADMIN_PASSWORD: 'bench-password-1' });
    const app = createApp({ config, db });
    const apiSamples: number[] = [];
    let maxRaw = 0;
    let maxSent = 0;
    let maxPoints = 0;
    for (const [i, q] of searches.entries()) {
      const t0 = performance.now();
      const res = await app.request(`/api/search/points?${searchQueryToParams(q).toString()}`, {
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      const sent = await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET /api/search/points answered ${res.status}`);
      if (i < WARMUP) continue;
      apiSamples.push(performance.now() - t0);
      if (sent.byteLength > maxSent) {
        maxSent = sent.byteLength;
        const answer = await searchMapPoints(db.db, q);
        maxRaw = Buffer.byteLength(JSON.stringify(answer));
        maxPoints = answer.points.length;
      }
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
  } finally {
    await db.db.dropDatabase().catch(() => undefined);
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

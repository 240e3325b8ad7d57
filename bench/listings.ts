/**
 * What the database benches share: a throwaway database, the emirates and areas that location names
 * resolve to, 100,000 generated listings inserted in batches, and the timed loops with their warm-up.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ObjectId } from 'mongodb';
import { PROPERTY_TYPES, type Purpose } from '@manzil/contract';
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { openDatabase, type Database } from '../api/src/db/client';
import { collections, ensureIndexes, type PropertyDoc } from '../api/src/db/collections';
import { objectIdAt, referenceOf } from '../api/src/db/ids';
import { pricePerSqftOf } from '../api/src/db/search-fields';

/** Areas with their real centres: generated listings spread around them. */
export const AREAS = [
  ['downtown_dubai', 'dubai', 'Downtown Dubai', 25.1972, 55.2744],
  ['dubai_marina', 'dubai', 'Dubai Marina', 25.0805, 55.1403],
  ['palm_jumeirah', 'dubai', 'Palm Jumeirah', 25.1124, 55.139],
  ['business_bay', 'dubai', 'Business Bay', 25.1857, 55.2656],
  ['al_reem_island', 'abu-dhabi', 'Al Reem Island', 24.4989, 54.4053],
  ['al_majaz', 'sharjah', 'Al Majaz', 25.3262, 55.3857],
] as const;

/** Queries run before timing: the first query after a start and the first count on each index
 * build caches (see packages/embedded-mongo/src/columns.ts). */
export const WARMUP = 20;

/** Deterministic pseudo-random numbers so runs are comparable. */
export function prng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** An empty database of its own in a temporary folder (or on MONGODB_URI), with the product's indexes. */
export async function benchDatabase(name: string): Promise<{ db: Database; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `manzil-${name}-`));
  const db = await openDatabase({
    dataDir,
    mongodbUri: process.env.MONGODB_URI,
    mongodbDb: `manzil_${name.replace(/-/g, '_')}`,
  });
  await db.db.dropDatabase();
  await ensureIndexes(db.db);
  return { db, dataDir };
}

export async function dropBenchDatabase(db: Database, dataDir: string): Promise<void> {
  await db.db.dropDatabase().catch(() => undefined);
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Emirate and area records, so that location names resolve as they do in the product. */
export async function insertPlaces(db: Database, { centres }: { centres: boolean }): Promise<void> {
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
      ...(centres ? { lat, lon } : {}),
      order,
      updatedAt: new Date(),
    })),
  );
}

/**
 * A generated listing stamped at `second` (its Reference ID comes from it, as the API's do): an area,
 * a purpose, a type, rooms and a price drawn from `random` in that order (the caller adds its size and
 * what it measures); `place` is its area's row.
 */
export function benchListing(
  random: () => number,
  second: number,
  { slug, name, description }: { slug: string; name: string; description: string },
): { doc: PropertyDoc; place: (typeof AREAS)[number] } {
  const place = AREAS[Math.floor(random() * AREAS.length)]!;
  const [areaName, emirate, areaLabel] = place;
  const purpose: Purpose = random() < 0.6 ? 'Buy' : 'Rent';
  const at = new Date(second * 1000);
  const _id = objectIdAt(second);
  const doc: PropertyDoc = {
    _id,
    ref: referenceOf(_id),
    slug,
    areaName,
    emirate,
    house_name: name,
    house_type: PROPERTY_TYPES[Math.floor(random() * PROPERTY_TYPES.length)]!,
    for: purpose,
    bedrooms: Math.floor(random() * 7),
    bathrooms: 1 + Math.floor(random() * 5),
    location: `${areaLabel}, ${emirate}`,
    discription: description,
    price:
      purpose === 'Buy' ? Math.round(300_000 + random() * 9_000_000) : Math.round(800 + random() * 30_000),
    imageurl: '/placeholder-property.jpg',
    createdAt: at,
    updatedAt: at,
  };
  return { doc, place };
}

/** Inserts `count` listings made by `make`, 5,000 to a call. */
export async function insertListings(
  db: Database,
  count: number,
  make: (i: number) => PropertyDoc,
): Promise<void> {
  const batch: PropertyDoc[] = [];
  for (let i = 0; i < count; i++) {
    batch.push(make(i));
    if (batch.length === 5000) await collections(db.db).properties.insertMany(batch.splice(0));
  }
  if (batch.length) await collections(db.db).properties.insertMany(batch);
}

/**
 * Inserts `count` listings for the search benches, one a second up to now (slugs `<name>-<i>`): a
 * size and the price per sq ft the search sorts by beside benchListing's fields. `vary` sets what the
 * bench filters on (status, furnishing...), drawing from `random` after the size.
 */
export async function insertSearchListings(
  db: Database,
  count: number,
  random: () => number,
  name: string,
  vary: (doc: PropertyDoc, place: (typeof AREAS)[number]) => void,
): Promise<void> {
  const firstSecond = Math.floor(Date.now() / 1000) - count;
  await insertListings(db, count, (i) => {
    // Distinct seconds, as the API stamps them: each a Reference ID of its own.
    const { doc, place } = benchListing(random, firstSecond + i, {
      slug: `${name}-${i}`,
      name: `Bench Residence ${i}`,
      description: 'Prime Location - Close to everything.',
    });
    doc.area = 400 + Math.floor(random() * 4600);
    vary(doc, place);
    doc.pricePerSqft = pricePerSqftOf(doc);
    return doc;
  });
}

/** What a search bench's run gets: the database with its listings, the random stream they were drawn
 * from (to draw the queries from next), how long the insert took, and the API app on the database. */
export interface SearchListingsBench {
  db: Database;
  random: () => number;
  insertSeconds: number;
  openApp: () => ReturnType<typeof createApp>;
}

/**
 * A bench database of its own (`name`) with the places and `count` search listings drawn from
 * `prng(seed)` (see insertSearchListings; `vary` draws from the same stream), handed to `run` and
 * dropped after it, whatever it did.
 */
export async function withSearchListings<R>(
  name: string,
  { count, seed, centres }: { count: number; seed: number; centres: boolean },
  vary: (doc: PropertyDoc, place: (typeof AREAS)[number], random: () => number) => void,
  run: (bench: SearchListingsBench) => Promise<R>,
): Promise<R> {
  const { db, dataDir } = await benchDatabase(name);
  try {
    await insertPlaces(db, { centres });
    const random = prng(seed);
    const started = performance.now();
    await insertSearchListings(db, count, random, name, (doc, place) => vary(doc, place, random));
    const insertSeconds = (performance.now() - started) / 1000;
    return await run({ db, random, insertSeconds, openApp: () => benchApp(db, dataDir) });
  } finally {
    await dropBenchDatabase(db, dataDir);
  }
}

/** Runs each of `plan` in turn and returns the milliseconds of those after the warm-up. */
export async function timeEach<T>(
  plan: readonly T[],
  run: (item: T, measured: boolean) => Promise<unknown>,
): Promise<number[]> {
  const samples: number[] = [];
  for (const [i, item] of plan.entries()) {
    const t0 = performance.now();
    await run(item, i >= WARMUP);
    if (i >= WARMUP) samples.push(performance.now() - t0);
  }
  return samples;
}

/** The API app in this process on a bench database, as the search benches call it. */
export function benchApp(db: Database, dataDir: string): ReturnType<typeof createApp> {
  const config = loadConfig({ DATA_DIR: dataDir, GEOCODER_URL: 'off', ADMIN_PASSWORD: 'bench-password-1' });
  return createApp({ config, db });
}

/** GET `url` from the app in this process as a browser asks for it (compressed); the bytes sent. */
export async function requestOk(app: ReturnType<typeof createApp>, url: string): Promise<ArrayBuffer> {
  const res = await app.request(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  const sent = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET ${url.split('?')[0]} answered ${res.status}`);
  return sent;
}

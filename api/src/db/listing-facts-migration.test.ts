import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { FIXTURE_SEED } from '../../test/fixtures/seed';
import { databaseEnv } from '../../test/helpers';
import {
  LISTING_FACTS_MARKER,
  SEED_FACT_FIELDS,
  seedContent,
  seedListingFacts,
  type SeedContent,
} from './bootstrap';
import { openDatabase, type Database } from './client';
import { collections, ensureIndexes } from './collections';

let db: Database;
let dataDir: string;
let cfg: ReturnType<typeof loadConfig>;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-facts-'));
  cfg = loadConfig({ DATA_DIR: dataDir, ...databaseEnv('manzil_facts') });
  db = await openDatabase(cfg);
});
afterAll(async () => {
  if (cfg.mongodbUri) await db.db.dropDatabase();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** What an older seed lacked: the photos and every fact the migration fills in. */
const FACTS = ['photos', ...SEED_FACT_FIELDS];
/** The fixture as an older version seeded it: no agents, no listing facts. */
const strip = (seed: SeedContent): SeedContent => ({
  ...seed,
  agents: undefined,
  properties: seed.properties.map((p) => {
    const old: Record<string, unknown> = { ...p };
    for (const field of FACTS) delete old[field];
    return old as unknown as SeedContent['properties'][number];
  }),
});

describe('seedListingFacts on a database seeded before the listing facts', () => {
  it('adds the agents and fills only the missing facts, once', async () => {
    const c = collections(db.db);
    await ensureIndexes(db.db);
    await seedContent(db.db, strip(FIXTURE_SEED));
    // The admin had already changed one listing: an uploaded cover and a status of their own.
    await c.properties.updateOne(
      { slug: 'boulevard-point' },
      { $set: { status: 'sold', imageurl: '/api/images/aaaaaaaaaaaaaaaaaaaaaaaa' } },
    );

    expect(await seedListingFacts(db.db, FIXTURE_SEED)).toEqual({ migrated: true });
    expect(await c.agents.countDocuments({})).toBe(3);
    const point = await c.properties.findOne({ slug: 'boulevard-point' });
    expect(point).toMatchObject({ status: 'sold', permitNumber: '7154302981', agent: 'layla-haddad' });
    expect(point).not.toHaveProperty('photos');
    expect(point!.amenities).toEqual(['Pool', 'Gym']);
    expect(await c.properties.findOne({ slug: 'marina-gate-rental' })).toMatchObject({
      rentPeriod: 'yearly',
    });

    // Once done, never again: an agent the admin removed stays removed.
    await c.agents.deleteOne({ slug: 'omar-siddiqui' });
    expect(await seedListingFacts(db.db, FIXTURE_SEED)).toEqual({ migrated: false });
    expect(await c.agents.countDocuments({})).toBe(2);
    expect(await c.meta.findOne({ _id: LISTING_FACTS_MARKER })).not.toBeNull();
  });

  it('refuses a seed agent the contract refuses, before writing', async () => {
    await collections(db.db).meta.deleteOne({ _id: LISTING_FACTS_MARKER });
    const bad = {
      ...FIXTURE_SEED,
      agents: [{ ...FIXTURE_SEED.agents![0]!, slug: 'fresh', photo: 'javascript:x' }],
    };
    await expect(seedListingFacts(db.db, bad)).rejects.toThrow();
    expect(await collections(db.db).agents.findOne({ slug: 'fresh' })).toBeNull();
  });
});

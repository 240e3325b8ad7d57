import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { FIXTURE_SEED } from '../../test/fixtures/seed';
import { databaseEnv } from '../../test/helpers';
import { bootstrapData, seedContent, seedDates, seedPropertySlugs, type SeedContent } from './bootstrap';
import { openDatabase, type Database } from './client';
import { collections } from './collections';
import { verifyPassword } from '../lib/passwords';

let db: Database;
let dataDir: string;
const config = () => loadConfig({ DATA_DIR: dataDir, ...databaseEnv('manzil_boot') });
let cfg: ReturnType<typeof loadConfig>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-boot-'));
  cfg = config();
  db = await openDatabase(cfg);
});
afterAll(async () => {
  if (cfg.mongodbUri) await db.db.dropDatabase();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('bootstrapData', () => {
  it('seeds an empty database and creates a first admin with a generated password printed once', async () => {
    const lines: string[] = [];
    await bootstrapData({
      config: { admin: {}, agencyEmail: 'hello@manzil.ae' },
      db,
      seed: FIXTURE_SEED,
      log: (l) => lines.push(l),
    });
    const c = collections(db.db);
    expect(await c.emirates.countDocuments({})).toBe(3);
    expect(await c.areas.countDocuments({})).toBe(5);
    expect(await c.properties.countDocuments({})).toBe(FIXTURE_SEED.properties.length);
    expect(await c.vrcards.countDocuments({})).toBe(2);
    const admin = await c.admins.findOne({ username: 'admin' });
    expect(admin!.email).toBe('hello@manzil.ae');
    const printed = lines.find((l) => l.includes('generated password'))!;
    const password = printed.split(': ').at(-1)!;
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await verifyPassword(password, admin!.passwordHash)).toBe(true);
    expect(admin!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('is idempotent: a second run adds nothing and creates no second admin', async () => {
    const lines: string[] = [];
    await bootstrapData({
      config: { admin: { username: 'other', password: 'password123' }, agencyEmail: 'x@y.ae' },
      db,
      seed: FIXTURE_SEED,
      log: (l) => lines.push(l),
    });
    const c = collections(db.db);
    expect(await c.properties.countDocuments({})).toBe(FIXTURE_SEED.properties.length);
    expect(await c.emirates.countDocuments({})).toBe(3);
    expect(await c.admins.countDocuments({})).toBe(1);
    expect(lines).toEqual([]);
  });

  it('does not re-seed after the admin deleted everything', async () => {
    const c = collections(db.db);
    await c.properties.deleteMany({});
    await bootstrapData({
      config: { admin: {}, agencyEmail: 'x@y.ae' },
      db,
      seed: FIXTURE_SEED,
      log: () => undefined,
    });
    expect(await c.properties.countDocuments({})).toBe(0);
  });

  it('creates the indexes of the hot queries, slugs unique', async () => {
    const names = (await collections(db.db).properties.listIndexes().toArray()).map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['slug_unique', 'area_created', 'search_purpose_price']));
    await collections(db.db).properties.insertOne({ slug: 'twice' } as never);
    const dup = collections(db.db).properties.insertOne({ slug: 'twice' } as never);
    await expect(dup).rejects.toMatchObject({ code: 11000 });
  });
});

/** A fresh database of its own, closed and removed after `body`. */
async function withFreshDb(prefix: string, body: (db: Database) => Promise<void>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const fresh = await openDatabase(loadConfig({ DATA_DIR: dir, ...databaseEnv('manzil_part') }));
  try {
    await body(fresh);
  } finally {
    if (process.env.MONGODB_URI) await fresh.db.dropDatabase();
    await fresh.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Everything the seed writes, without ids and timestamps, sorted: equal for equal content. */
async function contentOf(db: Database) {
  const c = collections(db.db);
  const strip = <T extends { _id: unknown }>(docs: T[]) =>
    docs
      .map(({ _id, ...rest }) => {
        // A property's `ref` is its id's first 8 characters: as distinct between runs as the id.
        const {
          createdAt: _created,
          updatedAt: _updated,
          ref: _ref,
          ...content
        } = rest as Record<string, unknown>;
        return JSON.stringify(content);
      })
      .sort();
  return {
    emirates: strip(await c.emirates.find().toArray()),
    areas: strip(await c.areas.find().toArray()),
    properties: strip(await c.properties.find().toArray()),
    vrcards: strip(await c.vrcards.find().toArray()),
  };
}

/**
 * `db` as the seed sees it, dying (throwing) on the property write after the first `writes`; a batch
 * (insertMany, bulkWrite) dies partway, as a batch cut off by a crash leaves its first documents in.
 */
function killedAfterPropertyWrites(db: Db, writes: number): Db {
  let done = 0;
  const bound = <T extends object>(target: T, key: string | symbol) => {
    const value: unknown = Reflect.get(target, key);
    return typeof value === 'function' ? value.bind(target) : value;
  };
  return new Proxy(db, {
    get(target, key) {
      if (key !== 'collection') return bound(target, key);
      return (name: string) => {
        const collection = target.collection(name);
        if (name !== 'properties') return collection;
        return new Proxy(collection, {
          get(coll, prop) {
            if (prop === 'insertMany' || prop === 'bulkWrite') {
              const batch = bound(coll, prop) as (items: unknown[], ...rest: unknown[]) => Promise<unknown>;
              return async (items: unknown[], ...rest: unknown[]) => {
                const room = writes - done;
                if (room < items.length) {
                  if (room > 0) await batch(items.slice(0, room), ...rest);
                  done = writes;
                  throw new Error('killed');
                }
                done += items.length;
                return batch(items, ...rest);
              };
            }
            if (prop !== 'updateOne' && prop !== 'insertOne') return bound(coll, prop);
            const write = bound(coll, prop) as (...args: unknown[]) => unknown;
            return (...args: unknown[]) => {
              if (done >= writes) throw new Error('killed');
              done += 1;
              return write(...args);
            };
          },
        });
      };
    },
  });
}

describe('a first start killed midway (resumable seed)', () => {
  /** A seed with two properties of the same name, so the '-2' slug is part of the identity. */
  const SEED: SeedContent = {
    ...FIXTURE_SEED,
    properties: [...FIXTURE_SEED.properties, { ...FIXTURE_SEED.properties[0]!, price: 123 }],
  };
  const half = <T>(list: T[]) => list.slice(0, Math.ceil(list.length / 2));

  it('completes the missing documents on the next start, without duplicating or rewriting any', async () => {
    // The reference: one uninterrupted seed.
    let complete!: Awaited<ReturnType<typeof contentOf>>;
    await withFreshDb('manzil-seed-full-', async (full) => {
      await bootstrapData({ config: cfg, db: full, seed: SEED, log: () => undefined });
      complete = await contentOf(full);
    });

    await withFreshDb('manzil-seed-part-', async (part) => {
      const c = collections(part.db);
      // What a kill midway leaves: the first part of each collection and no 'seed' marker.
      await seedContent(part.db, {
        emirates: half(SEED.emirates),
        areas: SEED.areas,
        properties: half(SEED.properties),
        vrCards: [],
      });
      await c.meta.deleteOne({ _id: 'seed' });
      const before = await c.properties.find().toArray();
      expect(before.length).toBeLessThan(SEED.properties.length);
      // A document written before the kill and edited since stays as it is.
      const edit = await c.emirates.updateOne({ slug: 'dubai' }, { $set: { text: 'edited' } });
      expect(edit.modifiedCount).toBe(1);

      const lines: string[] = [];
      await bootstrapData({ config: cfg, db: part, seed: SEED, log: (l) => lines.push(l) });
      expect(lines.some((l) => l.startsWith('[api] seeded'))).toBe(true);
      expect(await c.meta.findOne({ _id: 'seed' })).not.toBeNull();

      const resumed = await contentOf(part);
      expect(resumed.properties).toEqual(complete.properties);
      expect(resumed.areas).toEqual(complete.areas);
      expect(resumed.vrcards).toEqual(complete.vrcards);
      expect(resumed.emirates.length).toBe(complete.emirates.length);
      expect((await c.emirates.findOne({ slug: 'dubai' }))?.text).toBe('edited');
      // The documents of the first run kept their ids (left alone, never deleted and re-inserted).
      for (const doc of before)
        expect((await c.properties.findOne({ slug: doc.slug }))?._id.equals(doc._id)).toBe(true);
      const slugs = (await c.properties.find().toArray()).map((p) => p.slug);
      expect(new Set(slugs).size).toBe(SEED.properties.length);
      expect(slugs).toEqual(expect.arrayContaining(seedPropertySlugs(SEED.properties)));

      // Killed again right before the marker: a third start changes nothing.
      await c.meta.deleteOne({ _id: 'seed' });
      await bootstrapData({ config: cfg, db: part, seed: SEED, log: () => undefined });
      expect(await contentOf(part)).toEqual(resumed);
    });
  });

  it('keeps the order of the seed when a real run is cut off after some properties', async () => {
    await withFreshDb('manzil-seed-order-', async (part) => {
      const c = collections(part.db);
      const cutAfter = 3;
      await expect(seedContent(killedAfterPropertyWrites(part.db, cutAfter), SEED)).rejects.toThrow('killed');
      expect(await c.properties.countDocuments({})).toBe(cutAfter);
      expect(await c.meta.findOne({ _id: 'seed' })).toBeNull();

      await bootstrapData({ config: cfg, db: part, seed: SEED, log: () => undefined });
      const bySeedOrder = seedPropertySlugs(SEED.properties);
      const byCreated = (await c.properties.find().sort({ createdAt: 1, _id: 1 }).toArray()).map(
        (p) => p.slug,
      );
      expect(byCreated).toEqual(bySeedOrder);
    });
  });

  it('dates a demo listing the days before the first start it says, in Dubai office hours, never ahead', () => {
    const now = new Date('2026-11-26T09:30:00Z'); // 13:30 in Dubai
    const at = new Date(now.getTime() - 5000);
    expect(seedDates(now, 0, at)).toEqual({ createdAt: at, updatedAt: at });
    const dubaiHour = (d: Date) => (d.getUTCHours() + 4) % 24;
    for (let i = 0; i < 40; i += 1) {
      const { createdAt, updatedAt } = seedDates(now, i, at, 30 + i, 10);
      expect(Math.round((now.getTime() - createdAt.getTime()) / 86_400_000)).toBeGreaterThanOrEqual(29 + i);
      expect(dubaiHour(createdAt)).toBeGreaterThanOrEqual(8);
      expect(dubaiHour(createdAt)).toBeLessThan(16);
      expect(updatedAt.getTime() - createdAt.getTime()).toBe((20 + i) * 86_400_000);
    }
    // Listed today after this start's hour: now, not later.
    expect(seedDates(now, 7, at, 0, 0).createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    // An update before the listing reads as the listing.
    const odd = seedDates(now, 1, at, 3, 9);
    expect(odd.updatedAt).toEqual(odd.createdAt);
  });

  it('spreads the demo listings over the past months on a first start', async () => {
    await withFreshDb('manzil-seed-dates-', async (fresh) => {
      const dated = {
        ...SEED,
        properties: SEED.properties.map((p, i) => ({ ...p, listedDaysAgo: 60 + i, updatedDaysAgo: 5 })),
      };
      const before = Date.now();
      await seedContent(fresh.db, dated);
      const docs = await collections(fresh.db).properties.find().toArray();
      expect(docs.length).toBe(SEED.properties.length);
      for (const doc of docs) {
        expect(doc).not.toHaveProperty('listedDaysAgo');
        expect(doc).not.toHaveProperty('updatedDaysAgo');
        const daysAgo = (before - doc.createdAt.getTime()) / 86_400_000;
        expect(daysAgo).toBeGreaterThan(59);
        expect(daysAgo).toBeLessThan(61 + SEED.properties.length);
        expect(doc.updatedAt.getTime()).toBeGreaterThan(doc.createdAt.getTime());
        expect(doc.updatedAt.getTime()).toBeLessThanOrEqual(before);
      }
    });
  });

  it('gives repeated names the slugs insertProperty would: name, name-2, name-3', () => {
    const p = FIXTURE_SEED.properties[0]!;
    expect(
      seedPropertySlugs([
        { ...p, house_name: 'Palm Villa' },
        { ...p, house_name: 'Palm Villa 2' },
        { ...p, house_name: 'Palm Villa' },
        { ...p, house_name: 'Palm  Villa!' },
      ]),
    ).toEqual(['palm-villa', 'palm-villa-2', 'palm-villa-3', 'palm-villa-4']);
  });

  it('rejects a seed property of an unknown area before writing anything', async () => {
    await withFreshDb('manzil-seed-bad-', async (bad) => {
      const broken = {
        ...SEED,
        properties: [...SEED.properties, { ...SEED.properties[0]!, areaName: 'Nowhere' }],
      };
      await expect(seedContent(bad.db, broken)).rejects.toThrow(/unknown area "Nowhere"/);
      expect(await collections(bad.db).emirates.countDocuments({})).toBe(0);
    });
  });
});

describe('the demo seed', () => {
  it('meets the issue minimums and seeds cleanly', async () => {
    await withFreshDb('manzil-seed-', async (seedDb) => {
      await bootstrapData({
        config: { admin: { password: 'password123' }, agencyEmail: 'x@y.ae' },
        db: seedDb,
        log: () => undefined,
      });
      const c = collections(seedDb.db);
      expect(await c.emirates.countDocuments({})).toBe(9);
      expect(await c.properties.countDocuments({})).toBeGreaterThanOrEqual(80);
      expect(await c.properties.countDocuments({ areaName: 'downtown_dubai' })).toBeGreaterThanOrEqual(13);
      expect(await c.properties.countDocuments({ areaName: 'sobha' })).toBeGreaterThanOrEqual(7);
      expect(await c.vrcards.countDocuments({})).toBeGreaterThanOrEqual(9);
      const slugs = await c.properties.find({}, { projection: { slug: 1 } }).toArray();
      expect(new Set(slugs.map((s) => s.slug)).size).toBe(slugs.length);
    });
  });
});

describe('the Arabic texts of the demo content', () => {
  it('seeds them, and fills a database seeded without them, never over what staff wrote', async () => {
    await withFreshDb('manzil-seed-ar-', async (seedDb) => {
      const quiet = { config: { admin: { password: 'password123' }, agencyEmail: 'x@y.ae' }, db: seedDb };
      await bootstrapData({ ...quiet, log: () => undefined });
      const c = collections(seedDb.db);
      const marina = await c.areas.findOne({ key: 'dubai_marina' });
      expect(marina?.translations?.ar?.name).toBe('دبي مارينا');
      expect((await c.emirates.findOne({ slug: 'dubai' }))?.translations?.ar?.name).toBe('دبي');
      expect((await c.agents.findOne({ slug: 'layla-haddad' }))?.translations?.ar?.name).toBe('ليلى حداد');
      expect(await c.properties.countDocuments({ 'translations.ar.house_name': { $exists: false } })).toBe(0);
      expect(await c.vrcards.countDocuments({ 'translations.ar.name': { $exists: false } })).toBe(0);

      // A database seeded before the Arabic texts: staff since wrote one Arabic name and re-wrote one
      // English description.
      for (const name of ['emirates', 'areas', 'properties', 'agents', 'vrcards'])
        await seedDb.db.collection(name).updateMany({}, { $unset: { translations: '' } });
      await c.meta.deleteOne({ _id: 'seed-arabic-v1' });
      await c.areas.updateOne({ key: 'dubai_marina' }, { $set: { 'translations.ar.name': 'مرسى دبي' } });
      await c.areas.updateOne({ key: 'palm_jumeirah' }, { $set: { discription: 'Written by staff.' } });
      const lines: string[] = [];
      await bootstrapData({ ...quiet, log: (l) => lines.push(l) });
      expect(lines.some((l) => /added \d+ Arabic texts/.test(l))).toBe(true);
      const after = await c.areas.findOne({ key: 'dubai_marina' });
      expect(after?.translations?.ar).toEqual({
        name: 'مرسى دبي',
        discription: marina?.translations?.ar?.discription,
      });
      const palm = await c.areas.findOne({ key: 'palm_jumeirah' });
      expect(palm?.translations?.ar?.name).toBe('نخلة جميرا');
      expect(palm?.translations?.ar?.discription).toBeUndefined();
      expect(await c.properties.countDocuments({ 'translations.ar.discription': { $exists: false } })).toBe(
        0,
      );

      // Once done, never again: an Arabic text staff removed stays removed.
      await c.areas.updateOne({ key: 'dubai_marina' }, { $unset: { 'translations.ar.name': '' } });
      await bootstrapData({ ...quiet, log: () => undefined });
      expect((await c.areas.findOne({ key: 'dubai_marina' }))?.translations?.ar?.name).toBeUndefined();
    });
  });
});

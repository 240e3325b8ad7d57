import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { FIXTURE_SEED } from '../../test/fixtures/seed';
import { bootstrapData } from './bootstrap';
import { openDatabase, type Database } from './client';
import { collections } from './collections';
import { verifyPassword } from '../lib/passwords';

let db: Database;
let dataDir: string;
const config = () =>
  loadConfig({
    DATA_DIR: dataDir,
    ...(process.env.MONGODB_URI
      ? { MONGODB_URI: process.env.MONGODB_URI, MONGODB_DB: `manzil_boot_${randomBytes(4).toString('hex')}` }
      : {}),
  });
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

describe('the demo seed', () => {
  it('meets the issue minimums and seeds cleanly', async () => {
    const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-seed-'));
    const seedDb = await openDatabase(
      loadConfig({
        DATA_DIR: seedDir,
        ...(process.env.MONGODB_URI
          ? {
              MONGODB_URI: process.env.MONGODB_URI,
              MONGODB_DB: `manzil_seed_${randomBytes(4).toString('hex')}`,
            }
          : {}),
      }),
    );
    try {
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
    } finally {
      if (process.env.MONGODB_URI) await seedDb.db.dropDatabase();
      await seedDb.close();
      fs.rmSync(seedDir, { recursive: true, force: true });
    }
  });
});

/**
 * What rate-limiter-flexible's RateLimiterMongo sends (findAndModify upserts with $or/$inc/$setOnInsert,
 * a duplicate-key retry once a window has ended, unique and TTL indexes), driven through the official
 * driver and through the library itself; and the TTL monitor that keeps such collections bounded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import { removeDir, startHarness, type Harness } from './test-helpers';

let h: Harness;

beforeAll(async () => {
  h = await startHarness(undefined, { ttlMonitorMs: 50 });
});

afterAll(async () => {
  await h.stop();
  removeDir(h.dir);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function limiter(name: string, points: number, duration: number, tableName = 'limits'): RateLimiterMongo {
  return new RateLimiterMongo({
    storeClient: h.db,
    tableName,
    keyPrefix: name,
    points,
    duration,
    disableIndexesCreation: tableName !== 'limits',
  });
}

/** Resolves to the rejection (over the limit) or null (allowed). */
const consume = (l: RateLimiterMongo, key: string) =>
  l.consume(key).then(
    () => null,
    (e: unknown) => {
      if (e instanceof RateLimiterRes) return e;
      throw e;
    },
  );

describe('TTL indexes', () => {
  it('removes documents once their date plus expireAfterSeconds has passed, and only those', async () => {
    const c = h.db.collection('ttl');
    await c.createIndex({ at: 1 }, { expireAfterSeconds: 1 });
    const now = Date.now();
    await c.insertMany([
      { _id: 'old' as never, at: new Date(now - 5_000) },
      { _id: 'oldest-in-array' as never, at: [new Date(now + 60_000), new Date(now - 5_000)] },
      { _id: 'fresh' as never, at: new Date(now + 60_000) },
      { _id: 'not-a-date' as never, at: now - 5_000 },
      { _id: 'missing' as never },
    ]);
    await sleep(300);
    const left = (await c.find().toArray()).map((d) => d._id).sort();
    expect(left).toEqual(['fresh', 'missing', 'not-a-date']);
  });
});

describe('RateLimiterMongo on the embedded server', () => {
  it('creates its unique and TTL indexes', async () => {
    const l = limiter('idx', 1, 60);
    await l.createIndexes();
    const indexes = await h.db.collection('limits').indexes();
    expect(indexes.find((i) => i.name === 'key_1')?.unique).toBe(true);
    expect(indexes.find((i) => i.name === 'expire_-1')?.expireAfterSeconds).toBe(0);
  });

  it('counts to the limit, then refuses with the time left', async () => {
    const l = limiter('count', 3, 60);
    for (let i = 1; i <= 3; i++) expect(await consume(l, 'k')).toBeNull();
    const over = await consume(l, 'k');
    expect(over?.consumedPoints).toBe(4);
    expect(over?.msBeforeNext).toBeGreaterThan(58_000);
    expect(await consume(l, 'other')).toBeNull();
    await l.reward('k', 2);
    expect((await l.get('k'))?.consumedPoints).toBe(2);
    expect(await l.delete('k')).toBe(true);
    expect(await l.get('k')).toBeNull();
  });

  it('counts parallel consumes exactly (one atomic upsert each, one document per key)', async () => {
    const l = limiter('parallel', 5, 60);
    const results = await Promise.all(Array.from({ length: 20 }, () => consume(l, 'p')));
    expect(results.filter((r) => r === null)).toHaveLength(5);
    expect(await h.db.collection('limits').countDocuments({ key: 'parallel:p' })).toBe(1);
    expect((await l.get('p'))?.consumedPoints).toBe(20);
  });

  it('starts a new window once the old one ended, through the duplicate-key retry', async () => {
    // Only the unique index: no TTL monitor removes the ended window first, the limiter must replace it.
    await h.db.collection('limits_no_ttl').createIndex({ key: 1 }, { unique: true });
    const l = limiter('window', 1, 1, 'limits_no_ttl');
    expect(await consume(l, 'w')).toBeNull();
    expect(await consume(l, 'w')).not.toBeNull();
    await sleep(1_100);
    const direct = await h.db
      .collection('limits_no_ttl')
      .findOneAndUpdate(
        { $or: [{ expire: { $gt: new Date() } }, { expire: { $eq: null } }], key: 'window:w' },
        { $setOnInsert: { key: 'window:w', expire: new Date(Date.now() + 1000) }, $inc: { points: 1 } },
        { upsert: true, returnDocument: 'after' },
      )
      .catch((e: { code?: number }) => e);
    expect((direct as { code?: number }).code).toBe(11000);
    expect(await consume(l, 'w')).toBeNull();
    expect((await l.get('w'))?.consumedPoints).toBe(1);
  });

  it('lets the TTL monitor remove counters whose window ended', async () => {
    const l = limiter('flood', 1, 1);
    await Promise.all(Array.from({ length: 50 }, (_, i) => consume(l, `key-${i}`)));
    expect(await h.db.collection('limits').countDocuments({ key: /^flood:/ })).toBe(50);
    await sleep(1_300);
    expect(await h.db.collection('limits').countDocuments({ key: /^flood:/ })).toBe(0);
  });
});

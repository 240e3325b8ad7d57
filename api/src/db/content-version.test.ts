import { MongoClient, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers';
import { bumpContentVersion, changingContent, contentVersion, VERSION_WAIT_MS } from './content-version';

let t: TestApp;
let other: MongoClient | undefined;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await other?.close();
  await t.close();
});

describe('content version', () => {
  it('exists after a seed, and a bump made by this worker is seen at once', async () => {
    const versions = contentVersion(t.db.db);
    const v1 = await versions.current();
    expect(v1).toMatch(/^[\w-]{8,}$/);
    const v2 = await bumpContentVersion(t.db.db);
    expect(v2).not.toBe(v1);
    expect(await versions.current()).toBe(v2);
  });

  it('another worker (another connection) sees a bump within its TTL, and at once when asked fresh', async () => {
    const uri = t.db.embedded?.uri ?? process.env.MONGODB_URI!;
    other = await MongoClient.connect(uri);
    const otherDb = other.db(t.db.db.databaseName);
    const theirs = contentVersion(otherDb, 100);
    const before = await theirs.current();
    const bumped = await bumpContentVersion(t.db.db);
    expect(await theirs.current()).toBe(before);
    expect(await theirs.fresh()).toBe(bumped);
    const again = await bumpContentVersion(t.db.db);
    await new Promise((r) => setTimeout(r, 150));
    expect(await theirs.current()).toBe(again);
  });

  it('concurrent readers share one read', async () => {
    const versions = contentVersion(t.db.db);
    await bumpContentVersion(t.db.db);
    const all = await Promise.all(Array.from({ length: 100 }, () => versions.current()));
    expect(new Set(all).size).toBe(1);
  });

  it('a write that fails halfway still bumps, and its error is the one thrown', async () => {
    const versions = contentVersion(t.db.db);
    const before = await versions.current();
    await expect(
      changingContent(t.db.db, async () => {
        throw new Error('half done');
      }),
    ).rejects.toThrow('half done');
    expect(await versions.current()).not.toBe(before);
  });

  it('a read the database is slow to answer does not hold up pages: the version read last is answered', async () => {
    // A database busy with others' searches: the read of the version waits until `answer` is called.
    let slow = false;
    let answer: (() => void) | undefined;
    const findOne = () =>
      slow
        ? new Promise((resolve) => (answer = () => resolve({ v: 'after' })))
        : Promise.resolve({ v: 'before' });
    const db = { collection: () => ({ findOne }) } as unknown as Db;
    const versions = contentVersion(db, 100);
    expect(await versions.current()).toBe('before');
    slow = true;
    await new Promise((r) => setTimeout(r, 150));
    const started = performance.now();
    expect(await versions.current()).toBe('before');
    expect(performance.now() - started).toBeLessThan(VERSION_WAIT_MS + 200);
    // The read still lands, and is what pages are validated by from then on.
    answer!();
    await new Promise((r) => setTimeout(r, 10));
    expect(await versions.current()).toBe('after');
  }, 5_000);
});

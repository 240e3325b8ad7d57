import { describe, expect, it } from 'vitest';
import { MongoClient, MongoServerError } from 'mongodb';
import { WriteGate } from './commands/write-gate';
import { inTempDir, startHarness } from './test-helpers';

const settled = async (promise: Promise<unknown>, ms = 150): Promise<boolean> =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('the fsync lock (a backup reading one moment)', () => {
  it('holds writes back until fsyncUnlock while reads go on, nested as mongod does', () =>
    inTempDir(async (dir) => {
      const h = await startHarness(dir);
      try {
        const homes = h.db.collection('homes');
        await homes.insertOne({ n: 1 });
        const admin = h.db.admin();
        expect(await admin.command({ fsync: 1, lock: true })).toMatchObject({ ok: 1, lockCount: 1 });
        expect(await admin.command({ fsync: 1, lock: true })).toMatchObject({ ok: 1, lockCount: 2 });
        const write = homes.insertOne({ n: 2 });
        const update = homes.updateOne({ n: 1 }, { $set: { n: 3 } });
        expect(await homes.find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ n: 1 }]);
        expect(await settled(write)).toBe(false);
        expect(await admin.command({ fsyncUnlock: 1 })).toMatchObject({ ok: 1, lockCount: 1 });
        expect(await settled(update)).toBe(false);
        expect(await admin.command({ fsyncUnlock: 1 })).toMatchObject({ ok: 1, lockCount: 0 });
        await Promise.all([write, update]);
        expect(await homes.countDocuments()).toBe(2);
        await expect(admin.command({ fsyncUnlock: 1 })).rejects.toBeInstanceOf(MongoServerError);
      } finally {
        await h.stop();
      }
    }));

  it('removes no expired document while locked (the TTL monitor waits too)', () =>
    inTempDir(async (dir) => {
      const h = await startHarness(dir, { ttlMonitorMs: 30 });
      try {
        const expiring = h.db.collection('expiring');
        await expiring.createIndex({ at: 1 }, { expireAfterSeconds: 0 });
        // Due in 150 ms: the lock is taken well before, and held well after.
        await expiring.insertOne({ at: new Date(Date.now() + 150) });
        await h.db.admin().command({ fsync: 1, lock: true });
        await new Promise((r) => setTimeout(r, 400));
        expect(await expiring.countDocuments()).toBe(1);
        await h.db.admin().command({ fsyncUnlock: 1 });
        await new Promise((r) => setTimeout(r, 200));
        expect(await expiring.countDocuments()).toBe(0);
      } finally {
        await h.stop();
      }
    }));

  it('lets writes through once a lock outlives its bound (a client that died holding it)', async () => {
    const gate = new WriteGate(50);
    gate.lock({ fsync: 1, lock: true });
    const waiting = gate.pass();
    expect(await settled(waiting, 10)).toBe(false);
    expect(await settled(waiting, 200)).toBe(true);
    // The late unlock is an error: the holder's reads did not stay one moment.
    expect(() => gate.unlock()).toThrow(/not locked/);
  });

  it("ends a client's locks when its connection closes (a process killed mid-backup)", () =>
    inTempDir(async (dir) => {
      const h = await startHarness(dir);
      const backup = new MongoClient(h.server.uri, { serverSelectionTimeoutMS: 5000 });
      try {
        await backup.connect();
        await backup.db('admin').command({ fsync: 1, lock: true });
        const write = h.db.collection('homes').insertOne({ n: 1 });
        expect(await settled(write)).toBe(false);
        // Its connections close with no unlock: the write goes through (not a minute later).
        await backup.close();
        await write;
        await expect(h.db.admin().command({ fsyncUnlock: 1 })).rejects.toBeInstanceOf(MongoServerError);
      } finally {
        await backup.close();
        await h.stop();
      }
    }));

  it("keeps the other connections' locks, and lets any connection unlock", async () => {
    const gate = new WriteGate();
    gate.lock({ fsync: 1, lock: true }, 1);
    gate.lock({ fsync: 1, lock: true }, 2);
    gate.dropConnection(1);
    expect(gate.locked).toBe(true);
    // Connection 2's lock, unlocked from a third (a driver's pool may pick any of its connections).
    expect(gate.unlock(3)).toMatchObject({ lockCount: 0 });
    expect(await settled(gate.pass(), 10)).toBe(true);
    gate.dropConnection(2);
    expect(gate.locked).toBe(false);
    expect(() => gate.unlock(2)).toThrow(/not locked/);
  });
});

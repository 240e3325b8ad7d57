import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { BSON } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { ADMIN, call, databaseEnv, formOf, loginToken, useTestApp } from '../../test/helpers';
import { pngBytes } from '../../test/images';
import { addedProperty } from '../../test/properties';
import { downtownApartment } from '../../test/support/form';
import { createAdmin } from '../db/admins';
import { gridBytes, indexNames, rawContents, sameBytes, seedPhotos } from '../../test/db-contents';
import { Crc64, MAGIC, TERMINATOR, readArchive } from './archive';
import { RestoreRefused, restoreBackup, writeBackup } from './backup';

const temps: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
};
const opened: Database[] = [];
/** A fresh, empty database (the embedded server in its own DATA_DIR, or one of MONGODB_URI's). */
async function freshDatabase(): Promise<Database> {
  const db = await openDatabase(
    loadConfig({ DATA_DIR: tempDir('manzil-restore-'), ...databaseEnv('manzil_restore') }),
  );
  opened.push(db);
  return db;
}
afterAll(async () => {
  for (const db of opened) {
    if (process.env.MONGODB_URI) await db.db.dropDatabase().catch(() => undefined);
    await db.close();
  }
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the archive format', () => {
  it('computes the CRC-64 mongodump stores (ECMA, as Go hash/crc64: its check value)', () => {
    expect(BigInt.asUintN(64, new Crc64().update(Buffer.from('123456789')).digest().toBigInt())).toBe(
      0x995dc9bbdf1939fan,
    );
  });

  it('gives the bit-by-bit sum on any bytes, whole or in pieces', () => {
    const reference = (bytes: Uint8Array) => {
      let crc = 0xffffffffffffffffn;
      for (const byte of bytes) {
        crc ^= BigInt(byte);
        for (let bit = 0; bit < 8; bit++) crc = crc & 1n ? (crc >> 1n) ^ 0xc96c5795d7870f42n : crc >> 1n;
      }
      return BigInt.asIntN(64, crc ^ 0xffffffffffffffffn);
    };
    for (const size of [0, 1, 7, 300, 4099]) {
      const bytes = randomBytes(size);
      expect(new Crc64().update(bytes).digest().toBigInt(), `${size} bytes`).toBe(reference(bytes));
      const cut = Math.floor(size / 3);
      const pieces = new Crc64().update(bytes.subarray(0, cut)).update(bytes.subarray(cut));
      expect(pieces.digest().toBigInt()).toBe(reference(bytes));
    }
  });
});

describe('backup and restore: the drill', () => {
  const t = useTestApp({ env: { RATE_LIMIT_ENQUIRIES: '100000' } });

  it('restores every record and every photo byte of the moment of the backup, while writes go on', async () => {
    const token = await loginToken(t.app);
    const big = await seedPhotos(t, token, 3 * 1024 * 1024 + 17, { note: 'many chunks' });
    const lead = (i: number) => ({
      kind: 'contact',
      name: `Lead ${i}`,
      email: `lead${i}@example.com`,
      phone: '0501234567',
    });
    for (let i = 0; i < 5; i++)
      expect((await call(t.app, 'POST', '/api/enquiries', { json: lead(i) })).status).toBe(201);

    // Writes go on during the backup: leads through the API, and pairs written one after the other
    // (a, then z) into two collections that a backup reads first and last, which a snapshot of one moment
    // holds both or a alone of.
    let writing = true;
    let pairs = 0;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        await t.db.db.collection('a_pairs').insertOne({ i });
        await t.db.db.collection('z_pairs').insertOne({ i });
        pairs++;
        expect((await call(t.app, 'POST', '/api/enquiries', { json: lead(100 + i) })).status).toBe(201);
      }
    })();
    while (pairs < 3) await new Promise((r) => setTimeout(r, 5));
    const before = await rawContents(t.db.db);
    const backupDir = tempDir('manzil-backups-');
    const result = await writeBackup(t.db.db, backupDir);
    const pairsAfterBackup = pairs;
    while (pairs < pairsAfterBackup + 3) await new Promise((r) => setTimeout(r, 5));
    writing = false;
    await writer;
    expect(fs.readdirSync(backupDir)).toEqual([path.basename(result.file)]);
    expect(result.bytes).toBe(fs.statSync(result.file).size);

    const target = await freshDatabase();
    const restored = await restoreBackup(target.db, result.file);
    console.log(
      `[backup drill] backup ${result.ms} ms (${result.documents} documents, ${result.bytes} bytes gzipped); restore ${restored.ms} ms`,
    );
    expect(restored.documents).toBe(result.documents);

    const now = await rawContents(t.db.db);
    const back = await rawContents(target.db);
    expect([...back.keys()].sort()).toEqual([...now.keys()].sort());
    const a = back.get('a_pairs')!.length;
    const z = back.get('z_pairs')!.length;
    // One moment: every pair finished before it, and at most one half-written pair.
    expect(a - z === 0 || a - z === 1, `${a} pairs begun, ${z} finished`).toBe(true);
    expect(a).toBeGreaterThanOrEqual(before.get('a_pairs')!.length);
    expect(a).toBeLessThan(now.get('a_pairs')!.length);
    for (const [name, docs] of back) {
      const then = before.get(name) ?? [];
      const current = now.get(name)!;
      const unchanged = sameBytes(then, current);
      if (unchanged) expect(sameBytes(docs, current), name).toBe(true);
      else {
        // Written to during the backup (leads and their mail state, audit entries, counters, the
        // pairs): every document there before it is restored, and none the site never held.
        const ids = (list: Buffer[]) => new Set(list.map((doc) => JSON.stringify(BSON.deserialize(doc)._id)));
        const restoredIds = ids(docs);
        const currentIds = ids(current);
        for (const id of ids(then)) expect(restoredIds.has(id), name).toBe(true);
        if (name !== 'rate_limits') for (const id of restoredIds) expect(currentIds.has(id), name).toBe(true);
      }
      expect(await indexNames(target.db, name)).toEqual(await indexNames(t.db.db, name));
    }
    const photos = await gridBytes(target.db, 'images');
    const original = await gridBytes(t.db.db, 'images');
    expect([...photos.keys()].sort()).toEqual([...original.keys()].sort());
    for (const [id, bytes] of photos) expect(bytes.equals(original.get(id)!), id).toBe(true);
    expect(photos.size).toBeGreaterThanOrEqual(3);
    expect([...photos.values()].some((bytes) => bytes.equals(big))).toBe(true);
  });
});

describe('backup and restore: the drill, record by record', () => {
  const t = useTestApp({ env: { RATE_LIMIT_ENQUIRIES: '100000' } });

  it("gives back, in a fresh DATA_DIR, every listing, photo, lead and admin of the backup's moment byte for byte, and nothing written after", async () => {
    const token = await loginToken(t.app);
    // The writer: a listing with its photo (GridFS), a lead and an admin per round, as the site makes them.
    type Round = { i: number; slug: string; email: string; admin: string; done: number };
    const rounds: Round[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const form = formOf(downtownApartment(`Drill ${i}`, { price: 1_000_000 + i, discription: 'drill' }), {
          field: 'imageurl',
          bytes: await pngBytes(64 + i, 48),
        });
        const { slug } = await addedProperty(t.app, token, form);
        const email = `drill${i}@example.com`;
        const lead = { kind: 'contact', name: `Drill ${i}`, email, phone: '0501234567' };
        expect((await call(t.app, 'POST', '/api/enquiries', { json: lead })).status).toBe(201);
        const admin = `drill${i}`;
        await createAdmin(t.db.db, {
          username: admin,
          email: `${admin}@manzil.test`,
          password: 'a long drill password',
        });
        rounds.push({ i, slug, email, admin, done: performance.now() });
      }
    })();
    while (rounds.length < 3) await new Promise((r) => setTimeout(r, 5));

    // The moment, seen from outside: a lock of our own around the backup's (fsync locks nest), so what we
    // read under it is exactly what the backup reads, while the writer's next writes wait.
    const admin = t.db.db.admin();
    await admin.command({ fsync: 1, lock: true });
    let moment: Map<string, Buffer[]>;
    let momentPhotos: Map<string, Buffer>;
    let result: Awaited<ReturnType<typeof writeBackup>>;
    const lockedAt = performance.now();
    try {
      moment = await rawContents(t.db.db);
      momentPhotos = await gridBytes(t.db.db, 'images');
      result = await writeBackup(t.db.db, tempDir('manzil-backups-'));
    } finally {
      await admin.command({ fsyncUnlock: 1 });
    }
    const unlockedAt = performance.now();
    const roundsAtUnlock = rounds.length;
    while (rounds.length < roundsAtUnlock + 2) await new Promise((r) => setTimeout(r, 5));
    writing = false;
    await writer;

    const target = await freshDatabase();
    await restoreBackup(target.db, result.file);
    const back = await rawContents(target.db);
    expect([...back.keys()].sort()).toEqual([...moment.keys()].sort());
    for (const [name, docs] of moment) {
      expect(sameBytes(back.get(name)!, docs), name).toBe(true);
      expect(await indexNames(target.db, name), name).toEqual(await indexNames(t.db.db, name));
    }
    const photos = await gridBytes(target.db, 'images');
    expect([...photos.keys()].sort()).toEqual([...momentPhotos.keys()].sort());
    for (const [id, bytes] of photos) expect(bytes.equals(momentPhotos.get(id)!), id).toBe(true);

    // Round by round: one finished before the lock is whole in the backup; one begun after it is absent.
    const has = async (r: Round) => ({
      listing: !!(await target.db.collection('properties').findOne({ slug: r.slug })),
      photo: await target.db
        .collection('properties')
        .findOne({ slug: r.slug })
        .then((p) => !!p && photos.has(String(p.imageurl).split('/').pop()!)),
      lead: !!(await target.db.collection('enquiries').findOne({ email: r.email })),
      admin: !!(await target.db.collection('admins').findOne({ username: r.admin })),
    });
    const whole = { listing: true, photo: true, lead: true, admin: true };
    const before = rounds.filter((r) => r.done < lockedAt);
    const after = rounds.filter((r, k) => k > 0 && rounds[k - 1]!.done > unlockedAt);
    expect(before.length).toBeGreaterThanOrEqual(3);
    expect(after.length).toBeGreaterThanOrEqual(1);
    for (const r of before) expect(await has(r), `round ${r.i}`).toEqual(whole);
    for (const r of after)
      expect(await has(r), `round ${r.i}`).toEqual({
        listing: false,
        photo: false,
        lead: false,
        admin: false,
      });
    // And the site still holds every round.
    expect(await t.db.db.collection('admins').countDocuments({ username: /^drill/ })).toBe(rounds.length);
  });
});

describe('the backup file', () => {
  const t = useTestApp();

  it('is a gzipped mongodump archive: magic number, header, metadata with indexes, checked segments', async () => {
    const { file } = await writeBackup(t.db.db, tempDir('manzil-backups-'));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const raw = zlib.gunzipSync(fs.readFileSync(file));
    expect(raw.subarray(0, 4)).toEqual(MAGIC);
    expect(raw.subarray(-4)).toEqual(TERMINATOR);
    const kinds = new Map<string, number>();
    let sawIndexes = false;
    for await (const item of readArchive(Readable.from([raw]))) {
      kinds.set(item.kind, (kinds.get(item.kind) ?? 0) + 1);
      if (item.kind === 'header') expect(item.header.version).toBe('0.1');
      if (item.kind === 'metadata' && item.metadata.collection === 'admins')
        sawIndexes = JSON.parse(item.metadata.metadata).indexes.some((i: { unique?: boolean }) => i.unique);
    }
    expect(kinds.get('header')).toBe(1);
    expect(kinds.get('metadata')).toBe(kinds.get('end'));
    expect(sawIndexes).toBe(true);
  });

  it('refuses a damaged file, and refuses to restore over data unless told to drop it', async () => {
    const dir = tempDir('manzil-backups-');
    const { file } = await writeBackup(t.db.db, dir);
    const raw = zlib.gunzipSync(fs.readFileSync(file));
    // One byte of a document changed (the admin's e-mail address): its collection's checksum no longer matches.
    const damaged = Buffer.from(raw);
    const at = damaged.indexOf(ADMIN.email);
    expect(at).toBeGreaterThan(0);
    damaged.write('A', at);
    fs.writeFileSync(path.join(dir, 'damaged.archive'), damaged);
    // A collection's metadata that is not JSON.
    const badMetadata = Buffer.from(raw);
    badMetadata.write('[', badMetadata.indexOf('{"indexes"'));
    fs.writeFileSync(path.join(dir, 'metadata.archive'), badMetadata);
    fs.writeFileSync(path.join(dir, 'short.archive'), raw.subarray(0, raw.length - 100));
    fs.writeFileSync(path.join(dir, 'not.archive'), 'hello');
    for (const [name, reason] of [
      ['damaged.archive', /do not match their checksum/],
      ['short.archive', /ends/],
      ['not.archive', /not a mongodump archive/],
      ['metadata.archive', /metadata is not Extended JSON/],
    ] as const)
      await expect(restoreBackup((await freshDatabase()).db, path.join(dir, name))).rejects.toThrow(reason);

    const target = await freshDatabase();
    await target.db.collection('keep').insertOne({ mine: true });
    await expect(restoreBackup(target.db, file)).rejects.toBeInstanceOf(RestoreRefused);
    expect(await target.db.collection('keep').countDocuments()).toBe(1);
    // A damaged file is refused before anything is dropped.
    await expect(restoreBackup(target.db, path.join(dir, 'short.archive'), { drop: true })).rejects.toThrow(
      /ends/,
    );
    expect(await target.db.collection('keep').countDocuments()).toBe(1);
    await restoreBackup(target.db, file, { drop: true });
    expect(await target.db.listCollections({ name: 'keep' }).toArray()).toHaveLength(0);
    expect(await target.db.collection('admins').countDocuments()).toBe(
      await t.db.db.collection('admins').countDocuments(),
    );
  });
});

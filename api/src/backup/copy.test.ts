import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from '@manzil/embedded-mongo';
import { call, loginToken, useTestApp } from '../../test/helpers';
import { gridBytes, indexNames, rawContents, sameBytes, seedPhotos } from '../../test/db-contents';
import { RestoreRefused } from './backup';
import { copyDatabase, databaseSums, sumDifferences } from './copy';

/** The target: a second embedded server on a TCP port, as a managed MongoDB is reached. */
let target: EmbeddedServer;
let client: MongoClient;
const targetDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-copy-target-'));
beforeAll(async () => {
  target = await startEmbeddedServer({ dataDir: targetDir, port: 0 });
  client = await new MongoClient(target.uri).connect();
});
afterAll(async () => {
  await client.close();
  await target.close();
  fs.rmSync(targetDir, { recursive: true, force: true });
});

describe('copying the database into another server', () => {
  const t = useTestApp({ env: { RATE_LIMIT_ENQUIRIES: '1000' } });

  it('copies every collection, index and GridFS byte, checks it, and refuses a non-empty target without force', async () => {
    const token = await loginToken(t.app);
    const big = await seedPhotos(t, token, 2 * 1024 * 1024 + 5);
    const lead = { kind: 'contact', name: 'Lead', email: 'lead@example.com', phone: '0501234567' };
    expect((await call(t.app, 'POST', '/api/enquiries', { json: lead })).status).toBe(201);

    const copy = client.db('manzil_copy');
    const result = await copyDatabase(t.db.db, copy);
    const source = await rawContents(t.db.db);
    const copied = await rawContents(copy);
    expect([...copied.keys()].sort()).toEqual([...source.keys()].sort());
    for (const name of ['admins', 'properties', 'enquiries', 'images.files', 'images.chunks'])
      expect(source.get(name)?.length, name).toBeGreaterThan(0);
    for (const [name, docs] of source) {
      expect(sameBytes(copied.get(name)!, docs), name).toBe(true);
      expect(await indexNames(copy, name), name).toEqual(await indexNames(t.db.db, name));
    }
    const photos = await gridBytes(copy, 'images');
    const original = await gridBytes(t.db.db, 'images');
    expect([...photos.keys()].sort()).toEqual([...original.keys()].sort());
    for (const [id, bytes] of photos) expect(bytes.equals(original.get(id)!), id).toBe(true);
    expect([...photos.values()].some((bytes) => bytes.equals(big))).toBe(true);
    expect(result.documents).toBe([...source.values()].reduce((n, docs) => n + docs.length, 0));
    expect(sumDifferences(await databaseSums(t.db.db), result.collections)).toEqual([]);

    // A second copy into the same database is refused, and leaves it as it was.
    await t.db.db.collection('enquiries').insertOne({ later: true });
    await expect(copyDatabase(t.db.db, copy)).rejects.toBeInstanceOf(RestoreRefused);
    expect(await copy.collection('enquiries').countDocuments()).toBe(source.get('enquiries')!.length);
    // With force it is replaced by the source as it now is.
    await copy.collection('stray').insertOne({ stray: true });
    await copyDatabase(t.db.db, copy, { force: true });
    expect(await copy.listCollections({ name: 'stray' }).toArray()).toEqual([]);
    expect(sumDifferences(await databaseSums(t.db.db), await databaseSums(copy))).toEqual([]);

    // The source named as the target (another handle on the same database) is refused, even with force.
    const sums = await databaseSums(t.db.db);
    const itself = t.db.client.db(t.db.db.databaseName);
    await expect(copyDatabase(t.db.db, itself, { force: true })).rejects.toThrow(
      /the source database itself/,
    );
    expect(sumDifferences(sums, await databaseSums(t.db.db))).toEqual([]);
  });

  it('tells a changed byte, a missing document, a missing index and an extra collection apart', async () => {
    const db = client.db(`manzil_sums_${randomBytes(3).toString('hex')}`);
    await db.collection('a').insertMany([{ _id: 1, v: 'x' } as never, { _id: 2, v: 'y' } as never]);
    await db.collection('a').createIndex({ v: 1 });
    const before = await databaseSums(db);
    // The order documents come back in does not matter.
    await db.collection('a').deleteOne({ _id: 1 } as never);
    await db.collection('a').insertOne({ _id: 1, v: 'x' } as never);
    expect(sumDifferences(before, await databaseSums(db))).toEqual([]);

    await db.collection('a').updateOne({ _id: 2 } as never, { $set: { v: 'z' } });
    expect(sumDifferences(before, await databaseSums(db))).toEqual(["a: the documents' checksum differs"]);
    await db.collection('a').deleteOne({ _id: 2 } as never);
    expect(sumDifferences(before, await databaseSums(db))).toEqual(['a: 1 documents, 2 expected']);
    await db.collection('a').insertOne({ _id: 2, v: 'y' } as never);
    await db.collection('a').dropIndex('v_1');
    expect(sumDifferences(before, await databaseSums(db))[0]).toMatch(/^a: indexes/);
    await db.collection('a').createIndex({ v: 1 });
    await db.collection('b').insertOne({});
    expect(sumDifferences(before, await databaseSums(db))).toEqual(['b: not in the source']);
    await db.dropDatabase();
  });
});

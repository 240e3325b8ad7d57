import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Binary, Decimal128, Double, Int32, Long, MongoServerError, ObjectId, type Db } from 'mongodb';
import { removeDir, startHarness, type Harness } from './test-helpers';

let h: Harness;
let db: Db;

beforeAll(async () => {
  h = await startHarness();
  db = h.db;
});

afterAll(async () => {
  await h.stop();
  removeDir(h.dir);
});

describe('handshake', () => {
  it('answers hello as a writable standalone without topologyVersion', async () => {
    const hello = await db.admin().command({ hello: 1 });
    expect(hello).toMatchObject({
      ok: 1,
      isWritablePrimary: true,
      helloOk: true,
      maxWireVersion: 21,
      minWireVersion: 0,
      maxWriteBatchSize: 100000,
      maxBsonObjectSize: 16777216,
      maxMessageSizeBytes: 48000000,
      logicalSessionTimeoutMinutes: 30,
    });
    expect(hello.topologyVersion).toBeUndefined();
    expect(hello.localTime).toBeInstanceOf(Date);
    const legacy = await db.admin().command({ isMaster: 1 });
    expect(legacy.ismaster).toBe(true);
    expect(await db.command({ ping: 1 })).toMatchObject({ ok: 1 });
    expect((await db.admin().command({ buildInfo: 1 })).version).toMatch(/^\d+\.\d+/);
  });

  it('reports unknown commands as CommandNotFound', async () => {
    const err = await db.command({ frobnicate: 1 }).catch((e: MongoServerError) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(59);
    expect((err as MongoServerError).codeName).toBe('CommandNotFound');
  });

  it('survives bad input and keeps serving', async () => {
    const c = db.collection('bad');
    await expect(c.find({ a: { $nosuch: 1 } }).toArray()).rejects.toMatchObject({ code: 2 });
    await expect(c.updateOne({}, { $bogus: { a: 1 } }, { upsert: true })).rejects.toBeInstanceOf(
      MongoServerError,
    );
    await expect(c.aggregate([{ $nosuchstage: {} }]).toArray()).rejects.toBeInstanceOf(MongoServerError);
    expect(await db.command({ ping: 1 })).toMatchObject({ ok: 1 });
  });
});

describe('CRUD', () => {
  it('inserts, finds, updates and deletes', async () => {
    const c = db.collection('crud');
    const ins = await c.insertMany([
      { name: 'a', n: 1, tags: ['x'] },
      { name: 'b', n: 2, tags: [] },
      { name: 'c', n: 3 },
    ]);
    expect(ins.insertedCount).toBe(3);
    expect(await c.findOne({ name: 'b' })).toMatchObject({ name: 'b', n: 2 });
    expect((await c.find({ n: { $gt: 1 } }).toArray()).map((d) => d.name).sort()).toEqual(['b', 'c']);
    const upd = await c.updateMany({ n: { $lte: 2 } }, { $inc: { n: 10 } });
    expect(upd).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    expect((await c.findOne({ name: 'a' }))?.n).toBe(11);
    const same = await c.updateOne({ name: 'a' }, { $set: { n: 11 } });
    expect(same).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
    const rep = await c.replaceOne({ name: 'c' }, { name: 'c2', n: 30 });
    expect(rep.modifiedCount).toBe(1);
    expect(await c.findOne({ name: 'c2' })).toMatchObject({ n: 30 });
    expect((await c.deleteOne({ n: { $gt: 0 } })).deletedCount).toBe(1);
    expect((await c.deleteMany({})).deletedCount).toBe(2);
    expect(await c.countDocuments()).toBe(0);
  });

  it('applies update operators including $setOnInsert only on insert', async () => {
    const c = db.collection('ops');
    await c.insertOne({ _id: 1 as never, list: [1, 2, 3], set: ['a'], gone: true, n: 1 });
    await c.updateOne(
      { _id: 1 as never },
      // The driver's update typings cannot express operators on an untyped schema: the cast is for them.
      {
        $push: { list: 4 },
        $pull: { set: 'a' },
        $addToSet: { tags: 'x' },
        $unset: { gone: '' },
        $inc: { n: 2 },
        $setOnInsert: { never: 1 },
      } as never,
    );
    await c.updateOne({ _id: 1 as never }, { $addToSet: { tags: { $each: ['x', 'y'] } } } as never);
    expect(await c.findOne({ _id: 1 as never })).toEqual({
      _id: 1,
      list: [1, 2, 3, 4],
      set: [],
      n: 3,
      tags: ['x', 'y'],
    });
    const up = await c.updateOne(
      { key: 'k', 'nested.v': 7 },
      { $set: { a: 1 }, $setOnInsert: { created: true } },
      { upsert: true },
    );
    expect(up.upsertedCount).toBe(1);
    expect(await c.findOne({ _id: up.upsertedId as never })).toEqual({
      _id: up.upsertedId,
      key: 'k',
      nested: { v: 7 },
      a: 1,
      created: true,
    });
    await c.updateOne({ key: 'k' }, { $set: { a: 2 }, $setOnInsert: { created: false } }, { upsert: true });
    expect(await c.findOne({ key: 'k' })).toMatchObject({ a: 2, created: true });
    await expect(c.updateOne({ key: 'k' }, { $set: { _id: 5 } })).rejects.toMatchObject({ code: 66 });
  });

  it('sorts, skips, limits and projects', async () => {
    const c = db.collection('sorting');
    await c.insertMany(Array.from({ length: 30 }, (_, i) => ({ i, group: i % 3, label: `L${i}` })));
    const page = await c
      .find({ group: 1 })
      .sort({ i: -1 })
      .skip(2)
      .limit(3)
      .project({ label: 1, _id: 0 })
      .toArray();
    expect(page).toEqual([{ label: 'L22' }, { label: 'L19' }, { label: 'L16' }]);
    const multi = await c.find({}).sort({ group: 1, i: -1 }).limit(2).toArray();
    expect(multi.map((d) => d.i)).toEqual([27, 24]);
    const excl = await c.findOne({ i: 5 }, { projection: { label: 0 } });
    expect(excl).toEqual({ _id: excl?._id, i: 5, group: 2 });
  });

  it('sorts mixed types in BSON order', async () => {
    const c = db.collection('mixed');
    await c.insertMany([
      { v: 'str' },
      { v: 5 },
      { v: null },
      { v: new Date(0) },
      { v: true },
      { x: 1 },
      { v: new ObjectId() },
      { v: 2.5 },
    ]);
    const types = (await c.find({}).sort({ v: 1 }).toArray()).map((d) =>
      d.v === undefined
        ? 'missing'
        : d.v === null
          ? 'null'
          : d.v instanceof Date
            ? 'date'
            : d.v instanceof ObjectId
              ? 'oid'
              : typeof d.v,
    );
    expect(types.slice(0, 2).sort()).toEqual(['missing', 'null']);
    expect(types.slice(2)).toEqual(['number', 'number', 'string', 'oid', 'boolean', 'date']);
  });

  it('round-trips BSON types exactly', async () => {
    const c = db.collection('types');
    const doc = {
      oid: new ObjectId(),
      date: new Date('2024-05-06T07:08:09.010Z'),
      long: Long.fromString('9007199254740993'),
      int: new Int32(42),
      double: new Double(3),
      frac: 2.75,
      dec: Decimal128.fromString('1234567890.123456789'),
      bin: new Binary(Buffer.from([1, 2, 3, 250])),
      nested: { deep: { arr: [1, 'two', null, { x: false }] } },
      nil: null,
      yes: true,
    };
    const { insertedId } = await c.insertOne(doc);
    const back = await c.findOne({ _id: insertedId }, { promoteValues: false, promoteLongs: false });
    expect(back?.oid.toHexString()).toBe(doc.oid.toHexString());
    expect(back?.date.getTime()).toBe(doc.date.getTime());
    expect(back?.long._bsontype).toBe('Long');
    expect(back?.long.toString()).toBe('9007199254740993');
    expect(back?.int._bsontype).toBe('Int32');
    expect(back?.int.value).toBe(42);
    expect(back?.double._bsontype).toBe('Double');
    expect(back?.double.value).toBe(3);
    expect(back?.frac._bsontype).toBe('Double');
    expect(back?.dec.toString()).toBe('1234567890.123456789');
    expect(Buffer.from(back?.bin.buffer).equals(Buffer.from([1, 2, 3, 250]))).toBe(true);
    const plain = await c.findOne({ _id: insertedId });
    expect(plain?.nested).toEqual(doc.nested);
    expect(plain?.nil).toBeNull();
    expect(plain?.yes).toBe(true);
    // Numeric wrappers compare as numbers.
    expect(await c.countDocuments({ long: { $gt: 9007199254740000 } })).toBe(1);
    expect(await c.countDocuments({ dec: { $gt: 1000, $lt: 2e9 } })).toBe(1);
    expect(await c.countDocuments({ double: 3 })).toBe(1);
    expect(await c.countDocuments({ oid: doc.oid, date: { $gte: new Date('2024-01-01') } })).toBe(1);
  });
});

describe('cursors', () => {
  it('returns more than one batch through getMore', async () => {
    const c = db.collection('many');
    await c.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
    const all = await c.find({}).sort({ i: 1 }).toArray();
    expect(all).toHaveLength(250);
    expect(all.map((d) => d.i)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    const small = await c
      .find({ i: { $lt: 25 } })
      .batchSize(7)
      .toArray();
    expect(small).toHaveLength(25);
    const limited = await c.find({}).limit(120).toArray();
    expect(limited).toHaveLength(120);
  });

  it('serves getMore from another pooled connection and kills cursors', async () => {
    const c = db.collection('many');
    const cursor = c.find({}).batchSize(10);
    const first = await cursor.next();
    expect(first).not.toBeNull();
    // Other operations on the pool in between.
    await Promise.all([c.countDocuments(), c.findOne({ i: 3 }), c.find({}).toArray()]);
    let count = 1;
    while (await cursor.hasNext()) {
      await cursor.next();
      count++;
      if (count === 50) break;
    }
    const id = cursor.id;
    expect(id && !id.isZero()).toBe(true);
    await cursor.close();
    const killed = await db.command({ killCursors: 'many', cursors: [id] });
    expect(killed.cursorsNotFound.map(String)).toEqual([String(id)]);
    const err = await db.command({ getMore: id, collection: 'many' }).catch((e: MongoServerError) => e);
    expect((err as MongoServerError).code).toBe(43);
  });

  it('expires abandoned cursors', async () => {
    const short = await startHarness(undefined, { cursorTimeoutMs: 200 });
    try {
      await short.db.collection('exp').insertMany(Array.from({ length: 10 }, (_, i) => ({ i })));
      const res = await short.db.command({ find: 'exp', batchSize: 2 });
      await new Promise((r) => setTimeout(r, 400));
      await expect(short.db.command({ getMore: res.cursor.id, collection: 'exp' })).rejects.toMatchObject({
        code: 43,
      });
    } finally {
      await short.stop();
      removeDir(short.dir);
    }
  });

  it('kills cursors on request', async () => {
    const res = await db.command({ find: 'many', batchSize: 2 });
    const id = res.cursor.id as Long;
    const killed = await db.command({ killCursors: 'many', cursors: [id] });
    expect(killed.cursorsKilled.map(String)).toEqual([String(id)]);
  });
});

describe('indexes', () => {
  it('enforces unique indexes on every write path', async () => {
    const c = db.collection('users');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'a@x' });
    const one = await c.insertOne({ email: 'a@x' }).catch((e: MongoServerError) => e);
    expect(one).toMatchObject({ code: 11000, keyPattern: { email: 1 }, keyValue: { email: 'a@x' } });
    expect((one as MongoServerError).message).toMatch(
      /E11000 duplicate key error collection: manzil.users index: email_1 dup key/,
    );

    const ordered = await c
      .insertMany([{ email: 'b@x' }, { email: 'a@x' }, { email: 'c@x' }])
      .catch((e) => e);
    expect(ordered.code).toBe(11000);
    expect(ordered.result.insertedCount).toBe(1);
    expect(await c.countDocuments({ email: 'c@x' })).toBe(0);

    const unordered = await c
      .insertMany([{ email: 'd@x' }, { email: 'a@x' }, { email: 'e@x' }, { email: 'd@x' }], {
        ordered: false,
      })
      .catch((e) => e);
    expect(unordered.result.insertedCount).toBe(2);
    expect(unordered.writeErrors.map((w: { index: number }) => w.index)).toEqual([1, 3]);

    const dupId = await c
      .insertOne({ _id: (await c.findOne({ email: 'd@x' }))?._id, email: 'zz' })
      .catch((e) => e);
    expect(dupId).toMatchObject({ code: 11000, keyPattern: { _id: 1 } });

    await expect(
      c.updateOne({ email: 'new@x' }, { $set: { email: 'a@x' } }, { upsert: true }),
    ).rejects.toMatchObject({ code: 11000 });
    await expect(c.updateOne({ email: 'b@x' }, { $set: { email: 'a@x' } })).rejects.toMatchObject({
      code: 11000,
    });
    await expect(c.findOneAndUpdate({ email: 'b@x' }, { $set: { email: 'a@x' } })).rejects.toMatchObject({
      code: 11000,
      codeName: 'DuplicateKey',
    });
    expect(await c.countDocuments({ email: 'a@x' })).toBe(1);
    // Freed keys can be reused.
    await c.deleteOne({ email: 'a@x' });
    await c.insertOne({ email: 'a@x' });
  });

  it('refuses a unique index over existing duplicates and supports compound keys', async () => {
    const c = db.collection('compound');
    await c.insertMany([
      { a: 1, b: 1 },
      { a: 1, b: 2 },
    ]);
    await expect(c.createIndex({ a: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    await c.createIndex({ a: 1, b: -1 }, { unique: true, name: 'ab' });
    await expect(c.insertOne({ a: 1, b: 2 })).rejects.toMatchObject({ code: 11000 });
    await c.insertOne({ a: 2, b: 2 });
    const names = (await c.listIndexes().toArray()).map((i) => i.name);
    expect(names).toEqual(['_id_', 'ab']);
    await c.dropIndex('ab');
    await c.insertOne({ a: 1, b: 2 });
    await expect(c.dropIndex('nope')).rejects.toMatchObject({ code: 27 });
  });

  it('uses indexes for equality and $in and stays correct after updates', async () => {
    const c = db.collection('indexed');
    await c.createIndex({ area: 1, price: 1 });
    await c.insertMany(Array.from({ length: 100 }, (_, i) => ({ area: `A${i % 5}`, price: i })));
    expect(await c.countDocuments({ area: 'A1' })).toBe(20);
    expect(await c.countDocuments({ area: { $in: ['A1', 'A2'] }, price: { $lt: 50 } })).toBe(20);
    await c.updateMany({ area: 'A1' }, { $set: { area: 'B' } });
    expect(await c.countDocuments({ area: 'A1' })).toBe(0);
    expect(await c.countDocuments({ area: 'B' })).toBe(20);
    const top = await c.find({ area: 'B' }).sort({ price: -1 }).limit(2).toArray();
    expect(top.map((d) => d.price)).toEqual([96, 91]);
  });

  it('reports missing collections as NamespaceNotFound', async () => {
    await expect(db.collection('missing').listIndexes().toArray()).rejects.toMatchObject({ code: 26 });
    await expect(db.command({ drop: 'missing' })).rejects.toMatchObject({
      code: 26,
      codeName: 'NamespaceNotFound',
    });
    // The driver turns NamespaceNotFound into `false` for drop().
    expect(await db.collection('missing').drop()).toBe(false);
  });
});

describe('queries and aggregation', () => {
  it('counts, distincts and aggregates', async () => {
    const c = db.collection('props');
    await c.insertMany([
      { area: 'marina', beds: 1, price: 100 },
      { area: 'marina', beds: 2, price: 200 },
      { area: 'downtown', beds: 2, price: 300 },
      { area: 'downtown', beds: 3, price: 400, tags: ['view', 'pool'] },
    ]);
    expect(await c.countDocuments({ beds: 2 })).toBe(2);
    expect(await c.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
    expect(await c.estimatedDocumentCount()).toBe(4);
    expect(await c.distinct('area')).toEqual(['downtown', 'marina']);
    expect(await c.distinct('tags')).toEqual(['pool', 'view']);
    const grouped = await c
      .aggregate([
        { $match: { price: { $gte: 150 } } },
        { $group: { _id: '$area', total: { $sum: '$price' }, n: { $sum: 1 } } },
        { $sort: { total: -1 } },
        { $project: { _id: 0, area: '$_id', total: 1, n: 1 } },
        { $limit: 5 },
      ])
      .toArray();
    expect(grouped).toEqual([
      { total: 700, n: 2, area: 'downtown' },
      { total: 200, n: 1, area: 'marina' },
    ]);
    await db.collection('areas').insertMany([
      { key: 'marina', title: 'Dubai Marina' },
      { key: 'downtown', title: 'Downtown' },
    ]);
    const joined = await c
      .aggregate([
        { $match: { beds: 1 } },
        { $lookup: { from: 'areas', localField: 'area', foreignField: 'key', as: 'areaDoc' } },
      ])
      .toArray();
    expect(joined[0]?.areaDoc[0].title).toBe('Dubai Marina');
    // Pipelines never change the stored documents.
    await c.aggregate([{ $set: { price: 0, extra: true } }, { $unset: 'area' }]).toArray();
    expect(await c.countDocuments({ extra: true })).toBe(0);
    expect(await c.countDocuments({ price: 0 })).toBe(0);
    expect(await c.countDocuments({ area: { $exists: true } })).toBe(4);
  });

  it('unions branches, each its own pipeline (match, sort, limit), and runs later stages on the union', async () => {
    const c = db.collection('union_props');
    await c.insertMany(
      Array.from({ length: 30 }, (_, i) => ({ area: i % 2 ? 'marina' : 'downtown', price: i * 10 })),
    );
    await db.collection('union_other').insertOne({ area: 'palm', price: 5 });
    const branch = (area: string) => [
      { $match: { area, price: { $gte: 100 } } },
      { $sort: { price: 1 } },
      { $limit: 2 },
      { $project: { _id: 0, area: 1, price: 1 } },
    ];
    const union = await c
      .aggregate([
        ...branch('downtown'),
        { $unionWith: { coll: 'union_props', pipeline: branch('marina') } },
        { $unionWith: 'union_other' },
        { $project: { _id: 0, area: 1, price: 1 } },
      ])
      .toArray();
    expect(union).toEqual([
      { area: 'downtown', price: 100 },
      { area: 'downtown', price: 120 },
      { area: 'marina', price: 110 },
      { area: 'marina', price: 130 },
      { area: 'palm', price: 5 },
    ]);
    const sorted = await c
      .aggregate([
        ...branch('marina'),
        { $unionWith: { coll: 'union_props', pipeline: branch('downtown') } },
        { $sort: { price: -1 } },
        { $limit: 1 },
      ])
      .toArray();
    expect(sorted).toEqual([{ area: 'marina', price: 130 }]);
  });

  it('answers a pipeline of finds (match, sort, skip, limit; finds unioned) as the same stages through mingo', async () => {
    const c = db.collection('finds_props');
    await c.insertMany(
      Array.from({ length: 40 }, (_, i) => ({
        area: i % 2 ? 'marina' : 'downtown',
        price: (i * 7) % 23,
        n: i,
      })),
    );
    await c.createIndex({ area: 1, price: 1 });
    const branch = (area: string, skip = 0) => [
      { $match: { area, price: { $gte: 5 } } },
      { $sort: { price: -1, n: 1 } },
      ...(skip ? [{ $skip: skip }] : []),
      { $limit: 3 },
    ];
    const finds = [
      ...branch('downtown'),
      { $unionWith: { coll: 'finds_props', pipeline: branch('marina', 2) } },
    ];
    // The same stages, with one that keeps them off the finds' path (an $addFields of nothing new).
    const viaMingo = [
      ...branch('downtown'),
      { $addFields: { area: '$area' } },
      {
        $unionWith: {
          coll: 'finds_props',
          pipeline: [...branch('marina', 2), { $addFields: { area: '$area' } }],
        },
      },
    ];
    const found = await c.aggregate(finds).toArray();
    expect(found).toHaveLength(6);
    expect(found).toEqual(await c.aggregate(viaMingo).toArray());
    expect(await c.aggregate([{ $match: { area: 'palm' } }]).toArray()).toEqual([]);
    expect(
      await db
        .collection('finds_none')
        .aggregate([{ $limit: 2 }])
        .toArray(),
    ).toEqual([]);
    // Stages out of a find's order are mingo's, as before.
    expect(await c.aggregate([{ $limit: 1 }, { $match: { area: 'marina' } }]).toArray()).toEqual([]);
  });

  it('supports findOneAndUpdate / Delete / Replace', async () => {
    const c = db.collection('fam');
    await c.insertMany([
      { k: 1, v: 'a' },
      { k: 2, v: 'b' },
    ]);
    const after = await c.findOneAndUpdate(
      { k: 1 },
      { $set: { v: 'z' } },
      { returnDocument: 'after', projection: { _id: 0 } },
    );
    expect(after).toEqual({ k: 1, v: 'z' });
    const before = await c.findOneAndUpdate({ k: 2 }, { $set: { v: 'y' } });
    expect(before?.v).toBe('b');
    const up = await c.findOneAndUpdate(
      { k: 3 },
      { $set: { v: 'n' } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(up).toMatchObject({ k: 3, v: 'n' });
    const first = await c.findOneAndDelete({}, { sort: { k: -1 } });
    expect(first?.k).toBe(3);
    const rep = await c.findOneAndReplace({ k: 2 }, { k: 2, v: 'r' }, { returnDocument: 'after' });
    expect(rep).toMatchObject({ k: 2, v: 'r' });
    expect(await c.findOneAndDelete({ k: 99 })).toBeNull();
  });

  it('manages collections and databases', async () => {
    const other = h.client.db('other');
    await other.createCollection('c1');
    await expect(other.createCollection('c1')).rejects.toMatchObject({ code: 48 });
    await other.collection('c2').insertOne({ a: 1 });
    const names = (await other.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
    expect(names).toEqual(['c1', 'c2']);
    expect(await other.listCollections({ name: 'c2' }).toArray()).toHaveLength(1);
    const dbs = (await h.client.db('admin').admin().listDatabases()).databases.map((d) => d.name);
    expect(dbs).toContain('other');
    expect(await other.collection('c2').drop()).toBe(true);
    const stats = await other.command({ dbStats: 1 });
    expect(stats.collections).toBe(1);
    await other.dropDatabase();
    expect(await other.listCollections().toArray()).toEqual([]);
  });
});

describe('writes without acknowledgement and transactions', () => {
  it('applies w:0 writes without replying', async () => {
    const c = db.collection('w0');
    await c.insertOne({ fire: 'forget' }, { writeConcern: { w: 0 } });
    await c.insertMany([{ a: 1 }, { a: 2 }], { writeConcern: { w: 0 } });
    // The next command on the pool sees the writes.
    await expect.poll(() => c.countDocuments(), { timeout: 2000 }).toBe(3);
  });

  it('refuses transactions like a standalone mongod', async () => {
    const session = h.client.startSession();
    try {
      session.startTransaction();
      const err = await db
        .collection('tx')
        .insertOne({ a: 1 }, { session })
        .catch((e: MongoServerError) => e);
      // The driver wraps the server's refusal (as it does with a real standalone mongod).
      const original = ((err as MongoServerError).errorResponse?.originalError ?? err) as MongoServerError;
      expect(original).toMatchObject({ code: 20, codeName: 'IllegalOperation' });
      expect(original.message).toMatch(
        /Transaction numbers are only allowed on a replica set member or mongos/,
      );
      await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
    expect(await db.collection('tx').countDocuments()).toBe(0);
    await expect(db.admin().command({ commitTransaction: 1 })).rejects.toMatchObject({ code: 20 });
  });
});

describe('query operators', () => {
  it('matches regexes, $or, $elemMatch, nested paths and arrays', async () => {
    const c = db.collection('q');
    await c.insertMany([
      { name: 'Dubai Marina', tags: ['sea', 'view'], loc: { city: 'Dubai' }, rooms: [{ n: 1 }, { n: 3 }] },
      { name: 'Downtown Dubai', tags: ['view'], loc: { city: 'Dubai' }, rooms: [{ n: 2 }] },
      { name: 'Al Reem', tags: [], loc: { city: 'Abu Dhabi' }, price: null },
    ]);
    const names = async (filter: object) =>
      (await c.find(filter).sort({ name: 1 }).toArray()).map((d) => d.name);
    expect(await names({ name: /dubai/i })).toEqual(['Downtown Dubai', 'Dubai Marina']);
    expect(await names({ name: { $regex: '^al', $options: 'i' } })).toEqual(['Al Reem']);
    expect(await names({ $or: [{ 'loc.city': 'Abu Dhabi' }, { tags: 'sea' }] })).toEqual([
      'Al Reem',
      'Dubai Marina',
    ]);
    expect(await names({ rooms: { $elemMatch: { n: { $gt: 2 } } } })).toEqual(['Dubai Marina']);
    expect(await names({ tags: 'view', 'loc.city': 'Dubai' })).toEqual(['Downtown Dubai', 'Dubai Marina']);
    expect(await names({ tags: { $size: 0 } })).toEqual(['Al Reem']);
    expect(await names({ price: null })).toEqual(['Al Reem', 'Downtown Dubai', 'Dubai Marina']);
    expect(await names({ price: { $exists: true } })).toEqual(['Al Reem']);
    expect(await names({ name: { $nin: ['Al Reem'] }, tags: { $ne: 'sea' } })).toEqual(['Downtown Dubai']);
  });

  it('keeps index answers and cached orders right across writes', async () => {
    const c = db.collection('cached');
    await c.createIndex({ kind: 1 });
    await c.createIndex({ tags: 1 });
    await c.insertMany(
      Array.from({ length: 40 }, (_, i) => ({ kind: i % 2 ? 'odd' : 'even', i, tags: [`t${i % 4}`, 'all'] })),
    );
    const page = () => c.find({ kind: 'odd' }).sort({ i: -1 }).limit(3).toArray();
    expect((await page()).map((d) => d.i)).toEqual([39, 37, 35]);
    await c.insertOne({ kind: 'odd', i: 100, tags: [] });
    await c.updateOne({ i: 39 }, { $set: { kind: 'even' } });
    await c.deleteOne({ i: 37 });
    expect((await page()).map((d) => d.i)).toEqual([100, 35, 33]);
    expect((await c.find({}).sort({ i: -1 }).limit(2).toArray()).map((d) => d.i)).toEqual([100, 39]);
    await c.insertOne({ kind: 'x', i: 200 });
    expect((await c.find({}).sort({ i: -1 }).limit(1).toArray()).map((d) => d.i)).toEqual([200]);
    expect(await c.countDocuments({ kind: 'odd' })).toBe(19);
    expect(await c.countDocuments({ tags: 'all' })).toBe(39);
    expect(await c.countDocuments({ tags: { $in: ['t1', 't3'] } })).toBe(19);
    expect(await c.countDocuments({ tags: null })).toBe(1);
  });
});

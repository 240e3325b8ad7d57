/** Collections, databases and indexes: create, drop, list, stats. */
import { Query } from 'mingo';
import { calculateObjectSize } from 'bson';
import type { Collection } from '../collection';
import { CommandError } from '../errors';
import type { IndexSpec } from '../indexes';
import { MINGO_OPTIONS } from '../query';
import { isPlainObject } from '../values';
import { keyOf, type Doc } from '../values';
import { collectionName, optionalDoc, type CommandContext, type CommandHandler } from './context';

function requireCollection(ctx: CommandContext, name: string): Collection {
  const coll = ctx.engine.collection(ctx.db, name);
  if (!coll) throw new CommandError('NamespaceNotFound', `ns does not exist: ${ctx.db}.${name}`);
  return coll;
}

const INDEX_OPTIONS = [
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'collation',
  'weights',
  'default_language',
  'hidden',
];

function indexSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw) || !isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
    throw new CommandError('FailedToParse', 'Index specification must have a non-empty key document');
  }
  const key = raw.key;
  const name =
    typeof raw.name === 'string' && raw.name
      ? raw.name
      : Object.entries(key)
          .map(([k, v]) => `${k}_${String(v)}`)
          .join('_');
  const spec: IndexSpec = { v: 2, key, name };
  for (const opt of INDEX_OPTIONS) if (raw[opt] !== undefined) spec[opt] = raw[opt];
  if (spec.unique !== undefined) spec.unique = spec.unique === true;
  return spec;
}

export const createIndexes: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'createIndexes');
  if (!Array.isArray(cmd.indexes) || cmd.indexes.length === 0) {
    throw new CommandError('BadValue', 'Must specify at least one index to create');
  }
  const specs = cmd.indexes.map(indexSpec);
  const existed = ctx.engine.collection(ctx.db, name) !== undefined;
  try {
    const coll = ctx.engine.ensureCollection(ctx.db, name);
    const before = coll.indexes.size + 1;
    for (const spec of specs) {
      if (spec.name === '_id_' || (Object.keys(spec.key).length === 1 && '_id' in spec.key)) continue;
      const same = coll.indexes.get(spec.name);
      const sameKey = [...coll.indexes.values()].find((i) => keyOf(i.spec.key) === keyOf(spec.key));
      if (same) {
        if (keyOf(same.spec.key) !== keyOf(spec.key)) {
          throw new CommandError(
            'IndexKeySpecsConflict',
            `An existing index has the same name as the requested index: ${spec.name}`,
          );
        }
        if (Boolean(same.spec.unique) !== Boolean(spec.unique)) {
          throw new CommandError(
            'IndexOptionsConflict',
            `Index with name: ${spec.name} already exists with different options`,
          );
        }
        continue;
      }
      if (sameKey && Boolean(sameKey.spec.unique) === Boolean(spec.unique)) {
        throw new CommandError(
          'IndexOptionsConflict',
          `Index already exists with a different name: ${sameKey.spec.name}`,
        );
      }
      ctx.engine.createIndex(coll, spec);
    }
    const reply: Doc = {
      numIndexesBefore: before,
      numIndexesAfter: coll.indexes.size + 1,
      createdCollectionAutomatically: !existed,
      ok: 1,
    };
    if (before === coll.indexes.size + 1) reply.note = 'all indexes already exist';
    return reply;
  } finally {
    await ctx.engine.commit();
  }
};

export const listIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'listIndexes');
  const coll = requireCollection(ctx, name);
  return ctx.cursors.open(`${ctx.db}.${name}`, coll.indexSpecs(), {
    batchSize: Number(optionalDoc(cmd.cursor, 'cursor')?.batchSize ?? 0) || undefined,
  });
};

export const dropIndexes: CommandHandler = async (cmd, ctx) => {
  const coll = requireCollection(ctx, collectionName(cmd, 'dropIndexes'));
  const nIndexesWas = coll.indexes.size + 1;
  const target = cmd.index;
  let names: string[];
  if (target === '*') names = [...coll.indexes.keys()];
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target.map(String);
  else if (isPlainObject(target)) {
    const found = [...coll.indexes.values()].find((i) => keyOf(i.spec.key) === keyOf(target));
    if (!found)
      throw new CommandError('IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
    names = [found.spec.name];
  } else throw new CommandError('BadValue', "'index' must be a string, an object or an array");
  if (names.includes('_id_')) throw new CommandError('InvalidOptions', 'cannot drop _id index');
  for (const n of names)
    if (!coll.indexes.has(n)) throw new CommandError('IndexNotFound', `index not found with name [${n}]`);
  for (const n of names) ctx.engine.dropIndex(coll, n);
  await ctx.engine.commit();
  return { nIndexesWas, ok: 1 };
};

export const create: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'create');
  if (ctx.engine.collection(ctx.db, name)) {
    throw new CommandError('NamespaceExists', `Collection ${ctx.db}.${name} already exists.`);
  }
  const { create: _c, lsid: _l, $db: _d, $clusterTime: _t, writeConcern: _w, ...options } = cmd;
  ctx.engine.ensureCollection(ctx.db, name, options);
  await ctx.engine.commit();
  return { ok: 1 };
};

export const drop: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'drop');
  const coll = requireCollection(ctx, name);
  ctx.engine.dropCollection(ctx.db, name);
  await ctx.engine.commit();
  return { nIndexesWas: coll.indexes.size + 1, ns: coll.ns, ok: 1 };
};

export const dropDatabase: CommandHandler = async (_cmd, ctx) => {
  ctx.engine.dropDatabase(ctx.db);
  await ctx.engine.commit();
  return { dropped: ctx.db, ok: 1 };
};

export const listCollections: CommandHandler = (cmd, ctx) => {
  const colls = [...(ctx.engine.dbs.get(ctx.db)?.values() ?? [])];
  const nameOnly = cmd.nameOnly === true;
  let entries: Doc[] = colls.map((c) =>
    nameOnly
      ? { name: c.name, type: 'collection' }
      : {
          name: c.name,
          type: 'collection',
          options: c.options,
          info: { readOnly: false },
          idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
        },
  );
  const filter = optionalDoc(cmd.filter, 'filter');
  if (filter && Object.keys(filter).length)
    entries = new Query(filter, MINGO_OPTIONS).find<Doc>(entries).all();
  return ctx.cursors.open(`${ctx.db}.$cmd.listCollections`, entries, {});
};

function dataSize(coll: Collection): number {
  let size = 0;
  for (const d of coll.docs.values()) size += calculateObjectSize(d);
  return size;
}

export const listDatabases: CommandHandler = (cmd, ctx) => {
  const databases = [...ctx.engine.dbs.entries()]
    .filter(([, colls]) => colls.size > 0)
    .map(([name, colls]) => {
      if (cmd.nameOnly === true) return { name };
      const sizeOnDisk = [...colls.values()].reduce((s, c) => s + dataSize(c), 0);
      return { name, sizeOnDisk, empty: sizeOnDisk === 0 };
    });
  const totalSize = databases.reduce((s, d) => s + ('sizeOnDisk' in d ? (d.sizeOnDisk ?? 0) : 0), 0);
  return { databases, totalSize, totalSizeMb: Math.round(totalSize / 1048576), ok: 1 };
};

export const collStats: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'collStats');
  const coll = requireCollection(ctx, name);
  const size = dataSize(coll);
  const count = coll.docs.size;
  const indexSizes: Doc = Object.fromEntries(coll.indexSpecs().map((s) => [s.name, 0]));
  return {
    ns: coll.ns,
    count,
    size,
    avgObjSize: count ? Math.round(size / count) : 0,
    storageSize: size,
    nindexes: coll.indexes.size + 1,
    totalIndexSize: 0,
    indexSizes,
    ok: 1,
  };
};

export const dbStats: CommandHandler = (_cmd, ctx) => {
  const colls = [...(ctx.engine.dbs.get(ctx.db)?.values() ?? [])];
  const dataSizeTotal = colls.reduce((s, c) => s + dataSize(c), 0);
  const objects = colls.reduce((s, c) => s + c.docs.size, 0);
  return {
    db: ctx.db,
    collections: colls.length,
    views: 0,
    objects,
    avgObjSize: objects ? dataSizeTotal / objects : 0,
    dataSize: dataSizeTotal,
    storageSize: dataSizeTotal,
    indexes: colls.reduce((s, c) => s + c.indexes.size + 1, 0),
    indexSize: 0,
    ok: 1,
  };
};

/** find, getMore, killCursors, count, distinct and aggregate. */
import { Aggregator } from 'mingo';
import { Long } from 'bson';
import type { Collection } from '../collection';
import { encodedDocs } from '../encoded-docs';
import { CommandError } from '../errors';
import {
  MINGO_OPTIONS,
  candidates,
  compileFilter,
  countDocs,
  findDocs,
  projector,
  validateFilter,
} from '../query';
import { parseSort, type SortSpec } from '../sort';
import { compareValues, getPath, isPlainObject, keyOf, type Doc } from '../values';
import { collectionName, optionalDoc, optionalNumber, type CommandHandler } from './context';

export const find: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'find');
  const coll = ctx.engine.collection(ctx.db, name);
  let limit = optionalNumber(cmd.limit, 'limit') ?? 0;
  let singleBatch = cmd.singleBatch === true;
  if (limit < 0) {
    limit = -limit;
    singleBatch = true;
  }
  const skip = optionalNumber(cmd.skip, 'skip') ?? 0;
  if (skip < 0) throw new CommandError('BadValue', 'skip value must be non-negative');
  const filter = optionalDoc(cmd.filter, 'filter');
  validateFilter(filter);
  const docs = coll ? findDocs(coll, filter, { sort: parseSort(cmd.sort), skip, limit }) : [];
  const batchSize = optionalNumber(cmd.batchSize, 'batchSize');
  const project = projector(cmd.projection);
  return ctx.cursors.open(`${ctx.db}.${name}`, docs, {
    batchSize,
    singleBatch,
    project,
    // The documents found are the stored ones: their encodings are kept between reads.
    encode: project ? undefined : (doc) => encodedDocs.encode(doc),
  });
};

const toLong = (v: unknown): Long => (Long.isLong(v) ? v : Long.fromNumber(Number(v)));

export const getMore: CommandHandler = (cmd, ctx) => {
  const collection = typeof cmd.collection === 'string' ? cmd.collection : '';
  return ctx.cursors.getMore(toLong(cmd.getMore), collection, optionalNumber(cmd.batchSize, 'batchSize'));
};

export const killCursors: CommandHandler = (cmd, ctx) => {
  const ids = Array.isArray(cmd.cursors) ? cmd.cursors.map(toLong) : [];
  const { killed, notFound } = ctx.cursors.kill(ids);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

export const count: CommandHandler = (cmd, ctx) => {
  const coll = ctx.engine.collection(ctx.db, collectionName(cmd, 'count'));
  const query = optionalDoc(cmd.query, 'query') ?? {};
  validateFilter(query);
  const skip = optionalNumber(cmd.skip, 'skip') ?? 0;
  const limit = Math.abs(optionalNumber(cmd.limit, 'limit') ?? 0);
  let n = 0;
  if (coll) n = countDocs(coll, query);
  n = Math.max(0, n - skip);
  if (limit) n = Math.min(n, limit);
  return { n, ok: 1 };
};

export const distinct: CommandHandler = (cmd, ctx) => {
  const coll = ctx.engine.collection(ctx.db, collectionName(cmd, 'distinct'));
  if (typeof cmd.key !== 'string')
    throw new CommandError('TypeMismatch', "BSON field 'distinct.key' must be a string");
  const seen = new Map<string, unknown>();
  for (const doc of coll ? findDocs(coll, optionalDoc(cmd.query, 'query')) : []) {
    const v = getPath(doc, cmd.key);
    for (const x of Array.isArray(v) ? v : [v])
      if (x !== undefined && !seen.has(keyOf(x))) seen.set(keyOf(x), x);
  }
  return { values: [...seen.values()].sort(compareValues), ok: 1 };
};

/** Documents a pipeline reads: a leading $match runs through the index planner. */
function pipelineSource(coll: Collection | undefined, pipeline: Doc[]): { docs: Doc[]; rest: Doc[] } {
  if (!coll) return { docs: [], rest: pipeline };
  const first = pipeline[0];
  if (first && isPlainObject(first.$match)) {
    const test = compileFilter(coll, first.$match);
    const docs: Doc[] = [];
    for (const d of candidates(coll, first.$match)) if (test(d)) docs.push(coll.view(d));
    return { docs, rest: pipeline.slice(1) };
  }
  return { docs: [...coll.docs.values()].map((d) => coll.view(d)), rest: pipeline };
}

/** A pipeline's stages over `docs`. A `$unionWith` branch is read as a pipeline of its own, its leading
 * $match through the index planner (a branch reads what it matches, not its whole collection). */
function runStages(ctx: Parameters<CommandHandler>[1], docs: Doc[], stages: Doc[]): Doc[] {
  const resolver = (from: string) => {
    const c = ctx.engine.collection(ctx.db, from);
    return c ? [...c.docs.values()].map((d) => c.view(d)) : [];
  };
  let out = docs;
  let segment: Doc[] = [];
  const flush = () => {
    if (segment.length)
      out = new Aggregator(segment, { ...MINGO_OPTIONS, collectionResolver: resolver }).run(out) as Doc[];
    segment = [];
  };
  for (const stage of stages) {
    const union = stage.$unionWith;
    const spec = typeof union === 'string' ? { coll: union } : isPlainObject(union) ? union : undefined;
    if (!spec || typeof spec.coll !== 'string') {
      segment.push(stage);
      continue;
    }
    flush();
    const branch = Array.isArray(spec.pipeline) ? (spec.pipeline as Doc[]) : [];
    const source = pipelineSource(ctx.engine.collection(ctx.db, spec.coll), branch);
    out = [...out, ...runStages(ctx, source.docs, source.rest)];
  }
  flush();
  return out;
}

/** countDocuments' shape: [$match?, $skip?, $limit?, $group {_id: 1, n: {$sum: 1}}]. */
function isCountPipeline(rest: Doc[]): boolean {
  const last = rest[rest.length - 1];
  if (!last || !isPlainObject(last.$group)) return false;
  const g = last.$group as Doc;
  const keys = Object.keys(g);
  if (keys.length !== 2 || g._id !== 1) return false;
  const acc = g[keys.find((k) => k !== '_id') as string];
  if (!isPlainObject(acc) || acc.$sum !== 1) return false;
  return rest.slice(0, -1).every((s) => '$skip' in s || '$limit' in s);
}

/** A pipeline that only finds: `$match`, `$sort`, `$skip`, `$limit`, each at most once and in that order. */
interface FindShape {
  filter: Doc;
  sort: SortSpec | null;
  skip: number;
  limit: number;
}
const FIND_STAGES = ['$match', '$sort', '$skip', '$limit'] as const;
const isCount = (v: unknown, min: number): v is number => Number.isInteger(v) && (v as number) >= min;

function findShape(stages: Doc[]): FindShape | undefined {
  const shape: FindShape = { filter: {}, sort: null, skip: 0, limit: 0 };
  let next = 0;
  for (const stage of stages) {
    const keys = Object.keys(stage);
    const at = keys.length === 1 ? FIND_STAGES.indexOf(keys[0] as (typeof FIND_STAGES)[number], next) : -1;
    if (at < 0) return undefined;
    next = at + 1;
    const value = stage[keys[0]!];
    if (at === 0) {
      if (!isPlainObject(value)) return undefined;
      shape.filter = value;
    } else if (at === 1) {
      shape.sort = parseSort(value);
      if (!shape.sort) return undefined;
    } else if (at === 2) {
      if (!isCount(value, 0)) return undefined;
      shape.skip = value;
    } else {
      if (!isCount(value, 1)) return undefined;
      shape.limit = value;
    }
  }
  return shape;
}

/**
 * A pipeline of finds (a find, then `$unionWith` branches that are finds of their own), answered as
 * the find command answers: each through the index planner in its sort's order, stopping at its
 * limit, and the stored documents sent with their kept encodings. Through mingo each branch read its
 * whole match, sorted it, and every document was encoded afresh: measured on a property page's
 * similar homes (eight such branches), the largest part of the engine's time for that page.
 */
function findsOnly(ctx: Parameters<CommandHandler>[1], target: string, pipeline: Doc[]): Doc[] | undefined {
  const firstUnion = pipeline.findIndex((stage) => '$unionWith' in stage);
  const head = firstUnion < 0 ? pipeline : pipeline.slice(0, firstUnion);
  const branches: [string, FindShape][] = [];
  const main = findShape(head);
  if (!main) return undefined;
  branches.push([target, main]);
  for (const stage of firstUnion < 0 ? [] : pipeline.slice(firstUnion)) {
    const union = stage.$unionWith;
    if (Object.keys(stage).length !== 1 || !isPlainObject(union) || typeof union.coll !== 'string')
      return undefined;
    const shape = findShape(Array.isArray(union.pipeline) ? (union.pipeline as Doc[]) : []);
    if (!shape) return undefined;
    branches.push([union.coll, shape]);
  }
  for (const [, shape] of branches) validateFilter(shape.filter);
  return branches.flatMap(([name, { filter, sort, skip, limit }]) => {
    const coll = ctx.engine.collection(ctx.db, name);
    return coll ? findDocs(coll, filter, { sort, skip, limit }) : [];
  });
}

export const aggregate: CommandHandler = (cmd, ctx) => {
  const target = cmd.aggregate;
  if (!Array.isArray(cmd.pipeline))
    throw new CommandError('FailedToParse', "'pipeline' option must be specified as an array");
  const pipeline = cmd.pipeline as Doc[];
  for (const stage of pipeline) {
    if ('$out' in stage || '$merge' in stage)
      throw new CommandError('BadValue', '$out and $merge are not supported');
  }
  const name = typeof target === 'string' ? target : '$cmd.aggregate';
  const cursorOpts = optionalDoc(cmd.cursor, 'cursor') ?? {};
  const batchSize = optionalNumber(cursorOpts.batchSize, 'batchSize');
  const found = typeof target === 'string' ? findsOnly(ctx, target, pipeline) : undefined;
  if (found)
    return ctx.cursors.open(`${ctx.db}.${name}`, found, {
      batchSize,
      encode: (doc) => encodedDocs.encode(doc),
    });
  const coll = typeof target === 'string' ? ctx.engine.collection(ctx.db, target) : undefined;
  const leadingMatch =
    pipeline[0] && isPlainObject(pipeline[0].$match) ? (pipeline[0].$match as Doc) : undefined;
  const countOnly = isCountPipeline(leadingMatch ? pipeline.slice(1) : pipeline);
  const { docs, rest } = countOnly
    ? { docs: [], rest: leadingMatch ? pipeline.slice(1) : pipeline }
    : pipelineSource(coll, pipeline);
  let out: Doc[];
  if (countOnly) {
    let n = coll ? countDocs(coll, leadingMatch ?? {}) : 0;
    for (const s of rest.slice(0, -1))
      n = '$skip' in s ? Math.max(0, n - Number(s.$skip)) : Math.min(n, Number(s.$limit));
    const g = (rest[rest.length - 1] as Doc).$group as Doc;
    const field = Object.keys(g).find((k) => k !== '_id') as string;
    out = n > 0 ? [{ _id: 1, [field]: n }] : [];
  } else out = runStages(ctx, docs, rest);
  return ctx.cursors.open(`${ctx.db}.${name}`, out, { batchSize });
};

/**
 * Reading a collection: pick candidates through a hash index when the filter has an equality / $in on an
 * indexed first field, test them with mingo, then sort (top-k selection when a limit is known).
 */
import { Query } from 'mingo';
import type { Collection } from './collection';
import type { HashIndex } from './indexes';
import { compileFastFilter } from './fast-filter';
import {
  bestIndexRange,
  matchesOfRange,
  pageOfRange,
  pageOfSortPrefix,
  rowPredicate,
  slicePredicate,
  type IndexRange,
} from './index-range';
import { isPlainObject, keyOf, numericView, type Doc } from './values';
import { sortDocs, type SortSpec } from './sort';

export const MINGO_OPTIONS = { scriptEnabled: false, idKey: '_id' } as const;

/** A value an equality lookup can use: scalars and bson scalars (not arrays, documents or regexes). */
function isIndexableScalar(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return typeof v !== 'undefined';
  if (Array.isArray(v) || v instanceof RegExp || isPlainObject(v)) return false;
  const tag = (v as { _bsontype?: string })._bsontype;
  return tag !== 'BSONRegExp';
}

/** Equality keys a filter puts on `field`, or null when it does not restrict it to a key set. */
function equalityKeys(cond: unknown): string[] | null {
  if (isIndexableScalar(cond)) return [keyOf(cond)];
  if (!isPlainObject(cond)) return null;
  if ('$eq' in cond && isIndexableScalar(cond.$eq)) return [keyOf(cond.$eq)];
  if ('$in' in cond && Array.isArray(cond.$in) && cond.$in.every(isIndexableScalar))
    return cond.$in.map(keyOf);
  return null;
}

/** Field → equality keys from the top level of a filter (and of its top-level $and). */
function equalityFields(filter: Doc): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const visit = (f: Doc) => {
    for (const [field, cond] of Object.entries(f)) {
      if (field === '$and' && Array.isArray(cond)) {
        for (const sub of cond) if (isPlainObject(sub)) visit(sub);
        continue;
      }
      if (field.startsWith('$')) continue;
      const keys = equalityKeys(cond);
      if (keys) out.set(field, keys);
    }
  };
  visit(filter);
  return out;
}

/** How a filter reads the collection. `exact`: the lookup alone decides the match (no filter test needed). */
type Plan =
  | { kind: 'ids'; docs: Doc[]; exact: boolean }
  | { kind: 'index'; index: HashIndex; keys: string[]; exact: boolean }
  | { kind: 'scan'; exact: boolean };

/** A lookup answers the whole filter when the filter is just that one equality / $in condition. */
function soleCondition(filter: Doc, field: string): boolean {
  const keys = Object.keys(filter);
  return keys.length === 1 && keys[0] === field;
}

export function plan(coll: Collection, filter: Doc): Plan {
  const fields = equalityFields(filter);
  if (fields.size === 0) return { kind: 'scan', exact: Object.keys(filter).length === 0 };
  const ids = fields.get('_id');
  if (ids) {
    const docs: Doc[] = [];
    for (const k of new Set(ids)) {
      const d = coll.docs.get(k);
      if (d) docs.push(d);
    }
    return { kind: 'ids', docs, exact: false };
  }
  let best: { index: HashIndex; keys: string[]; size: number; field: string } | null = null;
  for (const index of coll.indexes.values()) {
    if (!index.complete) continue;
    const field = index.fields[0] as string;
    const keys = fields.get(field);
    if (!keys) continue;
    const size = index.estimate(keys);
    if (!best || size < best.size) best = { index, keys, size, field };
  }
  if (!best) return { kind: 'scan', exact: false };
  // A null / $in-with-null lookup also finds documents whose array holds nothing: let the filter decide.
  const exact = soleCondition(filter, best.field) && !best.keys.includes('z');
  return { kind: 'index', index: best.index, keys: [...new Set(best.keys)], exact };
}

/** Documents that may match `filter`: an index's bucket when one applies, else the whole collection. */
export function candidates(coll: Collection, filter: Doc): Iterable<Doc> {
  const p = plan(coll, filter);
  if (p.kind === 'ids') return p.docs;
  if (p.kind === 'index') return p.index.lookup(p.keys);
  return coll.docs.values();
}

/** Number of documents matching `filter`. */
export function countDocs(coll: Collection, filter: Doc): number {
  const p = plan(coll, filter);
  if (p.exact)
    return p.kind === 'scan' ? coll.docs.size : p.kind === 'index' ? p.index.estimate(p.keys) : p.docs.length;
  let n = 0;
  const range = p.kind === 'ids' ? null : narrowerRange(coll, p, filter, null, false);
  if (range) {
    if (Object.keys(range.residual).length === 0) return range.hi - range.lo;
    const matches = slicePredicate(range, (f) => compileFilter(coll, f));
    for (let i = range.lo; i < range.hi; i++) if (matches(i)) n++;
    return n;
  }
  if (p.kind === 'scan') {
    // No index bounds it: every row, tested on the columns where they can.
    const { slots, matches } = rowPredicate(coll, filter, (f) => compileFilter(coll, f));
    for (let i = 0; i < slots; i++) if (matches(i)) n++;
    return n;
  }
  const test = compileFilter(coll, filter);
  for (const d of candidates(coll, filter)) if (test(d)) n++;
  return n;
}

/** An index slice smaller than what the hash plan `p` would read, if there is one. */
function narrowerRange(
  coll: Collection,
  p: Plan,
  filter: Doc,
  sort: SortSpec | null,
  needSorted: boolean,
): IndexRange | null {
  const pool = p.kind === 'scan' ? coll.docs.size : p.kind === 'index' ? p.index.estimate(p.keys) : 0;
  const range = bestIndexRange(coll, filter, sort, needSorted);
  return range && range.hi - range.lo <= pool ? range : null;
}

/** Throws (as mingo does) when a filter is malformed, even if there is nothing to match it against.
 * A filter the fast path compiles is made of operators it checked, each with a valid argument: only
 * the others are compiled by mingo here (measured: a fifth of the engine's time on a property page's commands). */
export function validateFilter(filter: Doc | undefined): void {
  if (filter && Object.keys(filter).length && !compileFastFilter(filter))
    new Query(numericView(filter), MINGO_OPTIONS);
}

/** A predicate for a filter (mingo, on the numeric view of documents that need one). */
export function compileFilter(coll: Collection, filter: Doc | undefined): (doc: Doc) => boolean {
  if (!filter || Object.keys(filter).length === 0) return () => true;
  const fast = compileFastFilter(filter);
  if (!fast) {
    const q = new Query(numericView(filter), MINGO_OPTIONS);
    return (doc) => q.test(coll.view(doc));
  }
  // mingo is only needed for documents holding arrays or sub-documents at filtered paths.
  let q: Query | undefined;
  return (doc) => fast(doc) ?? (q ??= new Query(numericView(filter), MINGO_OPTIONS)).test(coll.view(doc));
}

export interface FindOptions {
  sort?: SortSpec | null;
  skip?: number;
  limit?: number; // 0 = no limit
}

/** What a sorted find read (for tests and profiling): the plan chosen and the entries it examined. */
export interface FindTrace {
  plan: 'ordered' | 'ordered by prefix' | 'narrowest' | 'bucket' | 'scan' | 'ids';
  index?: string;
  /** Whether an ordered walk was tried and gave up (its budget spent before the page was full). */
  abandoned?: string;
}

/**
 * Matching documents in result order, after skip and limit.
 *
 * A sorted page has two ways to be read: walk an index slice already in the sort's order and stop when
 * the page is full (cheap when matches are dense in it), or read the narrowest candidates (an index
 * slice or hash bucket) whole and keep the page's documents (cheap when the filter is selective). Which
 * one wins depends on how the matches are spread, which is not known beforehand: the ordered walk is
 * tried first with a budget of as many entries as the narrowest candidates hold, and abandoned for them
 * when that budget is spent. The worst case is then twice the cheaper plan, never a walk of a large
 * slice for a few matches.
 */
export function findDocs(
  coll: Collection,
  filter: Doc | undefined,
  opts: FindOptions = {},
  trace?: FindTrace,
): Doc[] {
  const f = filter ?? {};
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = Math.max(0, opts.limit ?? 0);
  const end = limit ? skip + limit : undefined;
  const p = plan(coll, f);
  const slicePred = (r: IndexRange) => slicePredicate(r, (sub) => compileFilter(coll, sub));
  const note = (t: FindTrace) => trace && Object.assign(trace, t);
  if (p.kind === 'ids') {
    note({ plan: 'ids' });
    const test = compileFilter(coll, f);
    const matched = p.docs.filter((d) => test(d));
    return (opts.sort ? sortDocs(matched, opts.sort, end) : matched).slice(skip, end);
  }
  const narrow = narrowerRange(coll, p, f, null, false);
  const narrowSize = narrow
    ? narrow.hi - narrow.lo
    : p.kind === 'index'
      ? p.index.estimate(p.keys)
      : coll.docs.size;
  if (opts.sort) {
    const spec = opts.sort;
    // With a limit, a slice in the order of the sort's leading keys also serves (ties sorted after).
    const ordered = bestIndexRange(coll, f, spec, limit ? 'prefix' : true);
    if (ordered) {
      const size = ordered.hi - ordered.lo;
      // Without a limit the walk reads the whole slice: only worth it when that is not much more.
      const budget = limit ? Math.max(narrowSize, 2 * (skip + limit)) : size <= 2 * narrowSize ? Infinity : 0;
      if (budget > 0) {
        const matches = slicePred(ordered);
        const page = ordered.sorted
          ? pageOfRange(ordered, matches, skip, limit, budget)
          : pageOfSortPrefix(ordered, matches, skip, limit, budget, (docs) => sortDocs(docs, spec));
        const plan = ordered.sorted ? 'ordered' : 'ordered by prefix';
        if (page) {
          note({ plan, index: ordered.index.spec.name });
          return page;
        }
        note({ plan: 'narrowest', abandoned: ordered.index.spec.name });
      }
    }
    if (narrow) {
      note({ plan: 'narrowest', index: narrow.index.spec.name });
      return sortDocs(matchesOfRange(narrow, slicePred(narrow)), spec, end).slice(skip, end);
    }
    const test = compileFilter(coll, f);
    const specKey = JSON.stringify(spec);
    const sortAll = (docs: Iterable<Doc>) => sortDocs(docs, spec);
    let source: Iterable<Doc>;
    if (p.kind === 'scan') source = coll.sortedDocs(specKey, sortAll);
    else if (p.keys.length === 1) source = p.index.sortedBucket(p.keys[0] as string, specKey, sortAll);
    else {
      note({ plan: 'bucket', index: p.index.spec.name });
      return sortDocs(filterIter(p.index.lookup(p.keys), test), spec, end).slice(skip, end);
    }
    note(p.kind === 'scan' ? { plan: 'scan' } : { plan: 'bucket', index: p.index.spec.name });
    return pageOf(source, p.exact ? null : test, skip, limit);
  }
  note(p.kind === 'scan' ? { plan: 'scan' } : { plan: 'bucket', index: p.index.spec.name });
  const source = p.kind === 'index' ? p.index.lookup(p.keys) : coll.docs.values();
  return pageOf(source, p.exact ? null : compileFilter(coll, f), skip, limit);
}

/** Walks a source in result order and stops as soon as the page is full. */
function pageOf(
  source: Iterable<Doc>,
  test: ((d: Doc) => boolean) | null,
  skip: number,
  limit: number,
): Doc[] {
  const out: Doc[] = [];
  let skipped = 0;
  for (const d of source) {
    if (test && !test(d)) continue;
    if (skipped < skip) {
      skipped++;
      continue;
    }
    out.push(d);
    if (limit && out.length >= limit) break;
  }
  return out;
}

function* filterIter(source: Iterable<Doc>, test: (d: Doc) => boolean): Iterable<Doc> {
  for (const d of source) if (test(d)) yield d;
}

/** A projection function built once per cursor (mingo; inclusion, exclusion, $slice, $elemMatch). */
export function projector(projection: unknown): ((docs: Doc[]) => Doc[]) | undefined {
  if (!isPlainObject(projection) || Object.keys(projection).length === 0) return undefined;
  const picked = inclusionFields(projection);
  if (picked) return (docs) => docs.map((d) => pick(d, picked.fields, picked.id));
  const q = new Query({}, MINGO_OPTIONS);
  return (docs) => q.find<Doc>(docs, projection).all();
}

/**
 * The fields of a projection that only includes top-level fields (`{ a: 1, b: 1, _id: 0 }`, the map's
 * points), read by hand: mingo's general projection costs more than the query for a page of 2,000.
 */
function inclusionFields(projection: Doc): { fields: Set<string>; id: boolean } | null {
  const fields = new Set<string>();
  let id = true;
  for (const [path, v] of Object.entries(projection)) {
    if (path === '_id' && (v === 0 || v === false)) id = false;
    else if (v === 1 || v === true) {
      if (path.startsWith('$') || path.includes('.')) return null;
      fields.add(path);
    } else return null;
  }
  return fields.size ? { fields, id } : null;
}

/** A document's included fields, in its own order, _id first (as mongod returns them). */
function pick(doc: Doc, fields: Set<string>, id: boolean): Doc {
  const out: Doc = {};
  if (id && doc._id !== undefined) out._id = doc._id;
  for (const key of Object.keys(doc)) if (key !== '_id' && fields.has(key)) out[key] = doc[key];
  return out;
}

/**
 * Reading a collection: pick candidates through a hash index when the filter has an equality / $in on an
 * indexed first field, test them with mingo, then sort (top-k selection when a limit is known).
 */
import { Query } from 'mingo';
import type { Collection } from './collection';
import { compareValues, keyOf, numericView, sortValue, type Doc } from './values';

export const MINGO_OPTIONS = { scriptEnabled: false, idKey: '_id' } as const;

const isPlainObject = (v: unknown): v is Doc =>
  v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

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
  if ('$in' in cond && Array.isArray(cond.$in) && cond.$in.every(isIndexableScalar)) return cond.$in.map(keyOf);
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

/** Documents that may match `filter`: an index's bucket when one applies, else the whole collection. */
export function candidates(coll: Collection, filter: Doc): Iterable<Doc> {
  const fields = equalityFields(filter);
  if (fields.size === 0) return coll.docs.values();
  const ids = fields.get('_id');
  if (ids) {
    const out: Doc[] = [];
    for (const k of new Set(ids)) {
      const d = coll.docs.get(k);
      if (d) out.push(d);
    }
    return out;
  }
  let best: { index: ReturnType<Collection['indexes']['get']>; keys: string[]; size: number } | null = null;
  for (const index of coll.indexes.values()) {
    if (!index.complete) continue;
    const keys = fields.get(index.fields[0] as string);
    if (!keys) continue;
    const size = index.estimate(keys);
    if (!best || size < best.size) best = { index, keys, size };
  }
  return best?.index ? best.index.lookup(best.keys) : coll.docs.values();
}

/** Throws (as mingo does) when a filter is malformed, even if there is nothing to match it against. */
export function validateFilter(filter: Doc | undefined): void {
  if (filter && Object.keys(filter).length) new Query(numericView(filter), MINGO_OPTIONS);
}

/** A predicate for a filter (mingo, on the numeric view of documents that need one). */
export function compileFilter(coll: Collection, filter: Doc | undefined): (doc: Doc) => boolean {
  if (!filter || Object.keys(filter).length === 0) return () => true;
  const q = new Query(numericView(filter), MINGO_OPTIONS);
  return (doc) => q.test(coll.view(doc));
}

export type SortSpec = [path: string, dir: number][];

export function parseSort(sort: unknown): SortSpec | null {
  if (!isPlainObject(sort)) return null;
  const spec: SortSpec = [];
  for (const [path, dir] of Object.entries(sort)) {
    if (path === '$natural') continue;
    spec.push([path, Number(dir) < 0 ? -1 : 1]);
  }
  return spec.length ? spec : null;
}

interface Keyed {
  doc: Doc;
  keys: unknown[];
  seq: number;
}

function compareKeyed(spec: SortSpec, a: Keyed, b: Keyed): number {
  for (let i = 0; i < spec.length; i++) {
    const c = compareValues(a.keys[i], b.keys[i]) * (spec[i] as [string, number])[1];
    if (c) return c;
  }
  return a.seq - b.seq;
}

/** Sorts documents; with `k`, keeps only the first k using a bounded max-heap (O(n log k)). */
export function sortDocs(docs: Iterable<Doc>, spec: SortSpec, k?: number): Doc[] {
  const cmp = (a: Keyed, b: Keyed) => compareKeyed(spec, a, b);
  const keyed = (doc: Doc, seq: number): Keyed => ({ doc, seq, keys: spec.map(([p, d]) => sortValue(doc, p, d)) });
  let seq = 0;
  if (k === undefined) {
    const all: Keyed[] = [];
    for (const d of docs) all.push(keyed(d, seq++));
    return all.sort(cmp).map((x) => x.doc);
  }
  if (k <= 0) return [];
  const heap: Keyed[] = []; // max-heap: heap[0] is the worst kept document
  const up = (i: number) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (cmp(heap[i] as Keyed, heap[p] as Keyed) <= 0) break;
      [heap[i], heap[p]] = [heap[p] as Keyed, heap[i] as Keyed];
      i = p;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && cmp(heap[l] as Keyed, heap[m] as Keyed) > 0) m = l;
      if (r < heap.length && cmp(heap[r] as Keyed, heap[m] as Keyed) > 0) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m] as Keyed, heap[i] as Keyed];
      i = m;
    }
  };
  for (const d of docs) {
    const item = keyed(d, seq++);
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (cmp(item, heap[0] as Keyed) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(cmp).map((x) => x.doc);
}

export interface FindOptions {
  sort?: SortSpec | null;
  skip?: number;
  limit?: number; // 0 = no limit
}

/** Matching documents in result order, after skip and limit. */
export function findDocs(coll: Collection, filter: Doc | undefined, opts: FindOptions = {}): Doc[] {
  const test = compileFilter(coll, filter);
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = Math.max(0, opts.limit ?? 0);
  const source = candidates(coll, filter ?? {});
  if (opts.sort) {
    const matched = filterIter(source, test);
    const sorted = sortDocs(matched, opts.sort, limit ? skip + limit : undefined);
    return sorted.slice(skip, limit ? skip + limit : undefined);
  }
  const out: Doc[] = [];
  let skipped = 0;
  for (const d of source) {
    if (!test(d)) continue;
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
  const q = new Query({}, MINGO_OPTIONS);
  return (docs) => q.find<Doc>(docs, projection).all();
}

export { isPlainObject };

/**
 * Range scans over an index's ordered view: leading fields fixed by equality, then an optional range
 * ($gt/$gte/$lt/$lte on numbers, strings or dates) on the next field. The slice found holds every matching
 * document (it is a superset: callers still test the whole filter) and, when the sort asked for follows
 * the index's remaining fields (then _id), it is already in result order.
 */
import type { Collection } from './collection';
import type { HashIndex } from './indexes';
import { columnPredicate } from './columns';
import { firstIndex } from './ordered';
import { compareValues, getPath, typeRank, type Doc } from './values';

type SortSpec = [path: string, dir: number][];

export interface IndexRange {
  coll: Collection;
  index: HashIndex;
  docs: Doc[];
  lo: number;
  hi: number;
  /** Whether the slice is in the requested sort order, and in which direction to walk it. */
  sorted: boolean;
  reverse: boolean;
  /**
   * When the slice is not in the sort's order: the leading keys of the sort (the fields the slice
   * fixes left out) it is in the order of, walked in `reverse`'s direction (none: empty). Entries that
   * tie on them follow another order (the index's next fields) and are sorted after the walk.
   */
  sortedBy: string[];
  /** The part of the filter the slice does not already guarantee (every slice document meets the rest). */
  residual: Doc;
}

const isPlainObject = (v: unknown): v is Doc =>
  v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/** A value an equality prefix can use: non-null, non-NaN scalars (no arrays, documents, regexes). */
function prefixValue(cond: unknown): { value: unknown } | null {
  let v = cond;
  if (isPlainObject(cond)) {
    const ops = Object.keys(cond);
    if (ops.length !== 1 || ops[0] !== '$eq') return null;
    v = cond.$eq;
  }
  if (v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v))) return null;
  if (typeof v === 'object') {
    if (Array.isArray(v) || isPlainObject(v) || v instanceof RegExp) return null;
    if ((v as { _bsontype?: string })._bsontype !== 'ObjectId' && !(v instanceof Date)) return null;
  }
  return { value: v };
}

interface Bounds {
  rank: number;
  lower?: { value: unknown; inclusive: boolean };
  upper?: { value: unknown; inclusive: boolean };
}

/** Whether `arg` is a tighter bound than `cur` (a lower bound: sign 1; an upper one: -1). */
const tighter = (arg: unknown, cur: { value: unknown } | undefined, sign: number): boolean =>
  !cur || compareValues(arg, cur.value) * sign > 0;

/** Bounds of a pure range condition on plain numbers, strings or dates (all of one type), else null. */
function rangeBounds(cond: unknown): Bounds | null {
  if (!isPlainObject(cond)) return null;
  const ops = Object.entries(cond);
  if (!ops.length) return null;
  let rank = 0;
  const b: Bounds = { rank: 0 };
  for (const [op, arg] of ops) {
    const ok =
      (typeof arg === 'number' && !Number.isNaN(arg)) ||
      typeof arg === 'string' ||
      (arg instanceof Date && !Number.isNaN(arg.getTime()));
    if (!ok) return null;
    const r = typeRank(arg);
    if (rank && r !== rank) return null;
    rank = r;
    if (op === '$gt' || op === '$gte') {
      if (tighter(arg, b.lower, 1)) b.lower = { value: arg, inclusive: op === '$gte' };
    } else if (op === '$lt' || op === '$lte') {
      if (tighter(arg, b.upper, -1)) b.upper = { value: arg, inclusive: op === '$lte' };
    } else return null;
  }
  b.rank = rank;
  return b;
}

/** Whether a value lies below / above the bounds, in ascending value order (type-bracketed). */
function belowBounds(v: unknown, b: Bounds): boolean {
  const r = typeRank(v);
  if (r !== b.rank) return r < b.rank;
  if (!b.lower) return false;
  const c = compareValues(v, b.lower.value);
  return b.lower.inclusive ? c < 0 : c <= 0;
}
function aboveBounds(v: unknown, b: Bounds): boolean {
  const r = typeRank(v);
  if (r !== b.rank) return r > b.rank;
  if (!b.upper) return false;
  const c = compareValues(v, b.upper.value);
  return b.upper.inclusive ? c > 0 : c >= 0;
}

/**
 * A slice of an index's ordered view: its leading fields equal to `prefix`, then the next field within
 * `bounds` (when given). Module-level functions rather than closures made per query: under tsx each
 * named closure is also given its name (esbuild's keepNames), 3-6% of the engine's time on a search.
 */
interface Slice {
  fields: readonly string[];
  dirs: readonly number[];
  prefix: readonly unknown[];
  bounds: Bounds | null;
}

/** How `doc` compares with the slice's equality prefix, in the index's directions. */
function prefixCmp(s: Slice, doc: Doc): number {
  for (let i = 0; i < s.prefix.length; i++) {
    const c = compareValues(getPath(doc, s.fields[i] as string), s.prefix[i]) * (s.dirs[i] as number);
    if (c) return c;
  }
  return 0;
}

/** Positions before the slice and after it, each a prefix / suffix of the ordered view. */
function beforeSlice(s: Slice, doc: Doc): boolean {
  const c = prefixCmp(s, doc);
  if (c || !s.bounds) return c < 0;
  const k = s.prefix.length;
  const v = getPath(doc, s.fields[k] as string);
  return (s.dirs[k] as number) > 0 ? belowBounds(v, s.bounds) : aboveBounds(v, s.bounds);
}
function afterSlice(s: Slice, doc: Doc): boolean {
  const c = prefixCmp(s, doc);
  if (c || !s.bounds) return c > 0;
  const k = s.prefix.length;
  const v = getPath(doc, s.fields[k] as string);
  return (s.dirs[k] as number) > 0 ? aboveBounds(v, s.bounds) : belowBounds(v, s.bounds);
}

/** How many leading keys of `wanted` the order `rest` gives, walked forward (1) or backward (-1). */
function sortKeysFollowed(wanted: SortSpec, rest: [string, number][], sign: number): number {
  let m = 0;
  while (m < wanted.length && m < rest.length) {
    const [p, d] = wanted[m]!;
    if (p !== rest[m]![0] || d !== rest[m]![1] * sign) break;
    m++;
  }
  return m;
}

function rangeOn(
  coll: Collection,
  index: HashIndex,
  filter: Doc,
  sort: SortSpec | null | undefined,
  wholeInOrder: boolean,
): IndexRange | null {
  if (!index.complete || !index.ordered.usable) return null;
  const dirs = index.fields.map((f) => index.spec.key[f]);
  if (!dirs.every((d) => d === 1 || d === -1)) return null;
  const prefix: unknown[] = [];
  for (const f of index.fields) {
    if (!Object.hasOwn(filter, f)) break;
    const p = prefixValue(filter[f]);
    if (!p) break;
    prefix.push(p.value);
  }
  const k = prefix.length;
  const rangeField = index.fields[k];
  const bounds = rangeField !== undefined ? rangeBounds(filter[rangeField]) : null;
  // Without a prefix or bounds the slice is the whole index: only worth it for its order.
  if (k === 0 && !bounds && !wholeInOrder) return null;
  const slice: Slice = { fields: index.fields, dirs: dirs as number[], prefix, bounds };
  const docs = index.ordered.docs();
  const lo = firstIndex(docs, (d) => !beforeSlice(slice, d));
  const hi = firstIndex(docs, (d) => afterSlice(slice, d), lo);
  // The order of the slice: remaining index fields, then _id ascending.
  const rest: [string, number][] = index.fields.slice(k).map((f, i) => [f, dirs[k + i] as number]);
  rest.push(['_id', 1]);
  const fixed = new Set(index.fields.slice(0, k));
  const wanted = (sort ?? []).filter(([p]) => !fixed.has(p));
  const ahead = sortKeysFollowed(wanted, rest, 1);
  const behind = sortKeysFollowed(wanted, rest, -1);
  const forward = ahead === wanted.length;
  const backward = !forward && behind === wanted.length;
  const sorted = forward || backward;
  // Slice membership decides the prefix equalities and the range exactly: only the rest needs a test.
  const residual: Doc = { ...filter };
  for (const f of index.fields.slice(0, k)) delete residual[f];
  if (bounds) delete residual[rangeField as string];
  return {
    coll,
    index,
    docs,
    lo,
    hi,
    sorted,
    reverse: sorted ? backward : behind > ahead,
    sortedBy: sorted ? [] : wanted.slice(0, Math.max(ahead, behind)).map(([p]) => p),
    residual,
  };
}

/**
 * The narrowest index slice for `filter`. With `order` true, only slices already in `sort` order; with
 * 'prefix', also slices in the order of the sort's leading keys (a sorted one wins a tie in size).
 */
export function bestIndexRange(
  coll: Collection,
  filter: Doc,
  sort: SortSpec | null | undefined,
  order: boolean | 'prefix',
): IndexRange | null {
  let best: IndexRange | null = null;
  for (const index of coll.indexes.values()) {
    const r = rangeOn(coll, index, filter, sort, order !== false);
    if (!r || (order && !r.sorted && (order !== 'prefix' || !r.sortedBy.length))) continue;
    const size = r.hi - r.lo;
    const bestSize = best ? best.hi - best.lo : Infinity;
    if (size < bestSize || (size === bestSize && r.sorted && !best!.sorted)) best = r;
  }
  return best;
}

/**
 * Whether the slice document at position i matches the residual filter. The conditions typed columns
 * answer are tested first, on the columns; the others (patterns, $or…) only on the entries that pass
 * them. `compile` turns a filter into a document predicate.
 */
export function slicePredicate(
  r: IndexRange,
  compile: (filter: Doc) => (doc: Doc) => boolean,
): (i: number) => boolean {
  return positionsPredicate(r.coll, r.residual, r.index.ordered.rows(), r.docs, compile);
}

/**
 * Whether the collection's document in slot i (see Collection) matches `filter`, decided on the
 * columns where they can: what a count with no usable index reads. A gap (no document) never matches.
 */
export function rowPredicate(
  coll: Collection,
  filter: Doc,
  compile: (filter: Doc) => (doc: Doc) => boolean,
): { slots: number; matches: (i: number) => boolean } {
  const docs = coll.slots();
  const matches = positionsPredicate(coll, filter, coll.identityRows(), docs, compile);
  return { slots: docs.length, matches: (i) => docs[i] !== undefined && matches(i) };
}

/** `filter` over positions whose documents are `docs` and whose column slots are `rows`. */
function positionsPredicate(
  coll: Collection,
  filter: Doc,
  rows: ArrayLike<number>,
  docs: readonly (Doc | undefined)[],
  compile: (filter: Doc) => (doc: Doc) => boolean,
): (i: number) => boolean {
  const column = (f: string) => coll.column(f);
  const rest = compile(filter);
  const whole = columnPredicate(filter, column, rows, docs, rest);
  if (whole) return whole;
  const simple: Doc = {};
  const other: Doc = {};
  for (const [field, cond] of Object.entries(filter)) {
    const byColumn = columnPredicate({ [field]: cond }, column, rows, docs, rest) !== null;
    (byColumn ? simple : other)[field] = cond;
  }
  const first = Object.keys(simple).length ? columnPredicate(simple, column, rows, docs, rest) : null;
  if (!first) return (i) => rest(docs[i] as Doc);
  const then = compile(other);
  return (i) => first(i) && then(docs[i] as Doc);
}

/**
 * Matching slice documents in walking order, after skip and limit (0 = none). With a `budget`, gives up
 * (null) once that many entries were read without filling the page: the caller reads another way.
 */
export function pageOfRange(
  r: IndexRange,
  matches: (i: number) => boolean,
  skip: number,
  limit: number,
  budget = Infinity,
): Doc[] | null {
  const out: Doc[] = [];
  let skipped = 0;
  let read = 0;
  const step = r.reverse ? -1 : 1;
  for (let i = r.reverse ? r.hi - 1 : r.lo; i >= r.lo && i < r.hi; i += step) {
    if (++read > budget) return null;
    if (!matches(i)) continue;
    if (skipped < skip) skipped++;
    else {
      out.push(r.docs[i] as Doc);
      if (limit && out.length >= limit) break;
    }
  }
  return out;
}

/**
 * The page of a slice in the order of the sort's leading keys (`r.sortedBy`): matching
 * entries are read in walking order until the page is reached and the entries tying with its last one
 * on those keys are read too, then those are sorted whole (`sortAll`) and the page kept. Gives up (null)
 * after `budget` entries, as pageOfRange does.
 */
export function pageOfSortPrefix(
  r: IndexRange,
  matches: (i: number) => boolean,
  skip: number,
  limit: number,
  budget: number,
  sortAll: (docs: Doc[]) => Doc[],
): Doc[] | null {
  const keys = r.sortedBy;
  const ties = (a: Doc, b: Doc) => keys.every((p) => compareValues(getPath(a, p), getPath(b, p)) === 0);
  const need = skip + limit;
  const out: Doc[] = [];
  let read = 0;
  const step = r.reverse ? -1 : 1;
  for (let i = r.reverse ? r.hi - 1 : r.lo; i >= r.lo && i < r.hi; i += step) {
    if (++read > budget) return null;
    const doc = r.docs[i] as Doc;
    if (out.length >= need && !ties(doc, out[need - 1] as Doc)) break;
    if (matches(i)) out.push(doc);
  }
  return sortAll(out).slice(skip, need);
}

/** Every matching slice document, in slice order. */
export function matchesOfRange(r: IndexRange, matches: (i: number) => boolean): Doc[] {
  const out: Doc[] = [];
  for (let i = r.lo; i < r.hi; i++) if (matches(i)) out.push(r.docs[i] as Doc);
  return out;
}

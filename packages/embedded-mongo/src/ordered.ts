/**
 * An index's documents kept in index-key order (ties broken by _id), so that equality-prefix + range
 * queries can be answered by a contiguous slice that is already in the order of a matching sort.
 * Built with the index; writes are buffered and merged in batches (at the latest on the next read).
 * Documents holding an array, a sub-document or NaN at an indexed path have no single place in that
 * order: while any exists the view reports itself unusable (they are counted, not stored).
 */
import type { ObjectId } from 'bson';
import { compareValues, getPath, isNumeric, toNumber, type Doc } from './values';

/** A value with one well-defined position in the index order. */
export function isOrderable(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return typeof v !== 'number' || !Number.isNaN(v);
  if (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype) return false;
  return !(isNumeric(v) && Number.isNaN(toNumber(v)));
}

const MERGE_BATCH = 1024;

export class OrderedEntries {
  private entries: Doc[] = [];
  private readonly adds = new Set<Doc>();
  private readonly removes = new Set<Doc>();
  private irregular = 0;
  private readonly dotted: boolean[];
  /** The collection row of each entry (see Collection.rows), for the generation it was built in. */
  private rowsOf: { generation: number; rows: Int32Array } | null = null;

  constructor(
    readonly fields: string[],
    readonly dirs: number[],
    docs: Iterable<Doc>,
  ) {
    this.dotted = fields.map((f) => f.includes('.'));
    for (const d of docs) this.add(d);
    this.flush();
  }

  private regular(doc: Doc): boolean {
    return this.fields.every((f) => isOrderable(getPath(doc, f)));
  }

  /** Index order: the indexed fields in their directions, then _id ascending. */
  readonly compare = (a: Doc, b: Doc): number => {
    for (let i = 0; i < this.fields.length; i++) {
      const f = this.fields[i] as string;
      const x = this.dotted[i] ? getPath(a, f) : a[f];
      const y = this.dotted[i] ? getPath(b, f) : b[f];
      // Numbers and strings (nearly every key) compare inline; the rest follows BSON order.
      const c =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : typeof x === 'string' && typeof y === 'string'
            ? x < y
              ? -1
              : x > y
                ? 1
                : 0
            : x instanceof Date && y instanceof Date
              ? x.getTime() - y.getTime()
              : compareValues(x, y);
      if (c) return c * (this.dirs[i] as number);
    }
    return compareIds(a._id, b._id);
  };

  add(doc: Doc): void {
    if (!this.regular(doc)) {
      this.irregular++;
      return;
    }
    if (this.removes.has(doc)) this.removes.delete(doc);
    else this.adds.add(doc);
    // Merging in batches keeps both bulk loads (one merge per batch) and the next read cheap.
    if (this.adds.size >= MERGE_BATCH) this.flush();
  }

  remove(doc: Doc): void {
    if (!this.regular(doc)) {
      this.irregular--;
      return;
    }
    if (this.adds.has(doc)) this.adds.delete(doc);
    else this.removes.add(doc);
  }

  /** False while some document has no single position (multikey, sub-document, NaN). */
  get usable(): boolean {
    return this.irregular === 0;
  }

  /** The documents in index order, with pending writes merged in. */
  docs(): Doc[] {
    this.flush();
    return this.entries;
  }

  /** Each entry's row in the collection's columns (`generation` names the collection's state). */
  rows(generation: number, rowOf: () => Map<Doc, number>): Int32Array {
    const entries = this.docs();
    if (this.rowsOf?.generation !== generation) {
      const of = rowOf();
      const rows = new Int32Array(entries.length);
      for (let i = 0; i < entries.length; i++) rows[i] = of.get(entries[i] as Doc) as number;
      this.rowsOf = { generation, rows };
    }
    return this.rowsOf.rows;
  }

  private flush(): void {
    if (this.removes.size || this.adds.size) this.rowsOf = null;
    if (this.removes.size) {
      if (this.removes.size < 16) {
        for (const d of this.removes) {
          const at = this.position(d);
          this.entries.splice(this.entries[at] === d ? at : this.entries.indexOf(d), 1);
        }
      } else this.entries = this.entries.filter((d) => !this.removes.has(d));
      this.removes.clear();
    }
    if (this.adds.size) {
      const added = [...this.adds].sort(this.compare);
      this.adds.clear();
      if (added.length < 16) for (const d of added) this.entries.splice(this.position(d), 0, d);
      else this.entries = merge(this.entries, added, this.compare);
    }
  }

  /** First position whose entry is not before `doc` in index order. */
  private position(doc: Doc): number {
    return firstIndex(this.entries, (e) => this.compare(e, doc) >= 0);
  }
}

const isObjectId = (v: unknown): v is ObjectId =>
  v !== null && typeof v === 'object' && (v as { _bsontype?: string })._bsontype === 'ObjectId';

/** _id order; ObjectIds by their bytes (the order of their hex strings, without building them). */
function compareIds(a: unknown, b: unknown): number {
  if (isObjectId(a) && isObjectId(b)) {
    const x = a.id;
    const y = b.id;
    for (let i = 0; i < 12; i++) if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
    return 0;
  }
  return compareValues(a, b);
}

/** First index at or after `from` where the monotone predicate `ok` holds (arr.length if none). */
export function firstIndex<T>(arr: T[], ok: (x: T) => boolean, from = 0): number {
  let lo = from;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ok(arr[mid] as T)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Merges sorted `added` into sorted `base`: a binary search per added entry, plain copies between. */
function merge(base: Doc[], added: Doc[], cmp: (x: Doc, y: Doc) => number): Doc[] {
  // push keeps the array in fast elements (a large `new Array(n)` starts out as a slow dictionary).
  const out: Doc[] = [];
  let from = 0;
  for (const d of added) {
    const at = firstIndex(base, (e) => cmp(e, d) > 0, from);
    while (from < at) out.push(base[from++] as Doc);
    out.push(d);
  }
  while (from < base.length) out.push(base[from++] as Doc);
  return out;
}

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
  /** The collection slot of each entry (see Collection), kept beside `entries` through every merge. */
  private slots: number[] = [];
  private readonly adds = new Set<Doc>();
  private readonly removes = new Set<Doc>();
  private irregular = 0;
  private readonly dotted: boolean[];

  constructor(
    readonly fields: string[],
    readonly dirs: number[],
    docs: Iterable<Doc>,
    private readonly slotOf: (doc: Doc) => number,
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

  /** Each entry's slot in its collection (the positions of the collection's columns). */
  rows(): readonly number[] {
    this.flush();
    return this.slots;
  }

  private flush(): void {
    if (this.removes.size) {
      if (this.removes.size < 16) {
        for (const d of this.removes) {
          const at = this.position(d);
          const i = this.entries[at] === d ? at : this.entries.indexOf(d);
          this.entries.splice(i, 1);
          this.slots.splice(i, 1);
        }
      } else {
        const entries: Doc[] = [];
        const slots: number[] = [];
        for (let i = 0; i < this.entries.length; i++) {
          const d = this.entries[i] as Doc;
          if (this.removes.has(d)) continue;
          entries.push(d);
          slots.push(this.slots[i] as number);
        }
        this.entries = entries;
        this.slots = slots;
      }
      this.removes.clear();
    }
    if (this.adds.size) {
      const added = [...this.adds].sort(this.compare);
      this.adds.clear();
      if (added.length < 16)
        for (const d of added) {
          const at = this.position(d);
          this.entries.splice(at, 0, d);
          this.slots.splice(at, 0, this.slotOf(d));
        }
      else this.merge(added);
    }
  }

  /** Merges sorted `added` in: a binary search per added entry, plain copies between. */
  private merge(added: Doc[]): void {
    const base = this.entries;
    const baseSlots = this.slots;
    // push keeps the arrays in fast elements (a large `new Array(n)` starts out as a slow dictionary).
    const entries: Doc[] = [];
    const slots: number[] = [];
    let from = 0;
    for (const d of added) {
      const at = firstIndex(base, (e) => this.compare(e, d) > 0, from);
      for (; from < at; from++) {
        entries.push(base[from] as Doc);
        slots.push(baseSlots[from] as number);
      }
      entries.push(d);
      slots.push(this.slotOf(d));
    }
    for (; from < base.length; from++) {
      entries.push(base[from] as Doc);
      slots.push(baseSlots[from] as number);
    }
    this.entries = entries;
    this.slots = slots;
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

/**
 * Hash indexes: for each index, a map from the key of its first field to the documents holding it (for
 * equality / $in lookups), and for unique indexes a map from the full compound key to its document.
 * Documents are held by reference, never copied.
 */
import { Query } from 'mingo';
import { DuplicateKeyError } from './errors';
import { boundedGet, MAX_SORTED_VIEWS } from './bounded-map';
import { OrderedEntries } from './ordered';
import { getPath, keyOf, numericView, type Doc } from './values';

export interface IndexSpec extends Doc {
  v: number;
  key: Record<string, unknown>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
}

/** Values a document holds at a path; arrays index each element (multikey), missing indexes as null. */
function valuesAt(doc: Doc, path: string): unknown[] {
  const v = getPath(doc, path);
  if (Array.isArray(v)) return v.length ? v : [undefined];
  return [v];
}

/** Cartesian product of per-field key lists, as joined strings. */
function combine(lists: string[][]): string[] {
  let out = [''];
  for (const list of lists) {
    const next: string[] = [];
    for (const prefix of out) for (const k of new Set(list)) next.push(prefix + '\u0000' + k);
    out = next;
  }
  return out;
}

export class HashIndex {
  readonly fields: string[];
  readonly byFirst = new Map<string, Set<Doc>>();
  readonly byFull = new Map<string, Doc>();
  /** Per bucket, its documents in a given sort order (by sort-spec key); dropped when the bucket changes. */
  private readonly sorted = new Map<string, Map<string, Doc[]>>();
  private readonly partial?: Query;
  /** The covered documents in index-key order (range scans, index-provided sorts). */
  readonly ordered: OrderedEntries;

  /** `slotOf` gives a document's slot in its collection (see Collection), kept by the ordered view. */
  constructor(
    readonly spec: IndexSpec,
    private readonly ns: string,
    slotOf: (doc: Doc) => number,
  ) {
    this.fields = Object.keys(spec.key);
    if (spec.partialFilterExpression) this.partial = new Query(numericView(spec.partialFilterExpression));
    this.ordered = new OrderedEntries(
      this.fields,
      this.fields.map((f) => (Number(spec.key[f]) < 0 ? -1 : 1)),
      [],
      slotOf,
    );
  }

  get unique(): boolean {
    return this.spec.unique === true;
  }

  /** Whether equality lookups may use this index (it holds every document of the collection). */
  get complete(): boolean {
    return !this.spec.sparse && !this.partial;
  }

  private covers(doc: Doc): boolean {
    if (this.spec.sparse && this.fields.every((f) => getPath(doc, f) === undefined)) return false;
    if (this.partial && !this.partial.test(numericView(doc))) return false;
    return true;
  }

  private keys(doc: Doc): { first: string[]; full: string[] } | null {
    if (!this.covers(doc)) return null;
    const lists = this.fields.map((f) => valuesAt(doc, f).map(keyOf));
    return { first: [...new Set(lists[0])], full: this.unique ? combine(lists) : [] };
  }

  /** Throws DuplicateKeyError when `doc` collides with another document than `self`. */
  checkUnique(doc: Doc, self?: Doc): void {
    if (!this.unique) return;
    const keys = this.keys(doc);
    if (!keys) return;
    for (const k of keys.full) {
      const other = this.byFull.get(k);
      if (other && other !== self) throw this.duplicate(doc);
    }
  }

  duplicate(doc: Doc): DuplicateKeyError {
    const keyValue: Doc = {};
    for (const f of this.fields) {
      const v = getPath(doc, f);
      keyValue[f] = v === undefined ? null : v;
    }
    const text = '{ ' + this.fields.map((f) => `${f}: ${JSON.stringify(keyValue[f])}`).join(', ') + ' }';
    return new DuplicateKeyError(this.ns, this.spec.name, { ...this.spec.key }, keyValue, text);
  }

  add(doc: Doc): void {
    const keys = this.keys(doc);
    if (!keys) return;
    this.ordered.add(doc);
    for (const k of keys.first) {
      this.sorted.delete(k);
      let set = this.byFirst.get(k);
      if (!set) this.byFirst.set(k, (set = new Set()));
      set.add(doc);
    }
    for (const k of keys.full) this.byFull.set(k, doc);
  }

  remove(doc: Doc): void {
    const keys = this.keys(doc);
    if (!keys) return;
    this.ordered.remove(doc);
    for (const k of keys.first) {
      this.sorted.delete(k);
      const set = this.byFirst.get(k);
      if (set) {
        set.delete(doc);
        if (set.size === 0) this.byFirst.delete(k);
      }
    }
    for (const k of keys.full) if (this.byFull.get(k) === doc) this.byFull.delete(k);
  }

  /** Documents whose first indexed field equals one of `keys`. */
  lookup(keys: string[]): Set<Doc> {
    if (keys.length === 1) return this.byFirst.get(keys[0] as string) ?? new Set();
    const out = new Set<Doc>();
    for (const k of keys) for (const d of this.byFirst.get(k) ?? []) out.add(d);
    return out;
  }

  /**
   * The bucket of `key` in the order `sort` gives, computed once until the bucket changes; at most
   * MAX_SORTED_VIEWS orders per bucket (least recently used dropped), so a client naming ever new sort
   * orders cannot grow them.
   */
  sortedBucket(key: string, specKey: string, sort: (docs: Iterable<Doc>) => Doc[]): Doc[] {
    let bySpec = this.sorted.get(key);
    if (!bySpec) this.sorted.set(key, (bySpec = new Map()));
    return boundedGet(bySpec, specKey, MAX_SORTED_VIEWS, () => sort(this.byFirst.get(key) ?? []));
  }

  /** How many sorted bucket views are kept now (for the tests of their bound). */
  keptSortedBuckets(): number {
    let n = 0;
    for (const bySpec of this.sorted.values()) n += bySpec.size;
    return n;
  }

  estimate(keys: string[]): number {
    let n = 0;
    for (const k of keys) n += this.byFirst.get(k)?.size ?? 0;
    return n;
  }
}

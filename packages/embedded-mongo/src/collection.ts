/**
 * One collection: documents by _id key (insertion order = natural order), its secondary indexes, and the
 * set of documents mingo must see through their numeric view. Stored documents are never mutated:
 * updates replace them, so cursors keep a consistent snapshot of what they matched.
 */
import { CommandError, DuplicateKeyError } from './errors';
import { Column } from './columns';
import { HashIndex, type IndexSpec } from './indexes';
import { hasNumericWrappers, keyOf, numericView, type Doc } from './values';

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/** Bounds of the views kept between writes (each is as long as the collection): beyond them the least
 * recently used view is dropped and rebuilt on its next use. The product's queries name about 20
 * fields and 10 sort orders; a client naming ever new ones cannot grow them further. */
export const MAX_FIELD_COLUMNS = 48;
export const MAX_SORTED_VIEWS = 16;

/** Reads `key` from a bounded map, making it the most recently used; builds and adds it when absent. */
function boundedGet<V>(map: Map<string, V>, key: string, max: number, build: () => V): V {
  let value = map.get(key);
  if (value !== undefined) map.delete(key);
  else {
    value = build();
    if (map.size >= max) map.delete(map.keys().next().value!);
  }
  map.set(key, value);
  return value;
}

export class Collection {
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, HashIndex>();
  private readonly wrapped = new WeakMap<Doc, Doc>();
  readonly createdAt = Date.now();
  /** The whole collection in a given sort order (by sort-spec key); dropped on any write. */
  private readonly sortedAll = new Map<string, Doc[]>();
  /**
   * Row numbers of the documents (their position in `rowDocs`) and typed column copies of fields by
   * row, shared by every index's range scans (columns.ts); dropped on any write and rebuilt on the
   * next read that needs them. At most one column per field a query names, and MAX_FIELD_COLUMNS.
   */
  private rowDocs: Doc[] | null = null;
  private rowOf: Map<Doc, number> | null = null;
  private readonly fieldColumns = new Map<string, Column>();
  private identity: Int32Array | null = null;
  /** Bumped on every write: views built for an older generation are stale. */
  generation = 0;

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Doc = {},
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  /** What mingo should evaluate for `doc` (itself, unless it holds Long/Decimal128/integral Double). */
  view(doc: Doc): Doc {
    return this.wrapped.get(doc) ?? doc;
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX, ...[...this.indexes.values()].map((i) => i.spec)];
  }

  /** Throws DuplicateKeyError when `doc` would break _id or a unique index (ignoring `self`, the doc it replaces). */
  checkInsertable(doc: Doc, self?: Doc): void {
    const idKey = keyOf(doc._id);
    const existing = this.docs.get(idKey);
    if (existing && existing !== self) {
      throw new DuplicateKeyError(
        this.ns,
        '_id_',
        { _id: 1 },
        { _id: doc._id },
        `{ _id: ${JSON.stringify(doc._id)} }`,
      );
    }
    for (const index of this.indexes.values()) index.checkUnique(doc, self);
  }

  /** Adds a document already checked (or replayed from the journal). Replaces a doc with the same _id. */
  put(doc: Doc): void {
    this.changed();
    const idKey = keyOf(doc._id);
    const old = this.docs.get(idKey);
    if (old) this.unindex(old);
    this.docs.set(idKey, doc);
    for (const index of this.indexes.values()) index.add(doc);
    if (hasNumericWrappers(doc)) this.wrapped.set(doc, numericView(doc));
  }

  private unindex(doc: Doc): void {
    for (const index of this.indexes.values()) index.remove(doc);
  }

  /** Swaps `oldDoc` for `newDoc` (same _id). */
  replace(oldDoc: Doc, newDoc: Doc): void {
    this.unindex(oldDoc);
    this.docs.delete(keyOf(oldDoc._id));
    this.put(newDoc);
  }

  removeById(id: unknown): Doc | undefined {
    this.changed();
    const idKey = keyOf(id);
    const doc = this.docs.get(idKey);
    if (!doc) return undefined;
    this.unindex(doc);
    this.docs.delete(idKey);
    return doc;
  }

  private changed(): void {
    this.generation++;
    this.sortedAll.clear();
    this.rowDocs = null;
    this.rowOf = null;
    this.identity = null;
    this.fieldColumns.clear();
  }

  /** The row number of each document (for the current generation). */
  rows(): { docs: Doc[]; of: Map<Doc, number> } {
    if (!this.rowDocs || !this.rowOf) {
      this.rowDocs = [...this.docs.values()];
      this.rowOf = new Map(this.rowDocs.map((d, i) => [d, i]));
    }
    return { docs: this.rowDocs, of: this.rowOf };
  }

  /** 0, 1, 2 … one per row: the rows of a read of the whole collection in row order. */
  identityRows(): Int32Array {
    if (!this.identity) this.identity = Int32Array.from({ length: this.rows().docs.length }, (_, i) => i);
    return this.identity;
  }

  /** A top-level field of every document, by row, as typed columns. */
  column(field: string): Column {
    return boundedGet(this.fieldColumns, field, MAX_FIELD_COLUMNS, () => new Column(this.rows().docs, field));
  }

  /** All documents in the order `sort` gives, computed once until the next write. */
  sortedDocs(specKey: string, sort: (docs: Iterable<Doc>) => Doc[]): Doc[] {
    return boundedGet(this.sortedAll, specKey, MAX_SORTED_VIEWS, () => sort(this.docs.values()));
  }

  /** How many views are kept now (for the tests of their bounds). */
  keptViews(): { columns: number; sorted: number } {
    return { columns: this.fieldColumns.size, sorted: this.sortedAll.size };
  }

  /** Builds an index over existing documents; refuses (and leaves nothing behind) on duplicates. */
  createIndex(spec: IndexSpec): void {
    const index = new HashIndex(spec, this.ns);
    for (const doc of this.docs.values()) {
      index.checkUnique(doc);
      index.add(doc);
    }
    this.indexes.set(spec.name, index);
  }

  /** Registers an index definition without building it (journal replay; see rebuildIndexes). */
  defineIndex(spec: IndexSpec): void {
    this.indexes.set(spec.name, new HashIndex(spec, this.ns));
  }

  /** Rebuilds every index and numeric view from the documents (after loading from disk). */
  rebuildIndexes(): void {
    this.changed();
    for (const [name, index] of this.indexes) this.indexes.set(name, new HashIndex(index.spec, this.ns));
    for (const doc of this.docs.values()) {
      for (const index of this.indexes.values()) index.add(doc);
      if (hasNumericWrappers(doc)) this.wrapped.set(doc, numericView(doc));
    }
  }

  dropIndex(name: string): void {
    if (!this.indexes.delete(name))
      throw new CommandError('IndexNotFound', `index not found with name [${name}]`);
  }
}

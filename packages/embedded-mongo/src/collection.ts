/**
 * One collection: documents by _id key (insertion order = natural order), its secondary indexes, and the
 * set of documents mingo must see through their numeric view. Stored documents are never mutated:
 * updates replace them, so cursors keep a consistent snapshot of what they matched.
 */
import { CommandError, DuplicateKeyError } from './errors';
import { boundedGet, MAX_FIELD_COLUMNS, MAX_SORTED_VIEWS } from './bounded-map';
import { Column } from './columns';
import { encodedDocs } from './encoded-docs';
import { HashIndex, type IndexSpec } from './indexes';
import { hasNumericWrappers, keyOf, numericView, type Doc } from './values';

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

export class Collection {
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, HashIndex>();
  private readonly wrapped = new WeakMap<Doc, Doc>();
  readonly createdAt = Date.now();
  /** The whole collection in a given sort order (by sort-spec key); dropped on any write. */
  private readonly sortedAll = new Map<string, Doc[]>();
  /**
   * Each document's slot: a number it keeps from its insert to its removal (a replacement takes the
   * slot of the document it replaces; a freed slot is given to a later insert). Typed column copies of
   * fields are kept by slot (columns.ts) and updated in place by each write, and every index's ordered
   * view keeps its entries' slots (ordered.ts), so a write never makes the next read rebuild them.
   * At most one column per field a query names, and MAX_FIELD_COLUMNS.
   */
  private slotDocs: (Doc | undefined)[] = [];
  private slotOf = new Map<Doc, number>();
  private freeSlots: number[] = [];
  private readonly fieldColumns = new Map<string, Column>();
  private identity: Int32Array | null = null;

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
    if (old) {
      this.unindex(old);
      this.release(old);
    }
    this.docs.set(idKey, doc);
    this.place(this.freeSlots.pop() ?? this.slotDocs.length, doc);
    for (const index of this.indexes.values()) index.add(doc);
    if (hasNumericWrappers(doc)) this.wrapped.set(doc, numericView(doc));
  }

  private unindex(doc: Doc): void {
    for (const index of this.indexes.values()) index.remove(doc);
  }

  /** Puts `doc` (or a gap) in `slot`, and brings the kept columns up to date there. */
  private place(slot: number, doc: Doc | undefined): void {
    this.slotDocs[slot] = doc;
    if (doc) this.slotOf.set(doc, slot);
    for (const column of this.fieldColumns.values()) column.update(slot);
  }

  /** Frees the slot of a document leaving the collection (the next insert takes it). */
  private release(doc: Doc): void {
    encodedDocs.forget(doc);
    const slot = this.slotOf.get(doc);
    if (slot === undefined) return;
    this.slotOf.delete(doc);
    this.place(slot, undefined);
    this.freeSlots.push(slot);
  }

  /** Swaps `oldDoc` for `newDoc` (same _id). */
  replace(oldDoc: Doc, newDoc: Doc): void {
    this.unindex(oldDoc);
    this.docs.delete(keyOf(oldDoc._id));
    this.release(oldDoc);
    this.put(newDoc);
  }

  removeById(id: unknown): Doc | undefined {
    this.changed();
    const idKey = keyOf(id);
    const doc = this.docs.get(idKey);
    if (!doc) return undefined;
    this.unindex(doc);
    this.docs.delete(idKey);
    this.release(doc);
    return doc;
  }

  /** A write: the whole-collection sorted views are stale (the slots and columns are kept up to date). */
  private changed(): void {
    this.sortedAll.clear();
  }

  /** The slot of a document of the collection. */
  readonly slotOfDoc = (doc: Doc): number => this.slotOf.get(doc) as number;

  /** The documents by slot; a removed document leaves a gap (undefined) until an insert fills it. */
  slots(): readonly (Doc | undefined)[] {
    return this.slotDocs;
  }

  /** 0, 1, 2 … one per slot: the positions of a read of the whole collection in slot order. */
  identityRows(): Int32Array {
    const n = this.slotDocs.length;
    if (this.identity?.length !== n) this.identity = Int32Array.from({ length: n }, (_, i) => i);
    return this.identity;
  }

  /** A top-level field of every document, by slot, as typed columns. */
  column(field: string): Column {
    return boundedGet(this.fieldColumns, field, MAX_FIELD_COLUMNS, () => new Column(this.slotDocs, field));
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
    const index = new HashIndex(spec, this.ns, this.slotOfDoc);
    for (const doc of this.docs.values()) {
      index.checkUnique(doc);
      index.add(doc);
    }
    this.indexes.set(spec.name, index);
  }

  /** Registers an index definition without building it (journal replay; see rebuildIndexes). */
  defineIndex(spec: IndexSpec): void {
    this.indexes.set(spec.name, new HashIndex(spec, this.ns, this.slotOfDoc));
  }

  /** Rebuilds every index, slot and numeric view from the documents (after loading from disk). */
  rebuildIndexes(): void {
    this.changed();
    this.slotDocs = [...this.docs.values()];
    this.slotOf = new Map(this.slotDocs.map((d, i) => [d as Doc, i]));
    this.freeSlots = [];
    this.fieldColumns.clear();
    for (const [name, index] of this.indexes)
      this.indexes.set(name, new HashIndex(index.spec, this.ns, this.slotOfDoc));
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

/**
 * The catalog (databases → collections) and every state change, each recorded as a journal record.
 * A command runs synchronously against memory, then awaits `commit()` before it is acknowledged.
 */
import fs from 'node:fs';
import { Collection } from './collection';
import { CommandError } from './errors';
import type { IndexSpec } from './indexes';
import { Journal } from './journal';
import { lockDataDir } from './lock';
import { getPath, keyOf, type Doc } from './values';

/** Journal record: o = put | del | cc (create coll) | dc (drop coll) | dd (drop db) | ci | di (index). */
type Record = Doc & { o: string; db: string; c?: string };

export class Engine {
  readonly dbs = new Map<string, Map<string, Collection>>();
  private pending: Record[] = [];
  private journal!: Journal;
  private unlock: () => void = () => undefined;

  static open(dataDir: string, compactThreshold?: number): Engine {
    const engine = new Engine();
    fs.mkdirSync(dataDir, { recursive: true });
    engine.unlock = lockDataDir(dataDir);
    try {
      engine.journal = Journal.open(
        dataDir,
        (r) => engine.replay(r as Record),
        () => engine.snapshotRecords(),
        compactThreshold,
      );
    } catch (err) {
      engine.unlock();
      throw err;
    }
    for (const colls of engine.dbs.values()) for (const coll of colls.values()) coll.rebuildIndexes();
    return engine;
  }

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** The collection, created (and journaled) when missing, as MongoDB does on first write. */
  ensureCollection(db: string, name: string, options: Doc = {}): Collection {
    const existing = this.collection(db, name);
    if (existing) return existing;
    if (!name || name.includes('$') || name.startsWith('system.')) {
      throw new CommandError('InvalidNamespace', `Invalid collection name: ${name}`);
    }
    const coll = this.createInMemory(db, name, options);
    this.pending.push({ o: 'cc', db, c: name, options });
    return coll;
  }

  private createInMemory(db: string, name: string, options: Doc): Collection {
    let colls = this.dbs.get(db);
    if (!colls) this.dbs.set(db, (colls = new Map()));
    const coll = new Collection(db, name, options);
    colls.set(name, coll);
    return coll;
  }

  insert(coll: Collection, doc: Doc): void {
    coll.checkInsertable(doc);
    coll.put(doc);
    this.pending.push({ o: 'put', db: coll.db, c: coll.name, doc });
  }

  replace(coll: Collection, oldDoc: Doc, newDoc: Doc): void {
    coll.checkInsertable(newDoc, oldDoc);
    coll.replace(oldDoc, newDoc);
    this.pending.push({ o: 'put', db: coll.db, c: coll.name, doc: newDoc });
  }

  remove(coll: Collection, doc: Doc): void {
    coll.removeById(doc._id);
    this.pending.push({ o: 'del', db: coll.db, c: coll.name, id: doc._id });
  }

  createIndex(coll: Collection, spec: IndexSpec): void {
    coll.createIndex(spec);
    this.pending.push({ o: 'ci', db: coll.db, c: coll.name, spec });
  }

  dropIndex(coll: Collection, name: string): void {
    coll.dropIndex(name);
    this.pending.push({ o: 'di', db: coll.db, c: coll.name, name });
  }

  /**
   * mongod's TTL monitor: removes the documents whose date (or earliest date, for an array) in a
   * single-field index with expireAfterSeconds lies that many seconds in the past. Returns how many.
   */
  expireTtl(now = Date.now()): number {
    let removed = 0;
    for (const colls of this.dbs.values()) {
      for (const coll of colls.values()) {
        for (const index of coll.indexes.values()) {
          const ttl = index.spec.expireAfterSeconds;
          const field = index.fields[0];
          if (ttl === undefined || index.fields.length !== 1 || field === undefined) continue;
          const cutoff = now - Number(ttl) * 1000;
          if (!Number.isFinite(cutoff)) continue;
          for (const doc of [...coll.docs.values()]) {
            const value = getPath(doc, field);
            const dates = (Array.isArray(value) ? value : [value]).filter((v) => v instanceof Date);
            if (!dates.length || Math.min(...dates.map((d) => d.getTime())) > cutoff) continue;
            // Another TTL index of this collection may have removed it already.
            if (coll.docs.get(keyOf(doc._id)) !== doc) continue;
            this.remove(coll, doc);
            removed++;
          }
        }
      }
    }
    return removed;
  }

  dropCollection(db: string, name: string): void {
    this.dbs.get(db)?.delete(name);
    this.pending.push({ o: 'dc', db, c: name });
  }

  dropDatabase(db: string): void {
    this.dbs.delete(db);
    this.pending.push({ o: 'dd', db });
  }

  /** Makes the changes made since the last commit durable. */
  commit(): Promise<void> {
    const records = this.pending;
    this.pending = [];
    return this.journal.append(records);
  }

  /** Applies a journal or snapshot record without checks (indexes are rebuilt after loading). */
  private replay(r: Record): void {
    const c = r.c ?? '';
    switch (r.o) {
      case 'put': {
        const coll = this.collection(r.db, c) ?? this.createInMemory(r.db, c, {});
        const doc = r.doc as Doc;
        coll.docs.set(keyOf(doc._id), doc);
        break;
      }
      case 'del':
        this.collection(r.db, c)?.docs.delete(keyOf(r.id));
        break;
      case 'cc':
        if (!this.collection(r.db, c)) this.createInMemory(r.db, c, (r.options as Doc) ?? {});
        break;
      case 'dc':
        this.dbs.get(r.db)?.delete(c);
        break;
      case 'dd':
        this.dbs.delete(r.db);
        break;
      case 'ci': {
        const coll = this.collection(r.db, c) ?? this.createInMemory(r.db, c, {});
        coll.defineIndex(r.spec as IndexSpec);
        break;
      }
      case 'di':
        this.collection(r.db, c)?.indexes.delete(r.name as string);
        break;
    }
  }

  private *snapshotRecords(): Iterable<Doc> {
    for (const [db, colls] of this.dbs) {
      for (const [name, coll] of colls) {
        yield { o: 'cc', db, c: name, options: coll.options };
        for (const index of coll.indexes.values()) yield { o: 'ci', db, c: name, spec: index.spec };
        for (const doc of coll.docs.values()) yield { o: 'put', db, c: name, doc };
      }
    }
  }

  async close(): Promise<void> {
    try {
      await this.journal.close();
    } finally {
      this.unlock();
    }
  }
}

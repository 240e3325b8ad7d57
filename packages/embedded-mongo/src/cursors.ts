/**
 * Server-side cursors, global to the server (the driver may send getMore on another pooled connection).
 * A cursor holds references to the documents it matched; batches are serialized on demand and capped
 * both by batchSize and by the 16 MB reply limit. Cursors left idle expire.
 */
import { Long, serialize } from 'bson';
import { CommandError } from './errors';
import type { Doc } from './values';

export const DEFAULT_FIRST_BATCH = 101;
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;
export const CURSOR_IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface ServerCursor {
  id: Long;
  ns: string;
  docs: Doc[];
  pos: number;
  project?: (docs: Doc[]) => Doc[];
  /** The BSON of one of `docs` (default: serialised afresh). */
  encode: (doc: Doc) => Uint8Array;
  lastUsed: number;
}

function cstring(s: string): Buffer {
  return Buffer.from(s + '\0', 'utf8');
}

function int32(n: number): Buffer {
  const b = Buffer.allocUnsafe(4);
  b.writeInt32LE(n, 0);
  return b;
}

/** A BSON document from already-encoded elements. */
function bsonDoc(elements: Buffer[]): Buffer {
  const size = 4 + elements.reduce((s, e) => s + e.length, 0) + 1;
  return Buffer.concat([int32(size), ...elements, Buffer.from([0])], size);
}

/** `{ cursor: { <batchName>: [...docs], id, ns }, ok: 1 }` built from pre-serialized documents. */
function cursorReply(id: Long, ns: string, batchName: string, docs: Uint8Array[]): Buffer {
  const items = docs.map((d, i) => Buffer.concat([Buffer.from([0x03]), cstring(String(i)), d]));
  const idBytes = Buffer.allocUnsafe(8);
  idBytes.writeInt32LE(id.low, 0);
  idBytes.writeInt32LE(id.high, 4);
  const nsBytes = Buffer.from(ns, 'utf8');
  const cursor = bsonDoc([
    Buffer.concat([Buffer.from([0x04]), cstring(batchName), bsonDoc(items)]),
    Buffer.concat([Buffer.from([0x12]), cstring('id'), idBytes]),
    Buffer.concat([Buffer.from([0x02]), cstring('ns'), int32(nsBytes.length + 1), nsBytes, Buffer.from([0])]),
  ]);
  const ok = Buffer.allocUnsafe(8);
  ok.writeDoubleLE(1, 0);
  return bsonDoc([
    Buffer.concat([Buffer.from([0x03]), cstring('cursor'), cursor]),
    Buffer.concat([Buffer.from([0x01]), cstring('ok'), ok]),
  ]);
}

export class CursorRegistry {
  private readonly cursors = new Map<string, ServerCursor>();
  private nextId = BigInt(Date.now()) * 1000n;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly idleTimeoutMs = CURSOR_IDLE_TIMEOUT_MS) {
    this.sweeper = setInterval(() => this.expire(), Math.min(60_000, idleTimeoutMs));
    this.sweeper.unref();
  }

  /** Drops cursors a client abandoned (never exhausted nor killed). */
  private expire(now = Date.now()): void {
    for (const [k, c] of this.cursors) if (now - c.lastUsed > this.idleTimeoutMs) this.cursors.delete(k);
  }

  /** Serializes the next batch; returns the encoded docs and whether the cursor is exhausted. */
  private batch(c: ServerCursor, batchSize: number): Uint8Array[] {
    const out: Uint8Array[] = [];
    let bytes = 0;
    const max = batchSize > 0 ? batchSize : Number.POSITIVE_INFINITY;
    while (c.pos < c.docs.length && out.length < max) {
      const doc = c.docs[c.pos] as Doc;
      const enc = c.project ? serialize(c.project([doc])[0] as Doc) : c.encode(doc);
      if (out.length > 0 && bytes + enc.length > MAX_BATCH_BYTES) break;
      out.push(enc);
      bytes += enc.length;
      c.pos++;
    }
    return out;
  }

  /**
   * Answers a find/aggregate/list command: the first batch, and a live cursor when more remain
   * (unless singleBatch).
   */
  open(
    ns: string,
    docs: Doc[],
    opts: {
      batchSize?: number;
      singleBatch?: boolean;
      project?: (d: Doc[]) => Doc[];
      /** For stored documents: their kept encodings (encoded-docs.ts). */
      encode?: (doc: Doc) => Uint8Array;
    },
  ): Buffer {
    const c: ServerCursor = {
      id: Long.ZERO,
      ns,
      docs,
      pos: 0,
      project: opts.project,
      encode: opts.encode ?? ((doc) => serialize(doc)),
      lastUsed: Date.now(),
    };
    const first = this.batch(c, opts.batchSize ?? DEFAULT_FIRST_BATCH);
    if (c.pos < docs.length && !opts.singleBatch) {
      c.id = Long.fromBigInt(this.nextId++);
      this.cursors.set(c.id.toString(), c);
    }
    return cursorReply(c.id, ns, 'firstBatch', first);
  }

  getMore(id: Long, collection: string, batchSize: number | undefined): Buffer {
    const key = id.toString();
    this.expire();
    const c = this.cursors.get(key);
    if (!c) throw new CommandError('CursorNotFound', `cursor id ${key} not found`);
    if (!c.ns.endsWith('.' + collection)) {
      throw new CommandError(
        'BadValue',
        `Requested getMore on namespace '${collection}', but cursor belongs to ${c.ns}`,
      );
    }
    c.lastUsed = Date.now();
    const docs = this.batch(c, batchSize ?? 0);
    let replyId = c.id;
    if (c.pos >= c.docs.length) {
      this.cursors.delete(key);
      replyId = Long.ZERO;
    }
    return cursorReply(replyId, c.ns, 'nextBatch', docs);
  }

  kill(ids: Long[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.cursors.delete(id.toString()) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  get size(): number {
    return this.cursors.size;
  }

  close(): void {
    clearInterval(this.sweeper);
    this.cursors.clear();
  }
}

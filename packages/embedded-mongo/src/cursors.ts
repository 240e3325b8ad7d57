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

/** Writes a BSON element's type and name (a cstring) at `at`; the offset after them. */
function writeName(out: Buffer, at: number, type: number, name: string): number {
  out[at] = type;
  const end = at + 1 + out.write(name, at + 1, 'utf8');
  out[end] = 0;
  return end + 1;
}

/**
 * `{ cursor: { <batchName>: [...docs], id, ns }, ok: 1 }` built from pre-serialized documents, written
 * once into one buffer of its size (built by nesting concatenations, a reply's documents were copied
 * six times: about a tenth of the engine's time on a search of 26 listings, 69 KB).
 */
export function cursorReply(id: Long, ns: string, batchName: string, docs: Uint8Array[]): Buffer {
  const nameLen = (name: string) => Buffer.byteLength(name, 'utf8');
  const nsLen = nameLen(ns);
  const arraySize = 4 + docs.reduce((n, d, i) => n + 1 + String(i).length + 1 + d.length, 0) + 1;
  const cursorSize = 4 + (1 + nameLen(batchName) + 1 + arraySize) + (1 + 3 + 8) + (1 + 3 + 4 + nsLen + 1) + 1;
  const total = 4 + (1 + 7 + cursorSize) + (1 + 3 + 8) + 1;
  const out = Buffer.allocUnsafe(total);
  let at = out.writeInt32LE(total, 0);
  at = writeName(out, at, 0x03, 'cursor');
  at = out.writeInt32LE(cursorSize, at);
  at = writeName(out, at, 0x04, batchName);
  at = out.writeInt32LE(arraySize, at);
  docs.forEach((doc, i) => {
    at = writeName(out, at, 0x03, String(i));
    out.set(doc, at);
    at += doc.length;
  });
  out[at++] = 0;
  at = writeName(out, at, 0x12, 'id');
  at = out.writeInt32LE(id.low, at);
  at = out.writeInt32LE(id.high, at);
  at = writeName(out, at, 0x02, 'ns');
  at = out.writeInt32LE(nsLen + 1, at);
  at += out.write(ns, at, 'utf8');
  out[at++] = 0;
  out[at++] = 0;
  at = writeName(out, at, 0x01, 'ok');
  at = out.writeDoubleLE(1, at);
  out[at++] = 0;
  if (at !== total) throw new Error(`cursor reply: wrote ${at} of ${total} bytes`);
  return out;
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

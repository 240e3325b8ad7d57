/**
 * MongoDB wire protocol framing: a linear-time reassembler for pipelined/fragmented TCP data, parsing of
 * OP_QUERY (the driver's first handshake) and OP_MSG (everything else), and encoding of OP_REPLY / OP_MSG.
 */
import { deserialize, serialize } from 'bson';
import { fromWire, type Doc } from './values';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;
const MORE_TO_COME = 1 << 1;
const CHECKSUM_PRESENT = 1 << 0;
export const MAX_MESSAGE_BYTES = 48_000_000;

export interface Incoming {
  requestId: number;
  opCode: number;
  /** The command (OP_MSG body merged with its document sequences, or the OP_QUERY query). */
  command: Doc;
  /** The client expects no reply. */
  moreToCome: boolean;
  /** For OP_QUERY: the full collection name ("admin.$cmd"). */
  collection?: string;
}

/** Collects chunks and hands out whole messages without re-concatenating what is already buffered. */
export class MessageReader {
  private chunks: Buffer[] = [];
  private head = 0; // offset into chunks[0]
  private total = 0;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.total += chunk.length;
  }

  private peekInt32(): number {
    const first = this.chunks[0] as Buffer;
    if (first.length - this.head >= 4) return first.readInt32LE(this.head);
    const tmp = Buffer.alloc(4);
    let filled = 0;
    for (let i = 0; filled < 4; i++) {
      const c = this.chunks[i] as Buffer;
      const start = i === 0 ? this.head : 0;
      const n = Math.min(4 - filled, c.length - start);
      c.copy(tmp, filled, start, start + n);
      filled += n;
    }
    return tmp.readInt32LE(0);
  }

  private take(n: number): Buffer {
    this.total -= n;
    const first = this.chunks[0] as Buffer;
    if (first.length - this.head >= n) {
      const out = first.subarray(this.head, this.head + n);
      this.head += n;
      if (this.head === first.length) {
        this.chunks.shift();
        this.head = 0;
      }
      return out;
    }
    const out = Buffer.allocUnsafe(n);
    let filled = 0;
    while (filled < n) {
      const c = this.chunks[0] as Buffer;
      const m = Math.min(n - filled, c.length - this.head);
      c.copy(out, filled, this.head, this.head + m);
      filled += m;
      this.head += m;
      if (this.head === c.length) {
        this.chunks.shift();
        this.head = 0;
      }
    }
    return out;
  }

  /** The next complete message, null when more bytes are needed. Throws on an impossible length. */
  next(): Buffer | null {
    if (this.total < 4) return null;
    const len = this.peekInt32();
    if (len < 16 || len > MAX_MESSAGE_BYTES) throw new Error(`invalid message length ${len}`);
    if (this.total < len) return null;
    return this.take(len);
  }
}

const DESERIALIZE = { promoteValues: false } as const;

function readCString(buf: Buffer, off: number): [string, number] {
  const end = buf.indexOf(0, off);
  if (end < 0) throw new Error('unterminated cstring');
  return [buf.toString('utf8', off, end), end + 1];
}

function readDoc(buf: Buffer, off: number): [Doc, number] {
  const size = buf.readInt32LE(off);
  if (size < 5 || off + size > buf.length) throw new Error('bad document size');
  const doc = fromWire(deserialize(buf.subarray(off, off + size), DESERIALIZE)) as Doc;
  return [doc, off + size];
}

export function parseMessage(msg: Buffer): Incoming {
  const requestId = msg.readInt32LE(4);
  const opCode = msg.readInt32LE(12);
  if (opCode === OP_QUERY) {
    let off = 20;
    const [collection, afterName] = readCString(msg, off);
    off = afterName + 8; // numberToSkip, numberToReturn
    const [command] = readDoc(msg, off);
    return { requestId, opCode, command, moreToCome: false, collection };
  }
  if (opCode === OP_MSG) {
    const flags = msg.readUInt32LE(16);
    const end = flags & CHECKSUM_PRESENT ? msg.length - 4 : msg.length;
    let off = 20;
    let command: Doc | undefined;
    const sequences: [string, Doc[]][] = [];
    while (off < end) {
      const kind = msg[off++];
      if (kind === 0) {
        [command, off] = readDoc(msg, off);
      } else if (kind === 1) {
        const size = msg.readInt32LE(off);
        const sectionEnd = off + size;
        const [identifier, start] = readCString(msg, off + 4);
        let p = start;
        const docs: Doc[] = [];
        while (p < sectionEnd) {
          let doc: Doc;
          [doc, p] = readDoc(msg, p);
          docs.push(doc);
        }
        sequences.push([identifier, docs]);
        off = sectionEnd;
      } else {
        throw new Error(`unknown OP_MSG section kind ${kind}`);
      }
    }
    if (!command) throw new Error('OP_MSG without body');
    for (const [identifier, docs] of sequences) command[identifier] = docs;
    return { requestId, opCode, command, moreToCome: (flags & MORE_TO_COME) !== 0 };
  }
  throw new Error(`unsupported opCode ${opCode}`);
}

let nextResponseId = 1;

function header(total: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.allocUnsafe(16);
  h.writeInt32LE(total, 0);
  h.writeInt32LE(nextResponseId++ & 0x7fffffff, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

/** Encodes a reply document (or pre-encoded BSON) for the message it answers. */
export function encodeReply(req: Incoming, body: Doc | Uint8Array): Buffer[] {
  const bson = body instanceof Uint8Array ? body : serialize(body);
  if (req.opCode === OP_QUERY) {
    const fields = Buffer.alloc(20); // responseFlags, cursorID (0), startingFrom, numberReturned
    fields.writeInt32LE(1, 16);
    return [
      header(16 + 20 + bson.length, req.requestId, OP_REPLY),
      fields,
      Buffer.from(bson.buffer, bson.byteOffset, bson.length),
    ];
  }
  const flagsAndKind = Buffer.alloc(5); // flagBits 0, section kind 0
  return [
    header(16 + 5 + bson.length, req.requestId, OP_MSG),
    flagsAndKind,
    Buffer.from(bson.buffer, bson.byteOffset, bson.length),
  ];
}

/**
 * Durability: an append-only journal of framed records (u32 length, u32 CRC32, BSON payload), fsynced
 * before writes are acknowledged, with group commit (writes that arrive while a flush runs share the next
 * fsync). When the journal grows past a threshold, and at close, the whole state is written to a snapshot
 * (temp file, fsync, rename) and the journal starts over. Replaying the journal over the snapshot is
 * harmless because every record sets state (put/delete by _id, create/drop) rather than changing it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { deserialize, serialize } from 'bson';
import { fromWire, type Doc } from './values';

const HEADER = 8;
export const JOURNAL_FILE = 'journal.bin';
export const SNAPSHOT_FILE = 'snapshot.bin';

export function frame(payload: Doc): Buffer {
  const body = serialize(payload);
  const out = Buffer.allocUnsafe(HEADER + body.length);
  out.writeUInt32LE(body.length, 0);
  out.writeUInt32LE(crc32(body), 4);
  out.set(body, HEADER);
  return out;
}

/** Decodes frames until the end or the first torn/corrupt one; returns the offset after the last good one. */
export function readFrames(
  buf: Buffer,
  onRecord: (record: Doc) => void,
): { goodBytes: number; torn: boolean } {
  let off = 0;
  while (off + HEADER <= buf.length) {
    const len = buf.readUInt32LE(off);
    const crc = buf.readUInt32LE(off + 4);
    if (off + HEADER + len > buf.length) break;
    const body = buf.subarray(off + HEADER, off + HEADER + len);
    if (crc32(body) !== crc) break;
    let record: Doc;
    try {
      record = fromWire(deserialize(body, { promoteValues: false })) as Doc;
    } catch {
      break;
    }
    onRecord(record);
    off += HEADER + len;
  }
  return { goodBytes: off, torn: off !== buf.length };
}

function fsyncDir(dir: string): void {
  try {
    const fd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // Some platforms cannot fsync a directory; the rename is still atomic.
  }
}

/** write(2) may write less than asked: loop until everything is written. */
function writeAllSync(fd: number, buf: Buffer): number {
  for (let off = 0; off < buf.length;) off += fs.writeSync(fd, buf, off, buf.length - off);
  return buf.length;
}

async function writeAll(fd: number, buf: Buffer): Promise<void> {
  for (let off = 0; off < buf.length;) {
    off += await new Promise<number>((resolve, reject) =>
      fs.write(fd, buf, off, buf.length - off, null, (err, n) => (err ? reject(err) : resolve(n))),
    );
  }
}

interface Waiter {
  frames: Buffer[];
  resolve: () => void;
  reject: (err: unknown) => void;
}

export class Journal {
  private fd: number;
  private size: number;
  private queue: Waiter[] = [];
  private flushing: Promise<void> | null = null;
  private closed = false;
  /** Size of the last snapshot: the journal may grow as large before compaction, keeping its cost linear. */
  private snapshotBytes = 0;

  private constructor(
    private readonly dir: string,
    fd: number,
    size: number,
    /** Produces the whole state as snapshot records. */
    private readonly snapshotRecords: () => Iterable<Doc>,
    private readonly threshold: number,
  ) {
    this.fd = fd;
    this.size = size;
  }

  /** Loads snapshot then journal through `apply`, repairs a torn tail, and opens the journal for appends. */
  static open(
    dir: string,
    apply: (record: Doc) => void,
    snapshotRecords: () => Iterable<Doc>,
    threshold = 32 * 1024 * 1024,
  ): Journal {
    fs.mkdirSync(dir, { recursive: true });
    fs.rmSync(path.join(dir, SNAPSHOT_FILE + '.tmp'), { force: true });
    const snapPath = path.join(dir, SNAPSHOT_FILE);
    if (fs.existsSync(snapPath)) {
      const res = readFrames(fs.readFileSync(snapPath), apply);
      if (res.torn)
        console.warn(`[embedded-db] snapshot ${snapPath} is damaged after ${res.goodBytes} bytes`);
    }
    const journalPath = path.join(dir, JOURNAL_FILE);
    let size = 0;
    if (fs.existsSync(journalPath)) {
      const buf = fs.readFileSync(journalPath);
      const res = readFrames(buf, apply);
      size = res.goodBytes;
      if (res.torn) {
        console.warn(`[embedded-db] journal tail torn: keeping ${res.goodBytes} of ${buf.length} bytes`);
        fs.truncateSync(journalPath, res.goodBytes);
      }
    }
    const fd = fs.openSync(journalPath, 'a', 0o600);
    fs.fsyncSync(fd);
    fsyncDir(dir);
    const journal = new Journal(dir, fd, size, snapshotRecords, threshold);
    journal.snapshotBytes = fs.existsSync(snapPath) ? fs.statSync(snapPath).size : 0;
    return journal;
  }

  /** Queues records; resolves once they are on disk. */
  append(records: Doc[]): Promise<void> {
    if (records.length === 0) return Promise.resolve();
    if (this.closed) return Promise.reject(new Error('journal closed'));
    const frames = records.map(frame);
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ frames, resolve, reject });
      if (!this.flushing) this.flushing = this.flushLoop();
    });
  }

  private async flushLoop(): Promise<void> {
    // Let the current tick's other writes join this group.
    await new Promise<void>((r) => setImmediate(r));
    while (this.queue.length) {
      const group = this.queue;
      this.queue = [];
      try {
        const bufs = group.flatMap((w) => w.frames);
        const data = Buffer.concat(bufs);
        await writeAll(this.fd, data);
        await new Promise<void>((resolve, reject) =>
          fs.fdatasync(this.fd, (err) => (err ? reject(err) : resolve())),
        );
        this.size += data.length;
        for (const w of group) w.resolve();
      } catch (err) {
        // Cut off a partly written group so later records are not hidden behind a torn one.
        try {
          fs.ftruncateSync(this.fd, this.size);
        } catch {
          // The next load detects and truncates the torn tail anyway.
        }
        for (const w of group) w.reject(err);
      }
      if (this.size > Math.max(this.threshold, this.snapshotBytes)) this.compact();
    }
    this.flushing = null;
  }

  /** Writes the full state as a snapshot and empties the journal (synchronously: no write interleaves). */
  compact(): void {
    const tmp = path.join(this.dir, SNAPSHOT_FILE + '.tmp');
    const fd = fs.openSync(tmp, 'w', 0o600);
    let written = 0;
    try {
      let chunk: Buffer[] = [];
      let chunkBytes = 0;
      for (const record of this.snapshotRecords()) {
        const f = frame(record);
        chunk.push(f);
        chunkBytes += f.length;
        if (chunkBytes > 1 << 20) {
          written += writeAllSync(fd, Buffer.concat(chunk));
          chunk = [];
          chunkBytes = 0;
        }
      }
      if (chunk.length) written += writeAllSync(fd, Buffer.concat(chunk));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, path.join(this.dir, SNAPSHOT_FILE));
    fsyncDir(this.dir);
    fs.ftruncateSync(this.fd, 0);
    fs.fsyncSync(this.fd);
    this.size = 0;
    this.snapshotBytes = written;
  }

  /** Waits for queued writes, compacts, and closes the file. */
  async close(): Promise<void> {
    if (this.closed) return;
    while (this.flushing) await this.flushing;
    this.closed = true;
    try {
      this.compact();
    } finally {
      fs.closeSync(this.fd);
    }
  }
}

/**
 * mongod's fsync lock (`{ fsync: 1, lock: true }` … `{ fsyncUnlock: 1 }`): while it is held, writes wait
 * (they are not refused) and reads go on, so a client can read every collection as of one moment (a
 * backup). Locks nest, as mongod's do, and any connection may unlock. Unlike mongod's, a client that dies
 * holding it must not stop the site's writes: its locks end when the connection that took them closes
 * (a process killed mid-backup), and any lock after `maxMs` (a client alive but stuck). An unlock after
 * that answers an error, so the client knows its reads were not one moment.
 */
import { CommandError } from '../errors';
import type { Doc } from '../values';

/** How long one fsync lock can hold writes back. */
export const FSYNC_LOCK_MAX_MS = 60_000;

export class WriteGate {
  private count = 0;
  /** The locks each connection took (only while locked: at most one entry per lock held). */
  private readonly held = new Map<number, number>();
  private released: Promise<void> = Promise.resolve();
  private release: () => void = () => undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly maxMs = FSYNC_LOCK_MAX_MS) {}

  get locked(): boolean {
    return this.count > 0;
  }

  /** Resolves at once when unlocked, else when the lock ends. */
  pass(): Promise<void> {
    return this.released;
  }

  lock(cmd: Doc, connection?: number): Doc {
    if (cmd.lock !== true && cmd.lock !== 1) return { numFiles: 1, ok: 1 };
    if (connection !== undefined) this.held.set(connection, (this.held.get(connection) ?? 0) + 1);
    if (this.count++ === 0) {
      this.released = new Promise<void>((resolve) => (this.release = resolve));
      this.timer = setTimeout(() => this.end(), this.maxMs);
      this.timer.unref();
    }
    return { info: 'now locked against writes', lockCount: this.count, ok: 1 };
  }

  unlock(connection?: number): Doc {
    if (this.count === 0) throw new CommandError('IllegalOperation', 'fsyncUnlock called when not locked');
    // One of the caller's own locks, else another connection's (a driver's pool may unlock on another).
    const from =
      connection !== undefined && this.held.has(connection) ? connection : this.held.keys().next().value;
    if (from !== undefined) this.forget(from, 1);
    if (--this.count === 0) this.end();
    return { info: 'fsyncUnlock completed', lockCount: this.count, ok: 1 };
  }

  /** A connection closed: the locks it took end with it. */
  dropConnection(connection: number): void {
    const locks = this.held.get(connection);
    if (!locks) return;
    this.forget(connection, locks);
    this.count = Math.max(0, this.count - locks);
    if (this.count === 0) this.end();
  }

  private forget(connection: number, locks: number): void {
    const left = (this.held.get(connection) ?? 0) - locks;
    if (left > 0) this.held.set(connection, left);
    else this.held.delete(connection);
  }

  private end(): void {
    clearTimeout(this.timer);
    this.count = 0;
    this.held.clear();
    this.release();
  }
}

const gates = new WeakMap<object, WriteGate>();

/** The gate of one server (keyed by its engine). */
export function writeGate(engine: object): WriteGate {
  let gate = gates.get(engine);
  if (!gate) gates.set(engine, (gate = new WriteGate()));
  return gate;
}

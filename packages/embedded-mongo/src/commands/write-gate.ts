/**
 * mongod's fsync lock (`{ fsync: 1, lock: true }` … `{ fsyncUnlock: 1 }`): while it is held, writes wait
 * (they are not refused) and reads go on, so a client can read every collection as of one moment (a
 * backup). Locks nest, as mongod's do. Unlike mongod's, a lock lasts at most `maxMs`: a client that dies
 * holding it must not stop the site's writes for good; an unlock after that answers an error, so the
 * client knows its reads were not one moment.
 */
import { CommandError } from '../errors';
import type { Doc } from '../values';

/** How long one fsync lock can hold writes back. */
export const FSYNC_LOCK_MAX_MS = 60_000;

export class WriteGate {
  private count = 0;
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

  lock(cmd: Doc): Doc {
    if (cmd.lock !== true && cmd.lock !== 1) return { numFiles: 1, ok: 1 };
    if (this.count++ === 0) {
      this.released = new Promise<void>((resolve) => (this.release = resolve));
      this.timer = setTimeout(() => this.end(), this.maxMs);
      this.timer.unref();
    }
    return { info: 'now locked against writes', lockCount: this.count, ok: 1 };
  }

  unlock(): Doc {
    if (this.count === 0) throw new CommandError('IllegalOperation', 'fsyncUnlock called when not locked');
    if (--this.count === 0) this.end();
    return { info: 'fsyncUnlock completed', lockCount: this.count, ok: 1 };
  }

  private end(): void {
    clearTimeout(this.timer);
    this.count = 0;
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

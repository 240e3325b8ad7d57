/**
 * One promise per key while it runs: callers asking for the same work meanwhile share it, and the key
 * is dropped when it settles (fulfilled or not), so a failure is not kept. Used wherever the server
 * must not do one thing twice at once (a page render, a compression, a manifest read, a slot).
 */
export interface SingleFlight<K, V> {
  /** The running work for `key`, or `work()` started now (synchronously) and shared until it settles. */
  run(key: K, work: () => Promise<V>): Promise<V>;
  /** The work running for `key`, if any. */
  get(key: K): Promise<V> | undefined;
  has(key: K): boolean;
  /** Keys running now (never more than `max`). */
  readonly size: number;
}

/** Past `max` keys at once, new work still runs but is not shared: the map cannot grow without bound. */
export function singleFlight<K, V>({ max = 10_000 }: { max?: number } = {}): SingleFlight<K, V> {
  const running = new Map<K, Promise<V>>();
  return {
    run(key, work) {
      const known = running.get(key);
      if (known) return known;
      const started = work();
      if (running.size >= max) return started;
      running.set(key, started);
      const drop = () => {
        if (running.get(key) === started) running.delete(key);
      };
      started.then(drop, drop);
      return started;
    },
    get: (key) => running.get(key),
    has: (key) => running.has(key),
    get size() {
      return running.size;
    },
  };
}

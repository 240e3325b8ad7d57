/**
 * Renders that others may wait for: a visitor asking for a page being rendered for another waits for that
 * render rather than render it again (after an edit, every visitor of a busy page would otherwise render
 * it at once). Bounded: at most one render under way per key, and a bounded memory of pages that could
 * not be kept.
 */
import { singleFlight } from '@manzil/contract';
import { LRUCache } from 'lru-cache';
import type { CachedPage } from './page-cache';

/** How long a visitor waits for the same page rendered for another before rendering it himself. */
const SHARED_WAIT_MS = 10_000;
const UNKEPT_MS = 10_000;

export function createSharedRenders() {
  /** Registers a render others may wait for; returns how to settle it (with the kept page or nothing). */
  const leadRender = (key: string) => {
    let settle!: (page: CachedPage | undefined) => void;
    const shared = inflight.run(key, () => new Promise((resolve) => (settle = resolve)));
    // A backstop only: every render settles once its parts' budgets are spent.
    const timer = setTimeout(() => settle(undefined), SHARED_WAIT_MS).unref();
    void shared.then(() => clearTimeout(timer));
    return settle;
  };

  /** Renders under way that will be kept, by key: at most one per key, removed when it settles. */
  const inflight = singleFlight<string, CachedPage | undefined>();
  /** Pages whose last render could not be kept (a part left to the browser): for a while, visitors
   * render them at once instead of waiting on each other for nothing. */
  const unkept = new LRUCache<string, true>({ max: 1_000, ttl: UNKEPT_MS });
  const waitFor = async (render: Promise<CachedPage | undefined>) => {
    let timer: NodeJS.Timeout | undefined;
    const givingUp = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), SHARED_WAIT_MS);
    });
    try {
      return await Promise.race([render, givingUp]);
    } finally {
      clearTimeout(timer);
    }
  };

  return { inflight, unkept, leadRender, waitFor };
}

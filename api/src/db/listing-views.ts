/**
 * Page views per listing, counted on the server: one counter per listing and Dubai day, nothing about
 * the visitor (no address, cookie or agent string). A worker adds views up in memory and writes them
 * every FLUSH_MS in one bulk write; the buffer is bounded (VIEWS_BUFFER_MAX listing-days), views past it
 * are dropped until the next write rather than growing memory. Counters older than the retention go.
 */
import type { Db } from 'mongodb';

export const LISTING_VIEWS = 'listing_views';
export const VIEWS_BUFFER_MAX = 5_000;
const FLUSH_MS = 10_000;
/** Counters are kept two years: the reports' longest period, with room for a year-on-year look. */
const VIEWS_RETENTION_S = 730 * 24 * 60 * 60;

interface ViewDoc {
  _id: string;
  day: string;
  slug: string;
  n: number;
  at: Date;
}

export async function ensureListingViewIndexes(db: Db): Promise<void> {
  await db.collection<ViewDoc>(LISTING_VIEWS).createIndexes([
    { key: { day: 1, slug: 1 }, name: 'day_slug' },
    { key: { at: 1 }, name: 'retention', expireAfterSeconds: VIEWS_RETENTION_S },
  ]);
}

const dubaiDay = (at: Date): string => new Date(at.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);

export interface ViewCounter {
  /** Counts one view of the listing with this slug (a listing that exists: the caller checked). */
  count(slug: string, at?: Date): void;
  /** Writes what is buffered (also run on a timer). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export function createViewCounter(db: Db, log: (line: string) => void = console.error): ViewCounter {
  let buffer = new Map<string, { day: string; slug: string; n: number }>();
  let dropped = 0;
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  async function flush(): Promise<void> {
    if (!buffer.size) return;
    const batch = buffer;
    buffer = new Map();
    if (dropped) log(`[api] page views: ${dropped} views dropped (buffer full)`);
    dropped = 0;
    const now = new Date();
    await db
      .collection<ViewDoc>(LISTING_VIEWS)
      .bulkWrite(
        [...batch].map(([id, v]) => ({
          updateOne: {
            filter: { _id: id },
            update: { $inc: { n: v.n }, $set: { at: now }, $setOnInsert: { day: v.day, slug: v.slug } },
            upsert: true,
          },
        })),
        { ordered: false },
      )
      .catch((err: unknown) => log(`[api] page views not written: ${String(err)}`));
  }

  return {
    count(slug, at = new Date()) {
      const day = dubaiDay(at);
      const id = `${day}|${slug}`;
      const entry = buffer.get(id);
      if (entry) entry.n += 1;
      else if (buffer.size < VIEWS_BUFFER_MAX) buffer.set(id, { day, slug, n: 1 });
      else dropped += 1;
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

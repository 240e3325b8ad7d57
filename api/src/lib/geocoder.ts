/**
 * Server-side geocoding (the browser never calls the geocoder per page view): at most one
 * request per second, results cached in the `geocache` collection, a descriptive User-Agent
 * (Nominatim's usage policy). Failures fall back to the default centre with a warning.
 */
import type { Db } from 'mongodb';
import { MAP } from '@manzil/contract';

export interface Coordinates {
  lat: number;
  lon: number;
}

export interface Geocoder {
  /** Resolves the coordinates of a free-text place; the default centre on failure. undefined when off. */
  locate(query: string): Promise<Coordinates | undefined>;
  /** Runs a task that uses the geocoder without blocking the caller; failures are logged. */
  background(task: () => Promise<unknown>): void;
  /** Resolves when no background task is queued or running (tests, shutdown). */
  idle(): Promise<void>;
}

export const USER_AGENT = 'Manzil-property-site/0.1 (server-side geocoding; contact via AGENCY_EMAIL)';
const MIN_INTERVAL_MS = 1000;

interface GeocacheDoc {
  _id: string;
  lat: number;
  lon: number;
  at: Date;
}

export function createGeocoder(opts: {
  url: string;
  db: Db;
  fetchImpl?: typeof fetch;
  log?: (msg: string) => void;
}): Geocoder {
  const { url, db } = opts;
  const fetchImpl = opts.fetchImpl ?? fetch;
  const log = opts.log ?? ((msg: string) => console.warn(msg));
  const cache = db.collection<GeocacheDoc>('geocache');
  let chain: Promise<unknown> = Promise.resolve();
  let lastRequestAt = 0;
  const running = new Set<Promise<unknown>>();

  const fallback = (query: string, why: string): Coordinates => {
    log(`[geocoder] "${query}": ${why}; using the default centre`);
    return { lat: MAP.defaultCenter.lat, lon: MAP.defaultCenter.lon };
  };

  async function lookup(query: string): Promise<Coordinates> {
    const wait = lastRequestAt + MIN_INTERVAL_MS - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    lastRequestAt = Date.now();
    const target = new URL(url);
    target.searchParams.set('format', 'json');
    target.searchParams.set('limit', '1');
    target.searchParams.set('q', query);
    try {
      const res = await fetchImpl(target, {
        headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) return fallback(query, `HTTP ${res.status}`);
      const body = (await res.json()) as unknown;
      const first = Array.isArray(body)
        ? (body[0] as { lat?: unknown; lon?: unknown } | undefined)
        : undefined;
      const lat = Number(first?.lat);
      const lon = Number(first?.lon);
      if (!first || !Number.isFinite(lat) || !Number.isFinite(lon)) return fallback(query, 'no result');
      // A concurrent insert of the same place is harmless: ignore the duplicate.
      await cache.insertOne({ _id: query, lat, lon, at: new Date() }).catch(() => undefined);
      return { lat, lon };
    } catch (err) {
      return fallback(query, err instanceof Error ? err.message : 'request failed');
    }
  }

  return {
    async locate(rawQuery) {
      if (url === 'off') return undefined;
      const query = rawQuery.trim().replace(/\s+/g, ' ').toLowerCase();
      const cached = await cache.findOne({ _id: query });
      if (cached) return { lat: cached.lat, lon: cached.lon };
      // One lookup at a time, spaced by a second.
      const result = chain.then(() => lookup(query));
      chain = result.catch(() => undefined);
      return result;
    },
    background(task) {
      const run: Promise<unknown> = task()
        .catch((err: unknown) =>
          log(`[geocoder] background task failed: ${err instanceof Error ? err.message : String(err)}`),
        )
        .finally(() => running.delete(run));
      running.add(run);
    },
    async idle() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}

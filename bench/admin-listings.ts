/**
 * The admin listings table's query (filters + sort + page + count) at 100,000 listings: through the
 * driver (the API's own db function) and through the API over HTTP (the Hono app on a local socket:
 * session check, validation, the query, JSON), signed in as an admin. Figures only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import {
  LISTING_STATUSES,
  PROPERTY_TYPES,
  ADMIN_LISTING_SORTS,
  type AdminListingsQuery,
} from '@manzil/contract';
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { bootstrapData } from '../api/src/db/bootstrap';
import { openDatabase } from '../api/src/db/client';
import { collections } from '../api/src/db/collections';
import { listListings } from '../api/src/db/admin-listings';
import { AREAS, benchListing, dropBenchDatabase, insertListings, prng, timeEach, WARMUP } from './listings';
import { percentiles, type Percentiles } from './stats';

const WORDS = ['Residence', 'Tower', 'Villa', 'Heights', 'Gardens', 'Boulevard', 'Bay', 'Park'];
const PASSWORD = 'bench-Admin-Password-1';

export interface AdminListingsBench {
  documents: number;
  queries: number;
  driverMs: Percentiles;
  apiMs: Percentiles;
  /** The same through the API, only the queries with a text search (regex over four fields). */
  apiTextMs: Percentiles;
}

/** A query an admin would make: a few filters, one sort, a page among the first twenty. */
function randomQuery(random: () => number, agents: string[]): AdminListingsQuery {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const q: AdminListingsQuery = {
    sort: pick(ADMIN_LISTING_SORTS),
    dir: random() < 0.5 ? 'asc' : 'desc',
    page: 1 + Math.floor(random() * (random() < 0.7 ? 3 : 20)),
    pageSize: 25,
  };
  if (random() < 0.7) q.purpose = random() < 0.6 ? 'Buy' : 'Rent';
  if (random() < 0.4) q.status = pick(LISTING_STATUSES);
  if (random() < 0.5) q.emirate = pick(AREAS)[1];
  if (random() < 0.3) q.type = pick(PROPERTY_TYPES);
  if (random() < 0.2 && agents.length) q.agent = pick(agents);
  if (random() < 0.3) {
    q.minPrice = Math.round(random() * 3_000_000);
    q.maxPrice = q.minPrice + Math.round(random() * 5_000_000);
  }
  if (random() < 0.2) q.listedFrom = '2025-06-01';
  if (random() < 0.25) q.q = pick([...WORDS.map((w) => w.toLowerCase()), 'marina', 'palm']);
  return q;
}

const toSearch = (q: AdminListingsQuery): string =>
  new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();

export async function benchAdminListings(count = 100_000, queries = 400): Promise<AdminListingsBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-bench-admin-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    GEOCODER_URL: 'off',
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: PASSWORD,
    ADMIN_EMAIL: 'bench@manzil.test',
    PUBLIC_URL: 'http://127.0.0.1',
    ...(process.env.MONGODB_URI
      ? { MONGODB_URI: process.env.MONGODB_URI, MONGODB_DB: 'manzil_bench_admin' }
      : {}),
  });
  const db = await openDatabase(config);
  const server = { close: () => undefined } as { close(): void };
  try {
    await db.db.dropDatabase();
    const phase = (what: string) => process.stderr.write(`  admin table bench: ${what}\n`);
    await bootstrapData({ config, db, log: () => undefined });
    phase(`demo content seeded; inserting ${count} listings`);
    const agents = (await collections(db.db).agents.find({}).toArray()).map((a) => a.slug);
    const random = prng(7);
    const firstSecond = Math.floor(Date.UTC(2024, 0, 1) / 1000);
    // Listed over two years, as an agency's stock is.
    const spread = Math.floor((2 * 365 * 86_400) / count);
    await insertListings(db, count, (i) => {
      const { doc } = benchListing(random, firstSecond + i * spread, {
        slug: `bench-admin-${i}`,
        name: `${WORDS[i % WORDS.length]} ${WORDS[(i >> 3) % WORDS.length]} ${i}`,
        description: 'Generated for the admin table bench.',
      });
      doc.area = Math.round(400 + random() * 6000);
      // One in five has no status stored (an older record: available).
      if (random() < 0.8) doc.status = LISTING_STATUSES[Math.floor(random() * LISTING_STATUSES.length)]!;
      if (agents.length && random() < 0.7) doc.agent = agents[Math.floor(random() * agents.length)]!;
      return doc;
    });

    phase('listings inserted; timing the driver');
    const plan = Array.from({ length: WARMUP + queries }, () => randomQuery(random, agents));
    const driver = await timeEach(plan, (q) => listListings(db.db, q));

    phase('timing the API');
    const app = createApp({ config, db });
    const { listening, port } = await new Promise<{ listening: ReturnType<typeof serve>; port: number }>(
      (resolve) => {
        const listening = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
          resolve({ listening, port: info.port }),
        );
      },
    );
    Object.assign(server, { close: () => listening.close() });
    const origin = `http://127.0.0.1:${port}`;
    const health = await fetch(`${origin}/api/health`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')![1]!;
    const login = await fetch(`${origin}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
      body: JSON.stringify({ username: 'bench', password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`bench sign-in failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const apiText: number[] = [];
    const api = await timeEach(plan, async (q, measured) => {
      const t0 = performance.now();
      const res = await fetch(`${origin}/api/admin/listings?${toSearch(q)}`, {
        headers: { 'x-auth-token': token, 'accept-encoding': 'gzip, br' },
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET /api/admin/listings?${toSearch(q)}: ${res.status}`);
      if (measured && q.q) apiText.push(performance.now() - t0);
    });
    return {
      documents: count,
      queries,
      driverMs: percentiles(driver),
      apiMs: percentiles(api),
      apiTextMs: percentiles(apiText),
    };
  } finally {
    server.close();
    await dropBenchDatabase(db, dataDir);
  }
}

// `node --import tsx bench/admin-listings.ts [count]`: this section alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const result = await benchAdminListings(Number(process.argv[2] ?? 100_000));
  console.log(JSON.stringify(result, null, 2));
}

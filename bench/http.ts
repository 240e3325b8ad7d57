/**
 * Requests per second of public reads and search through the full stack (no response cache: every
 * answer is queried, serialised, compressed and signed as a browser's request asks), beside a bare
 * node:http server answering the same bytes in the same run; plus a load run.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { startBareServer, startProductServer } from './server-process';

export interface ThroughputRow {
  route: string;
  connections: number;
  productRps: number;
  bareRps: number;
  ratio: number;
  productP99Ms: number;
  /** The machine's 1-minute load average after the product's run (others' work shares the cores). */
  load1: number;
}

export interface LoadRun {
  connections: number;
  seconds: number;
  rps: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  rssBeforeMb: number;
  rssAfterMb: number;
}

interface Target {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

function cannon(url: string, targets: Target[], connections: number, duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    requests: targets.map((t) => ({ method: t.method, path: t.path, body: t.body, headers: t.headers })),
  });
}

interface CsrfPair {
  /** What a browser holds after its first page: the cookie, sent on every call. */
  cookie: string;
  token: string;
}

async function csrfPair(url: string): Promise<CsrfPair> {
  const first = await fetch(`${url}/api/health`);
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie, token: decodeURIComponent(cookie.split('=')[1] ?? '') };
}

const SEARCH_BODY = JSON.stringify({
  purpose: 'Buy',
  location: 'Dubai',
  residential: 'Residential',
  beds: 'Beds',
  price: 'Price',
});

function searchTarget(pair: CsrfPair): Target {
  return {
    method: 'POST',
    path: '/api/search/result',
    body: SEARCH_BODY,
    headers: {
      ...BROWSER_HEADERS,
      'content-type': 'application/json',
      cookie: pair.cookie,
      'x-xsrf-token': pair.token,
    },
  };
}

/** `BENCH_HTTP_PORT` picks another pair of ports (it and the next) when 3980 and 3981 are taken. */
const PORT = Number(process.env.BENCH_HTTP_PORT ?? 3980);

/** What Chromium sends with every call besides the cookie. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

export async function benchHttp(opts: { seconds: number; loadSeconds: number }): Promise<{
  throughput: ThroughputRow[];
  load: LoadRun;
}> {
  const site = await startProductServer(PORT);
  let stopped = false;
  try {
    // The anti-forgery pair that a browser holds after its first page, sent as a browser does.
    const pair = await csrfPair(site.url);
    const browser = { ...BROWSER_HEADERS, cookie: pair.cookie };
    const search = searchTarget(pair);

    const cities = Buffer.from(await (await fetch(`${site.url}/api/homepage/cities`)).arrayBuffer());
    const searchRes = await fetch(`${site.url}/api/search/result`, {
      method: 'POST',
      headers: search.headers,
      body: search.body,
    });
    if (!searchRes.ok) throw new Error(`search answered ${searchRes.status}`);
    const searchBytes = Buffer.from(await searchRes.arrayBuffer());
    const bare = await startBareServer(PORT + 1, {
      'GET /api/homepage/cities': cities,
      'POST /api/search/result': searchBytes,
    });
    const throughput: ThroughputRow[] = [];
    try {
      const cases: [string, Target, number][] = [
        ['GET /api/homepage/cities', { method: 'GET', path: '/api/homepage/cities', headers: browser }, 50],
        ['GET /api/homepage/cities', { method: 'GET', path: '/api/homepage/cities', headers: browser }, 100],
        ['POST /api/search/result', search, 50],
        ['POST /api/search/result', search, 100],
      ];
      for (const [route, target, connections] of cases) {
        const product = await cannon(site.url, [target], connections, opts.seconds);
        const load1 = Math.round(os.loadavg()[0]! * 10) / 10;
        const ceiling = await cannon(bare.url, [target], connections, opts.seconds);
        throughput.push({
          route,
          connections,
          productRps: Math.round(product.requests.average),
          bareRps: Math.round(ceiling.requests.average),
          ratio: Math.round((product.requests.average / ceiling.requests.average) * 100) / 100,
          productP99Ms: product.latency.p99,
          load1,
        });
      }
    } finally {
      await bare.stop();
    }

    const rssBeforeMb = site.rssMb();
    const slug = (
      (await (await fetch(`${site.url}/api/admin/properties/downtown_dubai`)).json()) as { slug: string }[]
    )[0]?.slug;
    const load = await cannon(
      site.url,
      [
        { method: 'GET', path: '/api/homepage/cities', headers: browser },
        { method: 'GET', path: '/api/admin/properties/downtown_dubai', headers: browser },
        { method: 'GET', path: `/api/properties/by-slug/${slug}`, headers: browser },
        { method: 'GET', path: '/api/damac360/card', headers: browser },
        search,
      ],
      100,
      opts.loadSeconds,
    );
    const rssAfterMb = site.rssMb();
    await site.stop();
    stopped = true;
    return {
      throughput,
      load: {
        connections: 100,
        seconds: opts.loadSeconds,
        rps: Math.round(load.requests.average),
        p99Ms: load.latency.p99,
        errors: load.errors + load.timeouts,
        non2xx: load.non2xx,
        rssBeforeMb,
        rssAfterMb,
      },
    };
  } finally {
    if (!stopped) await site.stop();
  }
}

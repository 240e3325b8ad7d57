/** Requests per second of public reads and search, beside a bare node:http server; plus a load run. */
import autocannon from 'autocannon';
import { startBareServer, startProductServer } from './server-process';

export interface ThroughputRow {
  route: string;
  productRps: number;
  bareRps: number;
  ratio: number;
  productP99Ms: number;
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

/** Requests per second and p99 of one target against a server started with `env`. */
async function measureOnce(port: number, env: Record<string, string>, seconds: number) {
  const site = await startProductServer(port, env);
  try {
    const pair = await csrfPair(site.url);
    const result = await cannon(site.url, [searchTarget(pair)], 50, seconds);
    return { rps: Math.round(result.requests.average), p99Ms: result.latency.p99 };
  } finally {
    await site.stop();
  }
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
    headers: { 'content-type': 'application/json', cookie: pair.cookie, 'x-xsrf-token': pair.token },
  };
}

export async function benchHttp(opts: { seconds: number; loadSeconds: number }): Promise<{
  throughput: ThroughputRow[];
  uncachedSearch: { rps: number; p99Ms: number };
  load: LoadRun;
}> {
  const site = await startProductServer(3980);
  let stopped = false;
  try {
    // The anti-forgery pair that a browser holds after its first page, sent as a browser does.
    const pair = await csrfPair(site.url);
    const browser = { cookie: pair.cookie };
    const search = searchTarget(pair);

    const cities = Buffer.from(await (await fetch(`${site.url}/api/homepage/cities`)).arrayBuffer());
    const searchRes = await fetch(`${site.url}/api/search/result`, {
      method: 'POST',
      headers: search.headers,
      body: search.body,
    });
    if (!searchRes.ok) throw new Error(`search answered ${searchRes.status}`);
    const searchBytes = Buffer.from(await searchRes.arrayBuffer());
    const bare = await startBareServer(3981, {
      'GET /api/homepage/cities': cities,
      'POST /api/search/result': searchBytes,
    });
    const throughput: ThroughputRow[] = [];
    try {
      const cases: [string, Target][] = [
        ['GET /api/homepage/cities', { method: 'GET', path: '/api/homepage/cities', headers: browser }],
        ['POST /api/search/result', search],
      ];
      for (const [route, target] of cases) {
        const product = await cannon(site.url, [target], 50, opts.seconds);
        const ceiling = await cannon(bare.url, [target], 50, opts.seconds);
        throughput.push({
          route,
          productRps: Math.round(product.requests.average),
          bareRps: Math.round(ceiling.requests.average),
          ratio: Math.round((product.requests.average / ceiling.requests.average) * 100) / 100,
          productP99Ms: product.latency.p99,
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
    // The same search with the read cache off: what every first (uncached) answer costs.
    const uncachedSearch = await measureOnce(3983, { READ_CACHE_TTL_MS: '0' }, opts.seconds);
    return {
      throughput,
      uncachedSearch,
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

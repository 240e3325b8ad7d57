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

export async function benchHttp(opts: { seconds: number; loadSeconds: number }): Promise<{
  throughput: ThroughputRow[];
  load: LoadRun;
}> {
  const site = await startProductServer(3980);
  try {
    // The anti-forgery pair that a browser would hold.
    const first = await fetch(`${site.url}/api/health`);
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const token = decodeURIComponent(cookie.split('=')[1] ?? '');
    const json = { 'content-type': 'application/json', cookie, 'x-xsrf-token': token };
    const searchBody = JSON.stringify({
      purpose: 'Buy',
      location: 'Dubai',
      residential: 'Residential',
      beds: 'Beds',
      price: 'Price',
    });

    const cities = Buffer.from(await (await fetch(`${site.url}/api/homepage/cities`)).arrayBuffer());
    const searchRes = await fetch(`${site.url}/api/search/result`, {
      method: 'POST',
      headers: json,
      body: searchBody,
    });
    if (!searchRes.ok) throw new Error(`search answered ${searchRes.status}`);
    const search = Buffer.from(await searchRes.arrayBuffer());
    const bare = await startBareServer(3981, {
      'GET /api/homepage/cities': cities,
      'POST /api/search/result': search,
    });
    const throughput: ThroughputRow[] = [];
    try {
      const cases: [string, Target][] = [
        ['GET /api/homepage/cities', { method: 'GET', path: '/api/homepage/cities' }],
        [
          'POST /api/search/result',
          { method: 'POST', path: '/api/search/result', body: searchBody, headers: json },
        ],
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
        { method: 'GET', path: '/api/homepage/cities' },
        { method: 'GET', path: '/api/admin/properties/downtown_dubai' },
        { method: 'GET', path: `/api/properties/by-slug/${slug}` },
        { method: 'GET', path: '/api/damac360/card' },
        { method: 'POST', path: '/api/search/result', body: searchBody, headers: json },
      ],
      100,
      opts.loadSeconds,
    );
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
        rssAfterMb: site.rssMb(),
      },
    };
  } finally {
    await site.stop();
  }
}

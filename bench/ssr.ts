/**
 * Server-rendered pages at 50 connections: requests/s and p99 of a city area page, a property page
 * and a filtered search (the home page with the search form's query), rendered fresh (a server started with PAGE_CACHE_MB=0, whose page cache keeps nothing) and
 * answered through the HTML cache, side by side in one run.
 * Requests carry what Chromium sends for a page: Accept, Accept-Encoding and the XSRF cookie.
 */
import autocannon from 'autocannon';
import { SEARCH_URL } from './lighthouse';
import { startProductServer } from './server-process';

export interface SsrRow {
  page: string;
  connections: number;
  fresh: { rps: number; p99Ms: number; non2xx: number; errors: number };
  cached: { rps: number; p99Ms: number; non2xx: number; errors: number };
  /** cached req/s over fresh req/s. */
  ratio: number;
}

/** `BENCH_SSR_PORT` picks another port when 3986 is taken. */
const PORT = Number(process.env.BENCH_SSR_PORT ?? 3986);
const CONNECTIONS = 50;

const BROWSER_PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

async function run(url: string, path: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    // Fresh renders queue up on a busy machine: measure their latency rather than cut it at 10 s.
    timeout: 30,
    requests: [{ method: 'GET', path, headers }],
  });
  return {
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function healthMs(url: string): Promise<number> {
  const started = performance.now();
  await (await fetch(`${url}/api/health`)).arrayBuffer();
  return performance.now() - started;
}

/** Waits (at most 30 s) until the requests of the last run have been answered: the renders a run
 * leaves in flight would otherwise be counted against the next one. */
async function settle(url: string, baselineMs: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  let quiet = 0;
  while (quiet < 3 && Date.now() < deadline) {
    quiet = (await healthMs(url)) <= Math.max(3 * baselineMs, 50) ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A started site, its browser-like page headers, and its pages, each worker warm. */
async function warmSite(env: Record<string, string>) {
  const site = await startProductServer(PORT, env);
  const first = await fetch(`${site.url}/api/health`);
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const headers = { ...BROWSER_PAGE_HEADERS, cookie };
  const slug = (
    (await (await fetch(`${site.url}/api/admin/properties/downtown_dubai`)).json()) as { slug: string }[]
  )[0]?.slug;
  if (!slug) throw new Error('no property in downtown_dubai');
  const pages = ['/dubai/downtown-dubai', `/property/${slug}`, SEARCH_URL];
  // Every worker loads the remotes' server code (and fills its cache) before anything is measured.
  const samples = [];
  for (let i = 0; i < 5; i++) samples.push(await healthMs(site.url));
  const baselineMs = samples.sort((a, b) => a - b)[2]!;
  for (const page of pages) await run(site.url, page, headers, 3);
  await settle(site.url, baselineMs);
  return { site, headers, pages, baselineMs };
}

export async function benchSsr(opts: { seconds: number }): Promise<{ rows: SsrRow[]; workers: string }> {
  type Result = Awaited<ReturnType<typeof run>>;
  const cached: Result[] = [];
  const fresh: Result[] = [];
  let pages: string[] = [];
  const warm = await warmSite({});
  try {
    pages = warm.pages;
    for (const page of pages) {
      const check = await fetch(`${warm.site.url}${page}`, { headers: warm.headers });
      await check.arrayBuffer();
      const how = check.headers.get('x-page-cache');
      if (check.status !== 200 || how !== 'hit')
        console.warn(`  ${page}: ${check.status}, x-page-cache ${how}`);
      cached.push(await run(warm.site.url, page, warm.headers, opts.seconds));
      await settle(warm.site.url, warm.baselineMs);
    }
  } finally {
    await warm.site.stop();
  }
  // Fresh renders: the same site with a page cache that keeps nothing (a request's own headers
  // never bypass the cache), so every request renders.
  const cold = await warmSite({ PAGE_CACHE_MB: '0' });
  try {
    for (const page of cold.pages) {
      fresh.push(await run(cold.site.url, page, cold.headers, opts.seconds));
      await settle(cold.site.url, cold.baselineMs);
    }
  } finally {
    await cold.site.stop();
  }
  const rows: SsrRow[] = pages.map((page, i) => ({
    page: page.startsWith('/property/') ? '/property/:slug' : page,
    connections: CONNECTIONS,
    fresh: fresh[i]!,
    cached: cached[i]!,
    ratio: Math.round((cached[i]!.rps / Math.max(fresh[i]!.rps, 1)) * 10) / 10,
  }));
  return { rows, workers: process.env.WEB_CONCURRENCY ?? 'one per core' };
}

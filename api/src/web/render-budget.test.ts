/**
 * One client's renders are bounded (in flight and per second, per worker) while every other visitor,
 * and the cache's answers, go on; keyword and map searches are kept by their normal form. Through the
 * one page handler real traffic takes, with a fake shell server build whose render takes a while.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtShellRoot, startTestApp, type TestApp } from '../../test/helpers';
import { createPageCache, type PageCache } from './page-cache';
import { PAGE_POLICY } from './pages';
import { createRenderBudget } from './render-budget';

const fake = globalThis as unknown as { __manzilSlowShell: { renders: number } };

const SLOW_SERVER_BUILD = `
exports.render = async (request) => {
  globalThis.__manzilSlowShell.renders += 1;
  await new Promise((resolve) => setTimeout(resolve, 150));
  const esc = (s) => String(s).replace(/[&<>"]/g, (ch) => '&#' + ch.charCodeAt(0) + ';');
  const bytes = new TextEncoder().encode('<main data-url="' + esc(request.url) + '"></main>');
  const body = new ReadableStream({ start(c) { c.enqueue(bytes); c.close(); } });
  return { body, allReady: Promise.resolve(), queries: () => '{}', fallbacks: () => 0 };
};
`;

let t: TestApp;
let cache: PageCache;
let appsRoot: string;

beforeAll(async () => {
  appsRoot = builtShellRoot('manzil-budget-', SLOW_SERVER_BUILD);
  fake.__manzilSlowShell = { renders: 0 };
  cache = createPageCache();
  t = await startTestApp({
    env: {
      APPS_ROOT: appsRoot,
      TRUST_PROXY: '1',
      RATE_LIMIT_RENDERS_IN_FLIGHT: '2',
      RATE_LIMIT_RENDERS_PER_SECOND: '1',
    },
    pageCache: cache,
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(appsRoot, { recursive: true, force: true });
});

// What a browser sends for a page, from one address or another (behind the trusted proxy).
const get = (url: string, ip: string) =>
  t.app.request(url, {
    headers: {
      accept: 'text/html,application/xhtml+xml',
      'accept-encoding': 'gzip, br',
      'x-forwarded-for': ip,
    },
  });
/** The page as the browser reads it (decoded as its Content-Encoding says). */
async function text(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(bytes).toString();
  return bytes.toString();
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("one client's renders", () => {
  it('past its budget get a 429 page to go on from, while cached pages answer everyone', async () => {
    // The victim's page is in the cache before the flood.
    await (await get('/dubai', '10.20.0.2')).text();
    await pause(1200);
    const flood = Array.from({ length: 12 }, (_, i) => get(`/?purpose=Rent&q=villa${i}&beds=2`, '10.20.0.1'));
    // Meanwhile the cached page answers at once, to another client and to the flooding one too.
    const [victim, own] = await Promise.all([get('/dubai', '10.20.0.2'), get('/dubai', '10.20.0.1')]);
    for (const res of [victim, own]) {
      expect(res.status).toBe(200);
      expect(res.headers.get(PAGE_POLICY.cacheHeader)).toBe('hit');
    }
    const answers = await Promise.all(flood);
    const statuses = answers.map((r) => r.status);
    // At most two at once: the others are refused at once rather than queued behind them.
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = answers[statuses.indexOf(429)]!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    const page = await text(refused);
    // Links to go on, a link to try again, and the search form holding what the visitor asked for.
    expect(page).toContain('<a href="/about">About Us</a>');
    expect(page).toContain('<a href="/contact">Contact Us</a>');
    expect(page).toMatch(/<a href="\/\?purpose=Rent&amp;q=villa\d+&amp;beds=2">Try again<\/a>/);
    expect(page).toMatch(/<form method="get" action="\/"/);
    expect(page).toContain('<input type="hidden" name="purpose" value="Rent">');
    expect(page).toContain('<input type="hidden" name="beds" value="2">');
    expect(page).toMatch(/name="q" value="villa\d+"/);
    await Promise.all(answers.filter((r) => r !== refused).map((r) => r.arrayBuffer()));

    // Per second too: with nothing in flight, renders past the burst are refused until it refills.
    await pause(1200);
    const statusesInTurn: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      const res = await get(`/?purpose=Buy&q=pool${i}`, '10.20.0.3');
      statusesInTurn.push(res.status);
      await res.arrayBuffer();
    }
    expect(statusesInTurn.filter((s) => s === 429).length).toBeGreaterThan(0);
    // The victim's uncached page still renders: another client's budget is his own.
    const other = await get('/?purpose=Buy&q=garden', '10.20.0.4');
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });
});

describe('the render budget itself', () => {
  it('remembers a bounded number of clients when 100,000 distinct addresses arrive', () => {
    const budget = createRenderBudget({ inFlight: 2, perSecond: 3, maxClients: 10_000, holdMs: 30_000 });
    for (let i = 0; i < 100_000; i += 1) {
      const turn = budget.take(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
      if ('release' in turn) turn.release();
      expect(budget.size).toBeLessThanOrEqual(10_000);
    }
    expect(budget.size).toBe(10_000);
  });

  it('lets go of a render whose stream never ends, after holdMs', async () => {
    const budget = createRenderBudget({ inFlight: 1, perSecond: 100, maxClients: 10, holdMs: 50 });
    expect('release' in budget.take('a')).toBe(true);
    expect('release' in budget.take('a')).toBe(false);
    await pause(80);
    expect('release' in budget.take('a')).toBe(true);
  });
});

describe('keyword and map searches', () => {
  it('" Marina " and "marina" are one cache entry: other spellings are sent to the kept one', async () => {
    const spelled = await get('/?purpose=Buy&q=+Marina+', '10.21.0.1');
    expect(spelled.status).toBe(301);
    expect(spelled.headers.get('location')).toBe('/?purpose=Buy&q=marina');
    const size = cache.size;
    const first = await get('/?purpose=Buy&q=marina', '10.21.0.1');
    expect(first.headers.get(PAGE_POLICY.cacheHeader)).toBe('miss');
    expect(await text(first)).toContain('data-url="/?purpose=Buy&#38;q=marina"');
    expect((await get('/?purpose=Buy&q=MARINA', '10.21.0.2')).headers.get('location')).toBe(
      '/?purpose=Buy&q=marina',
    );
    const again = await get('/?purpose=Buy&q=marina', '10.21.0.2');
    expect(again.headers.get(PAGE_POLICY.cacheHeader)).toBe('hit');
    expect(cache.size).toBe(size + 1);
  });

  it('nearby map areas are one entry, rendered for the snapped area', async () => {
    const locations = await Promise.all(
      ['55.12345,25.05,55.42,25.3', '55.12399,25.05001,55.41992,25.29993'].map(async (bbox) => {
        const res = await get(`/?purpose=Buy&bbox=${bbox}`, '10.21.1.1');
        expect(res.status).toBe(301);
        return res.headers.get('location');
      }),
    );
    expect(locations).toEqual(Array(2).fill('/?purpose=Buy&bbox=55.123%2C25.05%2C55.42%2C25.3'));
    const size = cache.size;
    const page = await get(locations[0]!, '10.21.1.1');
    expect(page.headers.get(PAGE_POLICY.cacheHeader)).toBe('miss');
    expect(await text(page)).toContain('bbox=55.123%2C25.05%2C55.42%2C25.3');
    expect((await get(locations[1]!, '10.21.1.2')).headers.get(PAGE_POLICY.cacheHeader)).toBe('hit');
    expect(cache.size).toBe(size + 1);
  });
});

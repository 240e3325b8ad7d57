/**
 * Server-rendered pages: validators, Cache-Control, the worker's HTML cache and its bounds, through
 * the one page handler real traffic takes. The unit tests run before the apps are built: the pages are
 * rendered by a minimal fake shell server build that reads its data through the render's `read`, as
 * the real one does.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  csrfPair,
  formOf,
  loginToken,
  builtShellRoot,
  startTestApp,
  type TestApp,
} from '../../test/helpers';
import { villaForm } from '../../test/fixtures/admin-bodies';
import { createPageCache, type PageCache } from './page-cache';
import { PAGE_POLICY } from './pages';

interface FakeShell {
  renders: number;
  fallbacks: number;
}
const fake = globalThis as unknown as { __manzilFakeShell: FakeShell };

const FAKE_SERVER_BUILD = `
exports.render = async (request) => {
  const state = globalThis.__manzilFakeShell;
  state.renders += 1;
  const cities = (await request.read('GET /homepage/cities')).data;
  const esc = (s) => String(s).replace(/[&<>"]/g, (ch) => '&#' + ch.charCodeAt(0) + ';');
  const html = '<main data-url="' + esc(request.url) + '">' +
    cities.map((c) => '<p>' + esc(c.name) + ': ' + esc(c.text) + '</p>').join('') + '</main>';
  const fallbacks = state.fallbacks;
  const body = new ReadableStream({
    start(controller) {
      const bytes = new TextEncoder().encode(html);
      controller.enqueue(bytes.subarray(0, 10));
      controller.enqueue(bytes.subarray(10));
      controller.close();
    },
  });
  return { body, allReady: Promise.resolve(), queries: () => '{}', fallbacks: () => fallbacks };
};
`;

const LIMITS = { maxEntries: 20, maxBytes: 256 * 1024, maxEntryBytes: 64 * 1024, ttlMs: 60_000 };

let t: TestApp;
let cache: PageCache;
let appsRoot: string;
let token: string;

beforeAll(async () => {
  appsRoot = builtShellRoot('manzil-pages-', FAKE_SERVER_BUILD);
  fake.__manzilFakeShell = { renders: 0, fallbacks: 0 };
  cache = createPageCache(LIMITS);
  t = await startTestApp({ env: { APPS_ROOT: appsRoot }, pageCache: cache });
  token = await loginToken(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(appsRoot, { recursive: true, force: true });
});
beforeEach(() => {
  fake.__manzilFakeShell.fallbacks = 0;
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });
const renders = () => fake.__manzilFakeShell.renders;

async function updateDubai(description: string): Promise<void> {
  const res = await call(t.app, 'POST', '/api/admin/update-city', {
    form: formOf({ city: 'Dubai', description }),
    token,
  });
  expect(res.status).toBe(200);
}

describe('anonymous pages', () => {
  it('carry a strong ETag, a CDN-friendly Cache-Control, Vary and no cookie', async () => {
    const res = await get('/dubai');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers.get('cache-control')).toBe(PAGE_POLICY.publicCacheControl);
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect(res.headers.get('cache-control')).toMatch(/stale-while-revalidate=\d+/);
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).toContain('<p>Dubai: ');
  });

  it('are rendered once, then answered from the cache with the same bytes and validator', async () => {
    const first = await get('/abu-dhabi');
    const body = await first.text();
    const before = renders();
    const second = await get('/abu-dhabi');
    expect(second.headers.get(PAGE_POLICY.cacheHeader)).toBe('hit');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await second.text()).toBe(body);
    expect(renders()).toBe(before);
  });

  it('br and gzip forms from the cache decode to the same page, each with its own strong ETag', async () => {
    const identity = await (await get('/dubai')).text();
    const br = await get('/dubai', { 'accept-encoding': 'br' });
    const gzip = await get('/dubai', { 'accept-encoding': 'gzip' });
    expect(br.headers.get(PAGE_POLICY.cacheHeader)).toBe('hit');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(identity);
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(identity);
    const etags = new Set([br, gzip].map((r) => r.headers.get('etag')));
    etags.add((await get('/dubai')).headers.get('etag'));
    expect(etags.size).toBe(3);
  });

  it("If-None-Match answers 304 without rendering, with or without the client's no-cache", async () => {
    const etag = (await get('/dubai')).headers.get('etag')!;
    const before = renders();
    const cached = await get('/dubai', { 'if-none-match': etag });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe(etag);
    expect(cached.headers.get('cache-control')).toBe(PAGE_POLICY.publicCacheControl);
    const forced = await get('/dubai', { 'if-none-match': `W/${etag}`, 'cache-control': 'no-cache' });
    expect(forced.status).toBe(304);
    expect(renders()).toBe(before);
    // Another representation's validator does not match.
    expect((await get('/dubai', { 'if-none-match': etag, 'accept-encoding': 'br' })).status).toBe(200);
  });

  it("a visitor's Cache-Control/Pragma: no-cache is answered from the cache (no render); an admin write still shows", async () => {
    // What a browser's hard reload sends, from a fresh client holding only the XSRF cookie.
    const reload = {
      'accept-encoding': 'gzip, deflate, br, zstd',
      cookie: (await csrfPair(t.app)).cookie,
      'cache-control': 'no-cache',
      pragma: 'no-cache',
    };
    await (await get('/dubai', { 'accept-encoding': 'gzip, deflate, br, zstd' })).arrayBuffer();
    const before = renders();
    for (let i = 0; i < 5; i++) {
      const res = await get('/dubai', reload);
      expect(res.status).toBe(200);
      expect(res.headers.get(PAGE_POLICY.cacheHeader)).toBe('hit');
      await res.arrayBuffer();
    }
    expect((await get('/dubai', { pragma: 'no-cache' })).headers.get(PAGE_POLICY.cacheHeader)).toBe('hit');
    expect(renders()).toBe(before);

    await updateDubai('Edited while visitors reloaded');
    const after = await get('/dubai', { 'cache-control': 'no-cache' });
    expect(after.headers.get(PAGE_POLICY.cacheHeader)).toBe('miss');
    expect(await after.text()).toContain('Edited while visitors reloaded');
    expect(renders()).toBe(before + 1);
  });

  it('404 pages are validated and cached too', async () => {
    const res = await get('/atlantis');
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toMatch(/^"/);
    await res.text();
    const again = await get('/atlantis');
    expect(again.status).toBe(404);
    expect(again.headers.get(PAGE_POLICY.cacheHeader)).toBe('hit');
  });
});

describe('an admin write', () => {
  it('changes the ETag, and the next request has the new content', async () => {
    const before = await get('/dubai');
    const oldEtag = before.headers.get('etag')!;
    expect(await before.text()).not.toContain('Freshly edited Dubai');
    await updateDubai('Freshly edited Dubai');
    const after = await get('/dubai', { 'if-none-match': oldEtag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(oldEtag);
    expect(after.headers.get(PAGE_POLICY.cacheHeader)).toBe('miss');
    expect(await after.text()).toContain('<p>Dubai: Freshly edited Dubai</p>');
  });

  it('property and area writes change it too', async () => {
    const etag = async () => (await get('/')).headers.get('etag');
    const e1 = await etag();
    const form = formOf(villaForm('Cache Test Villa'));
    const added = await call(t.app, 'POST', '/api/admin/add-property', { form, token });
    expect(added.status).toBe(201);
    const e2 = await etag();
    expect(e2).not.toBe(e1);
    const { data } = (await added.json()) as { data: { _id: string } };
    const removed = await call(t.app, 'DELETE', '/api/admin/delete-property', {
      json: { _id: data._id, areaName: 'dubai_marina' },
      token,
    });
    expect(removed.status).toBe(200);
    expect(await etag()).not.toBe(e2);
  });
});

describe('requests with credentials, and the admin pages', () => {
  const privateCases: [string, Record<string, string>][] = [
    ['a session cookie', { cookie: 'session=abc' }],
    ['x-auth-token', { 'x-auth-token': 'abc' }],
    ['Authorization', { authorization: 'Bearer abc' }],
    ['a cookie beside XSRF-TOKEN', { cookie: 'XSRF-TOKEN=a.b; other=1' }],
  ];
  for (const [name, headers] of privateCases) {
    it(`${name}: private, no-cache`, async () => {
      const res = await get('/dubai', headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
    });
  }

  it('the XSRF-TOKEN cookie alone keeps a page public, and the page sets no cookie', async () => {
    const res = await get('/dubai', { cookie: 'XSRF-TOKEN=not.valid' });
    expect(res.headers.get('cache-control')).toBe(PAGE_POLICY.publicCacheControl);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('a visitor still gets the XSRF cookie before any write: /remotes.json (every page loads it) sets it', async () => {
    const res = await get('/remotes.json');
    expect(res.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
  });

  it('the admin pages are never public nor kept; a reset link is not stored at all', async () => {
    const login = await get('/login');
    expect(login.headers.get('cache-control')).toBe('private, no-cache');
    expect(login.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
    expect(login.headers.get('etag')).toBeNull();
    const reset = await get('/reset-password/secret-token');
    expect(reset.headers.get('cache-control')).toBe('private, no-store');
    const before = renders();
    const size = cache.size;
    await (await get('/login')).text();
    expect(renders()).toBe(before + 1);
    expect(cache.size).toBe(size);
  });
});

describe('hostile query strings and bounds', () => {
  it('junk parameters are dropped: one entry for /dubai however many variants arrive', async () => {
    await (await get('/dubai')).text();
    const sizeBefore = cache.size;
    const before = renders();
    for (let i = 0; i < 200; i++) {
      const res = await get(`/dubai?utm_source=${i}&junk=${'x'.repeat(i)}`);
      expect(res.headers.get(PAGE_POLICY.cacheHeader)).toBe('hit');
    }
    expect(cache.size).toBe(sizeBefore);
    expect(renders()).toBe(before);
  });

  it('search criteria on / make entries; values the page does not offer are rendered but not kept', async () => {
    const a = await get('/?purpose=Rent&beds=2&junk=1');
    expect(a.headers.get(PAGE_POLICY.cacheHeader)).toBe('miss');
    expect(await a.text()).toContain('data-url="/?purpose=Rent&#38;beds=2"');
    expect((await get('/?beds=2&purpose=Rent')).headers.get(PAGE_POLICY.cacheHeader)).toBe('hit');
    const size = cache.size;
    for (let i = 0; i < 50; i++) {
      const res = await get(`/?purpose=${'Buy'.repeat(i + 2)}&beds=${i}`);
      expect(res.headers.get(PAGE_POLICY.cacheHeader)).toBe('pass');
    }
    expect(cache.size).toBe(size);
  });

  it('a flood of distinct pages never takes the cache past its entries and bytes', async () => {
    for (let i = 0; i < 300; i++) {
      const res = await get(i % 2 ? `/no-such-page-${i}` : `/?purpose=Buy&location=${i}`);
      expect([200, 404]).toContain(res.status);
      await res.arrayBuffer();
      expect(cache.size).toBeLessThanOrEqual(LIMITS.maxEntries);
      expect(cache.bytesHeld).toBeLessThanOrEqual(LIMITS.maxBytes);
    }
    expect(cache.size).toBe(LIMITS.maxEntries);
  });

  it('an oversized path is rendered, not kept', async () => {
    const res = await get(`/${'a'.repeat(400)}`);
    expect(res.status).toBe(404);
    expect(res.headers.get(PAGE_POLICY.cacheHeader)).toBe('pass');
  });

  it('an If-None-Match of thousands of validators is not looked through', async () => {
    const etag = (await get('/dubai')).headers.get('etag')!;
    const many = [...Array.from({ length: 5000 }, (_, i) => `"x${i}"`), etag].join(', ');
    expect((await get('/dubai', { 'if-none-match': many })).status).toBe(200);
  });
});

describe('visitors arriving together', () => {
  it('share one render of a page not kept yet', async () => {
    await updateDubai('Busy page');
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 12 }, () => get('/dubai')));
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(renders()).toBe(before + 1);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain('Busy page');
    const how = answers.map((r) => r.headers.get(PAGE_POLICY.cacheHeader));
    expect(how.filter((h) => h === 'miss')).toHaveLength(1);
    expect(how.filter((h) => h === 'shared')).toHaveLength(11);
  });

  it('a visitor that goes away before the end does not lose the render for the others', async () => {
    await updateDubai('Abandoned');
    const res = await get('/dubai');
    await res.body?.cancel();
    await new Promise((r) => setTimeout(r, 200));
    const next = await get('/dubai');
    expect(next.headers.get(PAGE_POLICY.cacheHeader)).toBe('hit');
    expect(await next.text()).toContain('Abandoned');
  });
});

describe('pages that were not rendered whole', () => {
  it('a page with a part left to the browser is sent but not kept', async () => {
    await updateDubai('Fallback round');
    fake.__manzilFakeShell.fallbacks = 1;
    const first = await get('/dubai');
    expect(first.status).toBe(200);
    await first.text();
    const second = await get('/dubai');
    expect(second.headers.get(PAGE_POLICY.cacheHeader)).toBe('miss');
    await second.text();
    // Visitors do not wait on each other for a page that was not kept last time.
    const before = renders();
    const together = await Promise.all(Array.from({ length: 5 }, () => get('/dubai')));
    await Promise.all(together.map((r) => r.text()));
    expect(together.map((r) => r.headers.get(PAGE_POLICY.cacheHeader))).toEqual(Array(5).fill('miss'));
    expect(renders()).toBe(before + 5);
    fake.__manzilFakeShell.fallbacks = 0;
    await (await get('/dubai')).text();
    expect((await get('/dubai')).headers.get(PAGE_POLICY.cacheHeader)).toBe('hit');
  });
});

describe("the agents directory's filter", () => {
  it('is rendered with the page; filters the agents offer make entries, any other value is never kept', async () => {
    const a = await get('/find-my-agent?utm_source=x&area=downtown_dubai&language=Arabic');
    expect(a.headers.get(PAGE_POLICY.cacheHeader)).toBe('miss');
    expect(await a.text()).toContain('data-url="/find-my-agent?language=Arabic&#38;area=downtown_dubai"');
    const again = await get('/find-my-agent?language=Arabic&area=downtown_dubai');
    expect(again.headers.get(PAGE_POLICY.cacheHeader)).toBe('hit');
    const size = cache.size;
    for (let i = 0; i < 50; i++) {
      const res = await get(
        i % 2 ? `/find-my-agent?language=Klingon${i}` : `/find-my-agent?area=${'x'.repeat(40 + i)}`,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get(PAGE_POLICY.cacheHeader)).toBe('pass');
      await res.arrayBuffer();
    }
    expect(cache.size).toBe(size);
  });
});

/** The public-read cache: same answers as uncached, fresh after writes, never for token-bearing calls. */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomepageCity } from '@manzil/contract';
import { call, formOf, json, loginToken, startTestApp, type TestApp } from '../../test/helpers';

const TTL_MS = 300;
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ env: { READ_CACHE_TTL_MS: String(TTL_MS) } });
  token = await loginToken(t.app);
});
afterAll(async () => t.close());

const cities = async () => json<HomepageCity[]>(await call(t.app, 'GET', '/api/homepage/cities'));
const emirates = () => t.db.db.collection<{ slug: string; text: string }>('emirates');

describe('read cache', () => {
  it('answers a repeated read with the same bytes, headers and a validator; If-None-Match gives 304', async () => {
    const first = await call(t.app, 'GET', '/api/homepage/cities');
    const second = await call(t.app, 'GET', '/api/homepage/cities');
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    const tag = second.headers.get('etag');
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.get('content-type')).toContain('application/json');
    // The outer layers still run on a cached answer.
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
    const revalidated = await call(t.app, 'GET', '/api/homepage/cities', {
      headers: { 'if-none-match': tag! },
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('a write through the API is visible on the very next read', async () => {
    await cities();
    const res = await call(t.app, 'POST', '/api/admin/update-city', {
      form: formOf({ city: 'Dubai', description: 'Written through the API.' }),
      token,
    });
    expect(res.status).toBe(200);
    expect((await cities()).find((c) => c.name === 'Dubai')?.text).toBe('Written through the API.');
  });

  it('a write made elsewhere (another process) shows once the entry expires', async () => {
    await cities();
    await emirates().updateOne({ slug: 'dubai' }, { $set: { text: 'Written by another instance.' } });
    expect((await cities()).find((c) => c.name === 'Dubai')?.text).not.toBe('Written by another instance.');
    await new Promise((r) => setTimeout(r, TTL_MS + 50));
    expect((await cities()).find((c) => c.name === 'Dubai')?.text).toBe('Written by another instance.');
  });

  it('search is cached per body, with its total header replayed', async () => {
    const search = (body: object) => call(t.app, 'POST', '/api/search/result', { json: body });
    const buy = await search({ purpose: 'Buy' });
    const buyAgain = await search({ purpose: 'Buy' });
    const rent = await search({ purpose: 'Rent' });
    const buyText = await buy.text();
    expect(await buyAgain.text()).toBe(buyText);
    expect(buyAgain.headers.get('x-total-count')).toBe(buy.headers.get('x-total-count'));
    expect(await rent.text()).not.toBe(buyText);
    // The body is still validated first: a bad body is refused, never served from the cache.
    const bad = await call(t.app, 'POST', '/api/search/result', { json: { purpose: { $gt: '' } } });
    expect(bad.status).toBe(400);
  });

  it('sends brotli or gzip when asked, decoding to the same JSON', async () => {
    const search = (headers: Record<string, string> = {}) =>
      call(t.app, 'POST', '/api/search/result', { json: {}, headers });
    const plain = await (await search()).text();
    expect(plain.length).toBeGreaterThan(1024);
    const gz = await search({ 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    const br = await search({ 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
  });

  it('never serves or stores a call that carries a token, nor a route off the allowlist', async () => {
    const dashboard = await call(t.app, 'GET', '/api/admin/dashboard', { token });
    expect(dashboard.status).toBe(200);
    const anonymous = await call(t.app, 'GET', '/api/admin/dashboard');
    expect(anonymous.status).toBe(401);
    await cities();
    await emirates().updateOne({ slug: 'dubai' }, { $set: { text: 'Seen by a token holder at once.' } });
    const withToken = await json<HomepageCity[]>(
      await call(t.app, 'GET', '/api/homepage/cities', { headers: { 'x-auth-token': token } }),
    );
    expect(withToken.find((c) => c.name === 'Dubai')?.text).toBe('Seen by a token holder at once.');
  });
});

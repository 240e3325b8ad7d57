import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { builtShellRoot, call, useTestApp } from '../../test/helpers';
import { loadConfig } from '../config';
import { FAILURE, observe, type RequestLogLine } from './observe';

const TOKEN = 'metrics-token-for-tests-0123456789';
/** A shell server build that renders every page whole at once. */
const SERVER_BUILD = `
exports.render = async () => ({
  body: new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode('<main>page</main>')); c.close(); } }),
  allReady: Promise.resolve(),
  queries: () => '{}',
  fallbacks: () => 0,
});
`;
const lines: RequestLogLine[] = [];
const logged = () => lines.splice(0);

/** A sample's value in Prometheus text (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf('}'));
    if (wanted.every((pair) => inside.split(',').includes(pair))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

describe('each request: its id, its log line, its count', () => {
  const t = useTestApp({
    env: { APPS_ROOT: builtShellRoot('manzil-observe-', SERVER_BUILD), METRICS_TOKEN: TOKEN },
    requestLog: (line) => lines.push(line),
  });
  const scrape = async () => {
    const res = await call(t.app, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it('keeps a safe X-Request-Id, replaces any other, and sends it back', async () => {
    logged();
    const kept = await call(t.app, 'GET', '/api/health', { headers: { 'x-request-id': 'lb-1234.abc:9_Z' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234.abc:9_Z');
    for (const hostile of ['a'.repeat(65), 'x y', '<script>', 'id\u00e9'.normalize()]) {
      const res = await call(t.app, 'GET', '/api/health', { headers: { 'x-request-id': hostile } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const fresh = await call(t.app, 'GET', '/api/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const ids = logged().map((line) => line.reqId);
    expect(ids).toHaveLength(6);
    expect(ids[0]).toBe('lb-1234.abc:9_Z');
    expect(ids.at(-1)).toBe(fresh.headers.get('x-request-id'));
  });

  it('logs one line per request with the route pattern, never the path or its query', async () => {
    logged();
    await call(t.app, 'GET', '/api/properties/by-slug/no-such-home?secret=1');
    await call(t.app, 'GET', '/reset-password/a-reset-token-of-someone');
    await call(t.app, 'GET', '/property/some-home');
    const all = logged();
    // The page renderer's own calls (the remotes' manifests) are logged too, under a page's id.
    const got = all.filter((line) => !line.internal);
    const pageIds = new Set(got.map((line) => line.reqId));
    for (const line of all.filter((l) => l.internal)) expect(pageIds.has(line.reqId), line.route).toBe(true);
    expect(got.map(({ method, route, status }) => ({ method, route, status }))).toEqual([
      { method: 'GET', route: '/api/properties/by-slug/:slug', status: 404 },
      { method: 'GET', route: '/reset-password/:token', status: expect.any(Number) },
      { method: 'GET', route: '/property/:propertySlug', status: 404 },
    ]);
    expect(JSON.stringify(got)).not.toMatch(/no-such-home|secret|a-reset-token|some-home/);
    for (const line of got) expect(line.ms).toBeGreaterThanOrEqual(0);
  });

  it('serves /metrics only with the token: requests by pattern and status, page cache, renders', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: '/api/health', status: '200' };
    for (let i = 0; i < 3; i++) await call(t.app, 'GET', '/api/health');
    await (await call(t.app, 'GET', '/about')).text();
    await new Promise((r) => setTimeout(r, 50));
    await (await call(t.app, 'GET', '/about')).text();
    const after = await scrape();
    expect(sample(after, 'manzil_http_requests_total', labels)).toBe(
      sample(before, 'manzil_http_requests_total', labels) + 3,
    );
    expect(
      sample(after, 'manzil_http_requests_total', { route: '/about', status: '200' }),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(after, 'manzil_page_cache_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/^manzil_page_render_seconds_count\{page="\/about",complete="true"\} \d+/m);
    expect(after).toMatch(
      /^manzil_http_request_duration_seconds_bucket\{le="0.005",route="\/api\/health"\}/m,
    );
    // No raw path became a label.
    expect(after).not.toMatch(/route="[^"]*(no-such-home|some-home|a-reset-token)/);

    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await call(t.app, 'GET', '/metrics', { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(await res.text()).not.toMatch(/manzil_/);
    }
  });
});

describe('without METRICS_TOKEN', () => {
  const t = useTestApp({ env: { APPS_ROOT: builtShellRoot('manzil-observe-') } });

  it('has no /metrics: a 404 like any unknown page', async () => {
    const res = await call(t.app, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/manzil_/);
  });

  it('refuses to start with a guessable token', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/at least 16 characters/);
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metrics.token).toBe(TOKEN);
  });
});

describe('a request that fails', () => {
  it("carries the error's first line, cut short, on its own log line", async () => {
    const got: RequestLogLine[] = [];
    const app = new Hono();
    app.use('*', observe({ log: (line) => got.push(line) }));
    app.get('/boom/:id', () => {
      throw new Error(`kaput ${'x'.repeat(500)}\nsecond line`);
    });
    app.onError((err, c) => {
      c.set(FAILURE, String(err));
      return c.json({ msg: 'Something went wrong' }, 500);
    });
    const res = await app.request('/boom/7', { headers: { 'x-request-id': 'req-7' } });
    expect(res.status).toBe(500);
    expect(res.headers.get('x-request-id')).toBe('req-7');
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ reqId: 'req-7', route: '/boom/:id', status: 500 });
    expect(got[0]!.err).toMatch(/^Error: kaput x+$/);
    expect(got[0]!.err).toHaveLength(200);
  });
});

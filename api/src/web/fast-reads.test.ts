/** The node:http fast path answers cached reads exactly as the full stack does, and only those. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, formOf, startTestApp, type TestApp } from '../../test/helpers';
import { createNodeHandler } from './fast-reads';

const OTHER_ORIGIN = 'http://127.0.0.1:9';
let t: TestApp;
let server: http.Server;
let base: string;
/** Requests that reached the Hono app (the full stack). */
let fullStackCalls = 0;
let cookie: string;
let xsrf: string;

beforeAll(async () => {
  t = await startTestApp({ env: { REMOTE_MF_VR_URL: `${OTHER_ORIGIN}/mf-manifest.json` } });
  const counting = {
    fetch: (req: Request, ...rest: unknown[]) => {
      fullStackCalls += 1;
      return (t.app.fetch as (...args: unknown[]) => Response | Promise<Response>)(req, ...rest);
    },
  } as unknown as Hono;
  server = http.createServer(createNodeHandler({ ...t.application, app: counting }, t.config));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const first = await fetch(`${base}/api/health`);
  const set = first.headers.get('set-cookie') ?? '';
  xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(set)![1]!);
  cookie = `XSRF-TOKEN=${encodeURIComponent(xsrf)}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** Headers that differ between any two answers whatever served them. */
const VOLATILE = new Set(['date', 'connection', 'keep-alive']);
const comparable = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !VOLATILE.has(name)).sort());

async function twice(path: string, init: RequestInit = {}) {
  const before = fullStackCalls;
  const first = await fetch(base + path, init);
  const firstBody = Buffer.from(await first.arrayBuffer());
  const second = await fetch(base + path, init);
  const secondBody = Buffer.from(await second.arrayBuffer());
  return { first, firstBody, second, secondBody, fullStack: fullStackCalls - before };
}

describe('fast path for cached reads', () => {
  it('serves the second read itself, with the full stack’s status, headers and bytes', async () => {
    for (const encoding of ['', 'gzip', 'gzip, deflate, br']) {
      const headers = { cookie, 'accept-encoding': encoding };
      const r = await twice('/api/homepage/cities', { headers });
      expect(r.fullStack, encoding).toBe(1);
      expect(r.second.status).toBe(200);
      expect(comparable(r.second)).toEqual(comparable(r.first));
      expect(r.secondBody.equals(r.firstBody)).toBe(true);
      expect(r.second.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      t.application.readCache.clear();
    }
  });

  it('answers If-None-Match with 304 and the security headers', async () => {
    const first = await fetch(`${base}/api/locations`, { headers: { cookie } });
    const tag = first.headers.get('etag')!;
    const before = fullStackCalls;
    const again = await fetch(`${base}/api/locations`, { headers: { cookie, 'if-none-match': tag } });
    expect(fullStackCalls).toBe(before);
    expect(again.status).toBe(304);
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('leaves to the full stack: no cookie, a forged cookie, a token, a cross-origin caller', async () => {
    await fetch(`${base}/api/homepage/cities`, { headers: { cookie } });
    const cases: Record<string, string>[] = [
      {},
      { cookie: 'XSRF-TOKEN=forged.signature' },
      { cookie, 'x-auth-token': 'anything' },
      { cookie, origin: OTHER_ORIGIN },
    ];
    for (const headers of cases) {
      const before = fullStackCalls;
      const res = await fetch(`${base}/api/homepage/cities`, { headers });
      expect(fullStackCalls, JSON.stringify(headers)).toBe(before + 1);
      if (!headers.cookie || headers.cookie.includes('forged'))
        expect(res.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
      if (headers.origin) expect(res.headers.get('access-control-allow-origin')).toBe(OTHER_ORIGIN);
    }
  });

  it('search: same body served fast with its total; bad XSRF or bad JSON still refused', async () => {
    const post = (body: string, extra: Record<string, string> = {}) => ({
      method: 'POST',
      headers: { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json', ...extra },
      body,
    });
    const r = await twice('/api/search/result', post('{"purpose":"Buy"}'));
    expect(r.fullStack).toBe(1);
    expect(r.second.status).toBe(200);
    expect(r.second.headers.get('x-total-count')).toBe(r.first.headers.get('x-total-count'));
    expect(r.secondBody.equals(r.firstBody)).toBe(true);
    // Same JSON written differently: the same entry.
    const before = fullStackCalls;
    const spaced = await fetch(`${base}/api/search/result`, post('{ "purpose" : "Buy" }'));
    expect(spaced.status).toBe(200);
    expect(fullStackCalls).toBe(before);

    const forged = await fetch(
      `${base}/api/search/result`,
      post('{"purpose":"Buy"}', { 'x-xsrf-token': 'x' }),
    );
    expect(forged.status).toBe(403);
    expect(await forged.json()).toHaveProperty('msg');
    const malformed = await fetch(`${base}/api/search/result`, post('{"purpose":'));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toHaveProperty('msg');
    const miss = await fetch(`${base}/api/search/result`, post('{"purpose":"Rent"}'));
    expect(miss.status).toBe(200);
  });

  it('a write through the server is seen by the next fast read', async () => {
    await fetch(`${base}/api/homepage/cities`, { headers: { cookie } });
    const token = await loginToken(t.app);
    const form = formOf({ city: 'Dubai', description: 'Fresh after a write.' });
    const write = await fetch(`${base}/api/admin/update-city`, {
      method: 'POST',
      headers: { cookie, 'x-xsrf-token': xsrf, 'x-auth-token': token },
      body: form,
    });
    expect(write.status).toBe(200);
    const cities = (await (await fetch(`${base}/api/homepage/cities`, { headers: { cookie } })).json()) as {
      name: string;
      text: string;
    }[];
    expect(cities.find((c) => c.name === 'Dubai')?.text).toBe('Fresh after a write.');
  });
});

/**
 * Property-based fuzzing (fast-check): generated bodies, query strings and path segments against
 * every /api route for a bounded time. Every answer must be < 500, JSON, and carry `msg` on 4xx.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, csrfPair, loginToken, startTestApp, type CsrfPair, type TestApp } from '../test/helpers';

let t: TestApp;
let token: string;
let pair: CsrfPair;
beforeAll(async () => {
  t = await startTestApp();
  token = await loginToken(t.app);
  pair = await csrfPair(t.app);
});
afterAll(async () => t.close());

const ROUTES: [string, string][] = [
  ['GET', '/api/admin/dashboard'],
  ['POST', '/api/admin/login'],
  ['POST', '/api/admin/forgot-password'],
  ['POST', '/api/admin/reset-password/:x'],
  ['POST', '/api/admin/update-property'],
  ['POST', '/api/admin/add-property'],
  ['POST', '/api/admin/update-city'],
  ['GET', '/api/admin/fetch-city-data'],
  ['GET', '/api/admin/fetch-nested-area-data'],
  ['DELETE', '/api/admin/delete-city'],
  ['DELETE', '/api/admin/delete-property'],
  ['POST', '/api/admin/edit-city'],
  ['POST', '/api/admin/addnewEntry'],
  ['POST', '/api/search/result'],
  ['GET', '/api/homepage/cities'],
  ['GET', '/api/admin/properties/:x'],
  ['GET', '/api/admin/properties/:x/:x'],
  ['GET', '/api/damac360/card'],
  ['GET', '/api/properties/by-slug/:x'],
  ['GET', '/api/properties/by-slug/:x/similar'],
  ['GET', '/api/properties/by-reference/:x'],
  ['GET', '/api/properties/:x/permit-qr.svg'],
  ['GET', '/api/locations'],
  ['POST', '/api/enquiries'],
  ['GET', '/api/admin/enquiries'],
  ['POST', '/api/admin/area-details'],
  ['GET', '/api/images/:x'],
  ['GET', '/api/agents'],
  ['GET', '/api/agents/:x'],
  ['GET', '/api/agents/:x/properties'],
  ['GET', '/api/floor-plans'],
  ['POST', '/api/admin/images'],
  ['GET', '/api/admin/price-median'],
];

const segment = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    'downtown_dubai',
    'Dubai',
    'sobha',
    '%00',
    '..',
    '%2e%2e',
    '$where',
    '__proto__',
    'a'.repeat(24),
  ),
);
const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(
      'username',
      'password',
      'email',
      'purpose',
      'location',
      'beds',
      'price',
      'kind',
      'name',
      'phone',
      '_id',
      'docId',
      'collectionName',
      'areaName',
      'city',
      '$gt',
      '__proto__',
    ),
    fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.integer(),
      fc.constant({ $gt: '' }),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.constant(null),
    ),
  ),
);
const formBody = fc.dictionary(
  fc.constantFrom(
    'house_name',
    'for',
    'bedrooms',
    'price',
    'areaName',
    'city',
    'name',
    'discription',
    'id',
    '_id',
    'lat',
    'lon',
    'description',
  ),
  fc.string({ maxLength: 20 }),
);
const query = fc.dictionary(fc.constantFrom('city', 'w', 'x', '$where'), fc.string({ maxLength: 12 }));

describe('fuzz every route', () => {
  it('never answers 5xx; every answer is JSON with msg on 4xx', async () => {
    const deadline = Date.now() + 20_000;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.array(segment, { minLength: 2, maxLength: 2 }),
        fc.oneof(
          jsonBody.map((j) => ({ json: j })),
          formBody.map((f) => ({ form: f })),
          fc.string({ maxLength: 40 }).map((raw) => ({ raw })),
        ),
        query,
        fc.boolean(),
        async ([method, template], segs, body, q, withToken) => {
          if (Date.now() > deadline) return;
          runs += 1;
          let i = 0;
          const path = template.replace(/:x/g, () => encodeURIComponent(segs[i++] ?? ''));
          const qs = new URLSearchParams(q).toString();
          const url = qs ? `${path}?${qs}` : path;
          const opts: Parameters<typeof call>[3] = { token: withToken ? token : undefined, csrf: pair };
          if (method !== 'GET') {
            if ('json' in body) opts.json = body.json;
            else if ('raw' in body) opts.raw = body.raw;
            else {
              const form = new FormData();
              for (const [k, v] of Object.entries(body.form)) form.append(k, v);
              opts.form = form;
            }
          }
          const res = await call(t.app, method, url, opts);
          expect(res.status, `${method} ${url}`).toBeLessThan(500);
          if (res.status === 304) return;
          const type = res.headers.get('content-type') ?? '';
          if (res.status >= 400) {
            expect(type, `${method} ${url}`).toMatch(/application\/json/);
            const parsed = (await res.json()) as { msg?: unknown };
            expect(typeof parsed.msg, `${method} ${url} ${JSON.stringify(parsed)}`).toBe('string');
          }
        },
      ),
      { numRuns: 1500, interruptAfterTimeLimit: 25_000 },
    );
    expect(runs).toBeGreaterThan(50);
  }, 60_000);
});

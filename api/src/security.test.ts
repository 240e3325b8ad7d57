/**
 * Table-driven security suite: every admin call without a token, with an expired token, a
 * reset-purpose token, a token signed with another key; every state-changing call without or
 * with a forged CSRF token; operator-injection and prototype-pollution payloads against every
 * JSON route; oversized and malformed bodies; lying and flooding uploads; headers.
 */
import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, csrfPair, formOf, json, loginToken, startTestApp, type TestApp } from '../test/helpers';
import { fakePngBytes, pixelFloodPng, pngBytes } from '../test/images';
import { emptyAreaDetails } from '../test/fixtures/admin-bodies';
import { collections } from './db/collections';
import { IN_PROCESS_ENV, issueCsrfToken, MSG_CROSS_SITE } from './middleware/csrf';
import { securityHeaders } from './middleware/security-headers';
import { deriveKey, loadSigningSecret } from './lib/secrets';

let t: TestApp;
let token: string;
let badTokens: Record<string, string>;
let ids: { property: string; area: string };

beforeAll(async () => {
  t = await startTestApp({ env: { REMOTE_MF_VR_URL: 'https://vr.example.com/mf-manifest.json' } });
  token = await loginToken(t.app);
  const admin = await collections(t.db.db).admins.findOne({ username: ADMIN.username });
  const key = deriveKey(loadSigningSecret(t.config), 'admin-session');
  const now = Math.floor(Date.now() / 1000);
  const base = {
    sub: admin!._id.toHexString(),
    typ: 'admin-session',
    ver: admin!.tokenVersion,
    jti: 'a-session-id',
    iat: now,
    exp: now + 3600,
  };
  badTokens = {
    expired: await sign({ ...base, iat: now - 9 * 3600, exp: now - 3600 }, key, 'HS256'),
    resetPurpose: await sign({ ...base, typ: 'password-reset' }, key, 'HS256'),
    otherKey: await sign(base, 'some-other-signing-key-that-is-not-ours', 'HS256'),
    rawSecretKey: await sign(base, loadSigningSecret(t.config), 'HS256'),
  };
  const property = (await collections(t.db.db).properties.findOne({ areaName: 'sobha' }))!;
  const area = (await collections(t.db.db).areas.findOne({ key: 'dubai_marina' }))!;
  ids = { property: property._id.toHexString(), area: area._id.toHexString() };
});
afterAll(async () => t.close());

type Body = { json: unknown } | { form: () => Promise<FormData> };
interface Route {
  method: string;
  path: string;
  body?: () => Body;
}

const ADMIN_WRITES: Route[] = [
  {
    method: 'POST',
    path: '/api/admin/add-property',
    body: () => ({
      form: async () =>
        formOf({
          house_name: 'X',
          house_type: 'Villa',
          for: 'Buy',
          bedrooms: '1',
          bathrooms: '1',
          location: 'L',
          discription: 'D',
          areaName: 'sobha',
        }),
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/update-property',
    body: () => ({ form: async () => formOf({ _id: ids.property, price: '1' }) }),
  },
  {
    method: 'POST',
    path: '/api/admin/update-city',
    body: () => ({ form: async () => formOf({ city: 'Dubai', description: 'hacked' }) }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/delete-city',
    body: () => ({ json: { docId: ids.area, collectionName: 'Dubai' } }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/delete-property',
    body: () => ({ json: { _id: ids.property, areaName: 'sobha' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/edit-city',
    body: () => ({
      form: async () => formOf({ city: 'Dubai', id: ids.area, name: 'Hacked', discription: 'x' }),
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/addnewEntry',
    body: () => ({
      form: async () =>
        formOf({ city: 'Dubai', name: 'Hacked', discription: 'x' }, { bytes: new Uint8Array([0x89]) }),
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/images',
    body: () => ({ form: async () => formOf({}, { bytes: new Uint8Array([0x89]) }) }),
  },
  {
    method: 'POST',
    path: '/api/admin/area-details',
    body: () => ({
      json: emptyAreaDetails(),
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/agents',
    body: () => ({
      form: async () =>
        formOf(
          {
            name: 'Hacker',
            brn: '12345',
            languages: 'English',
            phone: '+971500000000',
            whatsapp: '+971500000000',
            email: 'h@example.com',
          },
          { bytes: new Uint8Array([0x89]) },
        ),
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/agents/layla-haddad',
    body: () => ({ form: async () => formOf({ name: 'Hacked' }) }),
  },
  {
    method: 'POST',
    path: '/api/admin/agents/layla-haddad/retire',
    body: () => ({ json: { reassignTo: 'omar-siddiqui' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/area-media/brochure',
    body: () => ({ form: async () => formOf({}, { field: 'file', bytes: new Uint8Array([0x25]) }) }),
  },
];
const ADMIN_READS: Route[] = [
  { method: 'GET', path: '/api/admin/dashboard' },
  { method: 'GET', path: '/api/admin/enquiries' },
  { method: 'GET', path: '/api/admin/price-median?areaName=sobha&for=Buy&house_type=Villa&bedrooms=3' },
  { method: 'GET', path: '/api/admin/agents' },
];
const STATE_CHANGING: Route[] = [
  ...ADMIN_WRITES,
  {
    method: 'POST',
    path: '/api/admin/login',
    body: () => ({ json: { username: ADMIN.username, password: ADMIN.password } }),
  },
  { method: 'POST', path: '/api/admin/forgot-password', body: () => ({ json: { email: ADMIN.email } }) },
  {
    method: 'POST',
    path: `/api/admin/reset-password/${'a'.repeat(43)}`,
    body: () => ({ json: { password: 'new-password-1' } }),
  },
  { method: 'POST', path: '/api/search/result', body: () => ({ json: { purpose: 'Buy' } }) },
  {
    method: 'POST',
    path: '/api/enquiries',
    body: () => ({ json: { kind: 'contact', name: 'A', email: 'a@example.com', phone: '0501234567' } }),
  },
];

async function send(
  route: Route,
  opts: {
    token?: string;
    csrf?: false | { cookie: string; header: string };
    headers?: Record<string, string>;
  },
) {
  const body = route.body?.();
  const extra = body && 'json' in body ? { json: body.json } : body ? { form: await body.form() } : {};
  return call(t.app, route.method, route.path, { ...extra, ...opts });
}

describe('authentication on every admin call', () => {
  for (const route of [...ADMIN_WRITES, ...ADMIN_READS]) {
    it(`${route.method} ${route.path}: 401 without a token`, async () => {
      const res = await send(route, {});
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ msg: 'Authentication required' });
    });
    for (const kind of ['expired', 'resetPurpose', 'otherKey', 'rawSecretKey']) {
      it(`${route.method} ${route.path}: 401 with an ${kind} token`, async () => {
        const res = await send(route, { token: badTokens[kind] });
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ msg: 'Invalid or expired token' });
      });
    }
  }
  it('nothing was changed by the refused calls', async () => {
    const dubai = await collections(t.db.db).emirates.findOne({ slug: 'dubai' });
    expect(dubai!.text).toBe('City of gold.');
    expect(await collections(t.db.db).areas.countDocuments({ name: 'Hacked' })).toBe(0);
  });
});

describe('CSRF on every state-changing call', () => {
  for (const route of STATE_CHANGING) {
    it(`${route.method} ${route.path}: 403 without the X-XSRF-TOKEN pair`, async () => {
      const res = await send(route, { token, csrf: false });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ msg: 'Invalid or missing CSRF token' });
    });
    it(`${route.method} ${route.path}: 403 with a header that differs from the cookie`, async () => {
      const a = await csrfPair(t.app);
      const b = await csrfPair(t.app);
      const res = await send(route, { token, csrf: { cookie: a.cookie, header: b.header } });
      expect(res.status).toBe(403);
    });
    it(`${route.method} ${route.path}: 403 with an attacker-chosen unsigned (or foreign-signed) pair`, async () => {
      for (const forged of ['attacker-value', `abc.${'x'.repeat(43)}`, issueCsrfToken('another-key')]) {
        const res = await send(route, { token, csrf: { cookie: `XSRF-TOKEN=${forged}`, header: forged } });
        expect(res.status).toBe(403);
      }
    });
  }
  it("the page renderer's in-process calls need no token; the same call from outside does", async () => {
    const search = () => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        purpose: 'Buy',
        location: '',
        residential: 'Residential',
        beds: 'Beds',
        price: 'Price',
      }),
    });
    expect((await t.app.request('/api/search/result', search())).status).toBe(403);
    // Only the renderer's own env object counts, not one that looks like it.
    expect((await t.app.request('/api/search/result', search(), {})).status).toBe(403);
    expect((await t.app.request('/api/search/result', search(), IN_PROCESS_ENV)).status).toBe(200);
  });
  // Anonymous pages are publicly cacheable and set no cookie (web/pages.test.ts): the browser gets it from
  // /remotes.json, the admin's pages, any /api read, or the refusal of a first write.
  it('GET answers set the XSRF-TOKEN cookie (SameSite=Lax, not HttpOnly): /api, /remotes.json, the login page', async () => {
    for (const p of ['/api/homepage/cities', '/remotes.json', '/login']) {
      const res = await t.app.request(p);
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie, p).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; SameSite=Lax$/);
    }
  });
  it('a valid cookie is not re-issued', async () => {
    const pair = await csrfPair(t.app);
    const res = await t.app.request('/api/homepage/cities', { headers: { cookie: pair.cookie } });
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

/** What Chromium sends with a form or fetch from a page of another site, and from one of ours. */
const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const SAME_ORIGIN = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };

describe('same-origin check on every write, on every path', () => {
  it("a fresh browser's first writes need no cookie: sign-in, forgot and reset password", async () => {
    const post = (path: string, body: unknown, headers: Record<string, string> = SAME_ORIGIN) =>
      t.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const login = await post('/api/admin/login', { username: ADMIN.username, password: ADMIN.password });
    expect(login.status).toBe(200);
    expect((await post('/api/admin/forgot-password', { email: ADMIN.email })).status).toBe(200);
    const reset = await post(`/api/admin/reset-password/${'a'.repeat(43)}`, { password: 'new-password-1' });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toEqual({ msg: 'This reset link is invalid or has expired' });
    // A browser from before Sec-Fetch-Site: Origin alone, naming this host.
    const origin = await post(
      '/api/search/result',
      { purpose: 'Buy' },
      { origin: 'http://localhost', host: 'localhost' },
    );
    expect(origin.status).toBe(200);
  });

  const forms: [string, () => RequestInit['body'], string | undefined][] = [
    ['text/plain', () => '{"username":"admin","password":"x"}', 'text/plain'],
    ['urlencoded', () => 'username=admin&password=x', 'application/x-www-form-urlencoded'],
    ['multipart', () => formOf({ username: 'admin', password: 'x' }), undefined],
  ];
  const paths = [
    '/api/admin/login',
    '/api/search/result',
    '/api/enquiries',
    '/contact',
    '/dubai/downtown-dubai',
  ];
  for (const [kind, body, type] of forms) {
    it(`a cross-site ${kind} form post is refused on /api and on pages, with or without cookies`, async () => {
      const pair = await csrfPair(t.app);
      const variants: Record<string, string>[] = [
        CROSS_SITE,
        { ...CROSS_SITE, cookie: pair.cookie, 'x-xsrf-token': pair.header },
        { ...CROSS_SITE, 'x-auth-token': token },
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: 'http://blog.localhost', 'sec-fetch-site': 'same-site' },
      ];
      for (const path of paths)
        for (const headers of variants) {
          const res = await t.app.request(path, {
            method: 'POST',
            headers: { ...(type ? { 'content-type': type } : {}), ...headers },
            body: body(),
          });
          expect({ path, headers, status: res.status }).toEqual({ path, headers, status: 403 });
          expect(await res.json()).toEqual({ msg: MSG_CROSS_SITE });
        }
    });
  }

  it('every state-changing /api call from a cross-site page is refused, even with a valid pair and token', async () => {
    for (const route of STATE_CHANGING) {
      const pair = await csrfPair(t.app);
      const res = await send(route, { token, csrf: pair, headers: CROSS_SITE });
      expect({ route: route.path, status: res.status }).toEqual({ route: route.path, status: 403 });
    }
  });

  it("a page's own form post passes the check (the page handler answers it); so does a header-less client", async () => {
    for (const headers of [SAME_ORIGIN, {}]) {
      const res = await t.app.request('/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'name=A',
      });
      expect(res.status).not.toBe(403);
    }
  });

  it('a remote on the origin CORS trusts may write', async () => {
    const res = await call(t.app, 'POST', '/api/search/result', {
      json: { purpose: 'Buy' },
      csrf: false,
      headers: { origin: 'https://vr.example.com', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(200);
  });
});

const JSON_ROUTES: { path: string; method: string; body: Record<string, unknown>; token?: boolean }[] = [
  { method: 'POST', path: '/api/admin/login', body: { username: 'admin', password: 'password123' } },
  { method: 'POST', path: '/api/admin/forgot-password', body: { email: 'admin@manzil.test' } },
  { method: 'POST', path: `/api/admin/reset-password/${'a'.repeat(43)}`, body: { password: 'password123' } },
  {
    method: 'POST',
    path: '/api/search/result',
    body: { purpose: 'Buy', location: 'Dubai', residential: 'Villa', beds: '2', price: 'Price' },
  },
  {
    method: 'POST',
    path: '/api/enquiries',
    body: { kind: 'contact', name: 'A', email: 'a@example.com', phone: '0501234567' },
  },
  {
    method: 'DELETE',
    path: '/api/admin/delete-city',
    body: { docId: 'a'.repeat(24), collectionName: 'Dubai' },
    token: true,
  },
  {
    method: 'DELETE',
    path: '/api/admin/delete-property',
    body: { _id: 'a'.repeat(24), areaName: 'sobha' },
    token: true,
  },
  {
    method: 'POST',
    path: '/api/admin/area-details',
    body: emptyAreaDetails('sobha'),
    token: true,
  },
];

describe('injection and pollution payloads against every JSON route', () => {
  const payloads = (body: Record<string, unknown>): [string, unknown][] => {
    const out: [string, unknown][] = [];
    for (const key of Object.keys(body)) {
      out.push([`${key}: {$gt: ""}`, { ...body, [key]: { $gt: '' } }]);
      out.push([`${key}: {$regex: ".*"}`, { ...body, [key]: { $regex: '.*' } }]);
      out.push([`${key}: {$ne: null}`, { ...body, [key]: { $ne: null } }]);
    }
    out.push(['$where', { ...body, $where: 'sleep(1000) || true' }]);
    out.push([
      '__proto__',
      JSON.parse(`{"__proto__": {"isAdmin": true}, ${JSON.stringify(body).slice(1)}`) as unknown,
    ]);
    out.push(['constructor.prototype', { ...body, constructor: { prototype: { isAdmin: true } } }]);
    return out;
  };
  for (const route of JSON_ROUTES) {
    it(`${route.method} ${route.path}: every payload gets 400 {msg}`, async () => {
      for (const [name, payload] of payloads(route.body)) {
        const res = await call(t.app, route.method, route.path, {
          json: payload,
          token: route.token ? token : undefined,
        });
        expect(res.status, name).toBe(400);
        expect(typeof (await json<{ msg: string }>(res)).msg, name).toBe('string');
      }
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });
    it(`${route.method} ${route.path}: malformed JSON → 400, JSON over 64 KB → 413, non-object → 400`, async () => {
      const auth = route.token ? token : undefined;
      const malformed = await call(t.app, route.method, route.path, { raw: '{"a": ', token: auth });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ msg: 'Malformed JSON body' });
      const big = await call(t.app, route.method, route.path, {
        json: { ...route.body, pad: 'x'.repeat(70 * 1024) },
        token: auth,
      });
      expect(big.status).toBe(413);
      expect(await big.json()).toEqual({ msg: 'Request body is too large' });
      const array = await call(t.app, route.method, route.path, { raw: '[1,2]', token: auth });
      expect(array.status).toBe(400);
    });
  }
  it('a login with operator payloads never logs in', async () => {
    const res = await call(t.app, 'POST', '/api/admin/login', {
      json: { username: 'admin', password: { $gt: '' } },
    });
    expect(res.status).toBe(400);
  });
});

describe('uploads', () => {
  const fields = { city: 'Dubai', name: 'Upload Area', discription: 'x' };
  it('refuses a script that claims to be a PNG, and a pixel flood', async () => {
    for (const bytes of [fakePngBytes(), pixelFloodPng()]) {
      const res = await call(t.app, 'POST', '/api/admin/addnewEntry', {
        form: formOf(fields, { bytes, name: 'a.png' }),
        token,
      });
      expect(res.status).toBe(400);
      expect((await json<{ msg: string }>(res)).msg).toMatch(/^image:/);
    }
  });
  it('ignores the client file name and a client image URL', async () => {
    const form = formOf(
      { ...fields, name: 'Named Upload' },
      { bytes: await pngBytes(), name: '../../evil.html' },
    );
    const res = await call(t.app, 'POST', '/api/admin/addnewEntry', { form, token });
    expect(res.status).toBe(201);
    const files = await t.db.db.collection('images.files').find({}).toArray();
    expect(files.every((f) => /^[0-9a-f]{24}\.webp$/.test(String(f.filename)))).toBe(true);
  });
  it('refuses a second file field and non-image text in a file field', async () => {
    const form = formOf(fields, { bytes: await pngBytes() });
    form.append('discription', new Blob(['x']), 'x.txt');
    const res = await call(t.app, 'POST', '/api/admin/addnewEntry', { form, token });
    expect(res.status).toBe(400);
  });
});

describe('headers', () => {
  it('sets CSP, nosniff, referrer policy, frame denial on pages and API answers', async () => {
    for (const p of ['/api/homepage/cities', '/somewhere']) {
      const res = await t.app.request(p);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const csp = res.headers.get('content-security-policy')!;
      // The only inline script allowed is the page loader, by its hash.
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' https:\/\/vr\.example\.com;/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    // Pictures and PDFs may be framed by the site itself (the area panel's gallery and plans).
    const site = new Hono().use('*', securityHeaders(t.config));
    site.get('/plan.png', (c) =>
      c.body(new Uint8Array([137, 80, 78, 71]), 200, { 'Content-Type': 'image/png' }),
    );
    const image = await site.request('/plan.png');
    expect(image.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(image.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });
  it('CORS only for the configured remote origins', async () => {
    const ok = await t.app.request('/api/homepage/cities', { headers: { origin: 'https://vr.example.com' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://vr.example.com');
    const evil = await t.app.request('/api/homepage/cities', { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
  it('errors never carry a stack trace', async () => {
    const res = await call(t.app, 'POST', '/api/admin/login', { raw: '{{{' });
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });
});

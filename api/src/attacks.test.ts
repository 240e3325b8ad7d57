/**
 * The attacks of the live-site audit, each replayed exactly as it was sent, through the full stack
 * (app.request). Attacks that need a real process (crash, worker death) are in test/hostile-process.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Property } from '@manzil/contract';
import {
  ADMIN,
  call,
  csrfPair,
  formOf,
  json,
  loginToken,
  memoryMailer,
  startTestApp,
  type TestApp,
} from '../test/helpers';
import { emptyAreaDetails, villaForm } from '../test/fixtures/admin-bodies';
import { collections } from './db/collections';
import { loadConfig } from './config';
import { buildCsp } from './middleware/security-headers';
import { escapeHtml, spliceHtml } from './web/html';

const PUBLIC_URL = 'https://www.manzil.example';
const mailer = memoryMailer();
let t: TestApp;
let token: string;
let appsRoot: string;

/** A built site as the server finds it: the shell's page template, a remote's manifest with its
 * precompressed copies. */
function fakeRemoteBuild(root: string): void {
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><title>Manzil</title><meta name="description" content="x" />' +
      '<script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  const dist = path.join(root, 'mf-vr', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  const manifest = JSON.stringify({ id: 'mf_vr', name: 'mf_vr', metaData: {}, padding: 'x'.repeat(2000) });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), manifest);
  fs.writeFileSync(path.join(dist, 'mf-manifest.json.gz'), Buffer.from('gzip bytes'));
  fs.writeFileSync(path.join(dist, 'mf-manifest.json.br'), Buffer.from('brotli bytes'));
}

beforeAll(async () => {
  appsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-apps-'));
  fakeRemoteBuild(appsRoot);
  t = await startTestApp({ env: { PUBLIC_URL, APPS_ROOT: appsRoot }, mailer });
  token = await loginToken(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(appsRoot, { recursive: true, force: true });
});

describe('1. malformed percent-encoding (cookies, paths, queries) never crashes or answers 500', () => {
  const cookies = ['XSRF-TOKEN=%', 'XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN=%%%; other=%zz', '%=%'];
  for (const cookie of cookies) {
    it(`cookie "${cookie}" on GET /api/homepage/cities and POST /api/search/result`, async () => {
      const read = await t.app.request('/api/homepage/cities', { headers: { cookie } });
      expect(read.status).toBe(200);
      const search = await t.app.request('/api/search/result', {
        method: 'POST',
        headers: { cookie, 'x-xsrf-token': '%', 'content-type': 'application/json' },
        body: '{}',
      });
      expect(search.status).toBe(403);
      // The refusal hands out a fresh cookie, so the client's retry can succeed.
      expect(search.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
    });
  }

  it('a malformed page path or query is a 400 {msg} with one log line and no stack trace', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const url of [
        '/dubai/%E0%A4%A',
        '/%',
        '/images/%zz.jpg',
        '/api/page-meta?path=%E0%A4%A',
        '/?q=%',
      ]) {
        warn.mockClear();
        const res = await t.app.request(url);
        expect({ url, status: res.status }).toEqual({ url, status: 400 });
        expect(await res.json()).toEqual({ msg: 'Malformed URL' });
        expect(warn).toHaveBeenCalledTimes(1);
        expect(String(warn.mock.calls[0]![0])).not.toMatch(/\n|at /);
      }
      expect(error).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});

describe('2. links are built from PUBLIC_URL, never from the Host header', () => {
  it('forgot-password with Host: attacker.example is refused and sends no mail', async () => {
    mailer.sent.length = 0;
    const res = await call(t.app, 'POST', 'http://attacker.example/api/admin/forgot-password', {
      json: { email: ADMIN.email },
      headers: { host: 'attacker.example' },
    });
    expect(res.status).toBe(400);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailer.sent).toHaveLength(0);
  });

  it('the reset link of an allowed request points at PUBLIC_URL', async () => {
    mailer.sent.length = 0;
    const res = await call(t.app, 'POST', '/api/admin/forgot-password', {
      json: { email: ADMIN.email },
      headers: { host: 'localhost:3000', 'x-forwarded-host': 'attacker.example' },
    });
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1));
    expect(mailer.sent[0]!.text).toContain(`${PUBLIC_URL}/reset-password/`);
    expect(mailer.sent[0]!.text).not.toContain('attacker');
  });

  it('canonical, og:url, sitemap and robots use PUBLIC_URL', async () => {
    const page = await (await t.app.request('http://localhost/dubai')).text();
    expect(page).toContain(`<link rel="canonical" href="${PUBLIC_URL}/dubai" />`);
    expect(page).not.toContain('http://localhost');
    expect(await (await t.app.request('http://localhost/sitemap.xml')).text()).toContain(
      `${PUBLIC_URL}/dubai`,
    );
    expect(await (await t.app.request('http://localhost/robots.txt')).text()).toContain(PUBLIC_URL);
  });

  it('ALLOWED_HOSTS: the public host and loopback names by default, the listed ones when set (and the address the server reaches itself at)', () => {
    const byDefault = loadConfig({ PUBLIC_URL, HOST: '127.0.0.1' }).allowedHosts;
    expect([...byDefault].sort()).toEqual(['127.0.0.1', '[::1]', 'localhost', 'www.manzil.example']);
    const listed = loadConfig({ PUBLIC_URL, ALLOWED_HOSTS: 'manzil.example, Admin.Manzil.example' });
    expect([...listed.allowedHosts].sort()).toEqual([
      '127.0.0.1',
      'admin.manzil.example',
      'manzil.example',
      'www.manzil.example',
    ]);
    // Bound to a public address with a public name: the loopback name is not allowed, the listen address is.
    const bound = loadConfig({ PUBLIC_URL, HOST: '10.0.0.5', ALLOWED_HOSTS: 'manzil.example' });
    expect([...bound.allowedHosts].sort()).toEqual(['10.0.0.5', 'manzil.example', 'www.manzil.example']);
    expect(bound.internalOrigin).toBe('http://10.0.0.5:3000');
    expect(loadConfig({ PORT: '8080', HOST: '127.0.0.1' }).publicUrl).toBe('http://127.0.0.1:8080');
  });
});

describe('3. frames: only the hosts the site really embeds', () => {
  it('frame-src lists self and the embed origins, not every https: host', async () => {
    const csp = (await t.app.request('/api/health')).headers.get('content-security-policy')!;
    expect(csp).toContain("frame-src 'self' https://drive.google.com;");
    expect(csp).not.toMatch(/frame-src[^;]*https:(;| )/);
    const custom = buildCsp(
      loadConfig({ EMBED_ORIGINS: 'https://drive.google.com, https://tours.example.com/x' }),
    );
    expect(custom).toContain("frame-src 'self' https://drive.google.com https://tours.example.com;");
  });
});

describe("4. $' and $` in admin text cannot corrupt a server-written page", () => {
  it('a property named with replacement patterns is written literally, once', async () => {
    const evil = "Villa $' $` $& $$ </title><script>alert(1)</script>";
    const res = await call(t.app, 'POST', '/api/admin/add-property', {
      form: formOf(villaForm(evil)),
      token,
    });
    expect(res.status).toBe(201);
    const { data } = await json<{ data: Property }>(res);
    const shell = await t.app.request('/');
    const page = await t.app.request(`/property/${data.slug}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    // The page grows by the tags of one property, never by copies of itself.
    expect(html.length).toBeLessThan((await shell.text()).length + 8_000);
    expect(html.match(/<script/g)?.length ?? 0).toBeLessThan(12);
    expect(html).toContain(escapeHtml(evil));
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('spliceHtml takes its markup literally', () => {
    expect(spliceHtml('<head></head>', '</head>', "$'$`$&</head>")).toBe("<head>$'$`$&</head>");
  });
});

describe('10. a refused write hands out a fresh XSRF cookie', () => {
  it('a fresh client (no cookie) posting login gets 403 with a cookie, and its retry succeeds', async () => {
    const first = await t.app.request('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    expect(first.status).toBe(403);
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
    expect(cookie).toBeTruthy();
    const retry = await t.app.request('/api/admin/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${cookie}`,
        'x-xsrf-token': cookie!,
      },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    expect(retry.status).toBe(200);
  });

  it('a stale cookie (signed by another secret) is replaced on refusal; a valid one is kept', async () => {
    const stale = 'c3RhbGUtbm9uY2U.c3RhbGUtc2lnbmF0dXJl';
    const res = await call(t.app, 'POST', '/api/search/result', {
      json: {},
      csrf: { cookie: `XSRF-TOKEN=${stale}`, header: stale },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=(?!c3RhbGU)/);
    const pair = await csrfPair(t.app);
    const mismatch = await call(t.app, 'POST', '/api/search/result', {
      json: {},
      csrf: { cookie: pair.cookie, header: `${pair.header}x` },
    });
    expect(mismatch.status).toBe(403);
    expect(mismatch.headers.get('set-cookie')).toBeNull();
  });
});

describe('11. remote manifests are revalidated, whatever encoding the browser accepts', () => {
  for (const encoding of ['gzip, deflate, br, zstd', 'gzip', 'identity']) {
    it(`Accept-Encoding: ${encoding}`, async () => {
      const res = await t.app.request('/remotes/mf-vr/mf-manifest.json', {
        headers: { 'accept-encoding': encoding },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    });
  }
});

describe('12. update-property accepts the record it gave out', () => {
  it('posting back the whole record (slug, createdAt, updatedAt included) saves the edit', async () => {
    const list = await json<Property[]>(await call(t.app, 'GET', '/api/admin/properties/downtown_dubai'));
    const record = list[0]!;
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...record, createdAt: new Date().toISOString() }))
      if (value !== undefined && key !== 'imageurl') fields[key] = String(value);
    fields.slug = 'hijacked-slug';
    fields.house_name = `${record.house_name} (edited)`;
    const res = await call(t.app, 'POST', '/api/admin/update-property', { form: formOf(fields), token });
    expect(res.status).toBe(200);
    const { data } = await json<{ data: Property }>(res);
    expect(data.house_name).toBe(`${record.house_name} (edited)`);
    expect(data.slug).toBe(record.slug);
  });

  it('a record posted back whole comes back with every field of the same type (parking: 1 stays 1)', async () => {
    const list = await json<Property[]>(await call(t.app, 'GET', '/api/admin/properties/downtown_dubai'));
    for (const record of list.slice(0, 3)) {
      expect(typeof record.parking).toBe('number');
      // As the original front end posts it: every field appended to a FormData, so every value is text.
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries(record)) fields[key] = String(value);
      const res = await call(t.app, 'POST', '/api/admin/update-property', { form: formOf(fields), token });
      expect(res.status).toBe(200);
      const { data } = await json<{ data: Property }>(res);
      expect({ ...data, updatedAt: undefined }).toStrictEqual({ ...record, updatedAt: undefined });
    }
  });

  it('unknown fields are still refused', async () => {
    const record = (
      await json<Property[]>(await call(t.app, 'GET', '/api/admin/properties/downtown_dubai'))
    )[0]!;
    const res = await call(t.app, 'POST', '/api/admin/update-property', {
      form: formOf({ _id: record._id, role: 'admin' }),
      token,
    });
    expect(res.status).toBe(400);
    expect((await json<{ msg: string }>(res)).msg).toMatch(/role/);
  });
});

describe('13. sign-out revokes the token; single-line fields refuse line breaks', () => {
  it('after POST /api/admin/logout the same token is refused, other sessions keep working', async () => {
    const mine = await loginToken(t.app);
    const other = await loginToken(t.app);
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { token: mine })).status).toBe(200);
    const out = await call(t.app, 'POST', '/api/admin/logout', { token: mine });
    expect(out.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { token: mine })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/admin/logout', { token: mine })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { token: other })).status).toBe(200);
    expect(await collections(t.db.db).revokedSessions.countDocuments()).toBe(1);
  });

  const enquiry = { kind: 'contact', name: 'Sara', email: 'sara@example.com', phone: '+971 50 123 4567' };
  for (const [field, value] of [
    ['name', 'Sara\r\nBcc: victim@example.com'],
    ['subject', 'Hello\nBcc: victim@example.com'],
    ['phone', '+971 50\n123 4567'],
  ] as const) {
    it(`an enquiry ${field} with a line break is 400`, async () => {
      const res = await call(t.app, 'POST', '/api/enquiries', { json: { ...enquiry, [field]: value } });
      expect(res.status).toBe(400);
      expect((await json<{ msg: string }>(res)).msg).toContain(field);
    });
  }

  it('a message may span lines', async () => {
    const res = await call(t.app, 'POST', '/api/enquiries', {
      json: { ...enquiry, message: 'Line one\r\nLine two' },
    });
    expect(res.status).toBeLessThan(300);
  });
});

describe('14. link and name fields refuse control characters', () => {
  const details = emptyAreaDetails();
  const cases: [string, Record<string, unknown>, string][] = [
    ['a tab in a site path', { pdf: '/\t/evil.example/a.pdf' }, 'pdf'],
    ['a line feed in a gallery link', { images: ['/\n/evil.example/g.jpg'] }, 'images.0'],
    ['a carriage return in a plan link', { floorplan: ['/\r/evil.example/p.png'] }, 'floorplan.0'],
    ['NUL in a URL', { pdf: 'https://cdn.example/a\u0000.pdf' }, 'pdf'],
    ['U+2028 in a link', { images: ['/images/\u2028x.jpg'] }, 'images.0'],
    ['U+0085 in an area name', { areaName: 'dubai\u0085marina' }, 'areaName'],
  ];
  for (const [name, change, field] of cases)
    it(`area details: ${name} is a 400 naming the field`, async () => {
      const res = await call(t.app, 'POST', '/api/admin/area-details', {
        json: { ...details, ...change },
        token,
      });
      expect(res.status).toBe(400);
      expect((await json<{ msg: string }>(res)).msg).toMatch(
        new RegExp(`^${field.replace('.', '\\.')}: must (not contain control characters|be on one line)$`),
      );
    });

  it('every single-line field refuses NUL, tab, DEL, U+0085, U+2028 and U+2029; a message may still span lines', async () => {
    const base = { kind: 'contact', name: 'Sara', email: 'sara@example.com', phone: '+971 50 123 4567' };
    for (const field of ['name', 'subject', 'email'])
      for (const char of ['\u0000', '\t', '\u007f', '\u0085', '\u2028', '\u2029']) {
        const value = field === 'email' ? `sa${char}ra@example.com` : `Sa${char}ra`;
        const res = await call(t.app, 'POST', '/api/enquiries', { json: { ...base, [field]: value } });
        expect({ field, char, status: res.status }).toEqual({ field, char, status: 400 });
        expect((await json<{ msg: string }>(res)).msg).toMatch(new RegExp(`^${field}: `));
      }
    const message = await call(t.app, 'POST', '/api/enquiries', {
      json: { ...base, message: 'Line one\nLine two\twith a tab' },
    });
    expect(message.status).toBeLessThan(300);
  });

  it('a property name with a control character is refused, and nothing is stored', async () => {
    const before = await collections(t.db.db).properties.countDocuments();
    const res = await call(t.app, 'POST', '/api/admin/add-property', {
      form: formOf(villaForm('Villa\u0000One')),
      token,
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ msg: 'house_name: must not contain control characters' });
    expect(await collections(t.db.db).properties.countDocuments()).toBe(before);
  });
});

describe('15. a body of thousands of unknown fields gets a short 400', () => {
  it('20,000 unknown form fields: the message names the first five and counts the rest', async () => {
    const record = (
      await json<Property[]>(await call(t.app, 'GET', '/api/admin/properties/downtown_dubai'))
    )[0]!;
    const fields: Record<string, string> = { _id: record._id };
    for (let i = 0; i < 20_000; i += 1) fields[`field${i}`] = 'x';
    const res = await call(t.app, 'POST', '/api/admin/update-property', { form: formOf(fields), token });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      msg: 'Unrecognized keys: "field0", "field1", "field2", "field3", "field4" and 19995 more',
    });
  });

  it('thousands of unknown JSON keys, and a long one, are bounded too; a single one is named', async () => {
    const body: Record<string, number> = { purpose: 0 };
    body[`${'k'.repeat(5000)}`] = 0;
    for (let i = 0; i < 4000; i += 1) body[`k${i}`] = 0;
    const res = await call(t.app, 'POST', '/api/search/result', { json: { ...body, purpose: 'Buy' } });
    expect(res.status).toBe(400);
    const { msg } = await json<{ msg: string }>(res);
    expect(msg).toBe(`Unrecognized keys: "${'k'.repeat(40)}…", "k0", "k1", "k2", "k3" and 3996 more`);
    const one = await call(t.app, 'POST', '/api/search/result', { json: { purpose: 'Buy', role: 'x' } });
    expect(await json(one)).toEqual({ msg: 'Unrecognized key: "role"' });
  });
});

describe('repeated slashes are sent to the clean path; nothing not found answers 200', () => {
  const browser = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br, zstd' };
  for (const [sent, clean] of [
    ['//', '/'],
    ['//dubai', '/dubai'],
    ['/dubai//downtown-dubai/', '/dubai/downtown-dubai/'],
    ['///dubai?location=Dubai&x=a%2Fb', '/dubai?location=Dubai&x=a%2Fb'],
    ['//evil.example/a', '/evil.example/a'],
    ['/\\evil.example/a', '/evil.example/a'],
    ['/api//homepage/cities', '/api/homepage/cities'],
  ] as const) {
    it(`GET ${sent} → 301 ${clean}, root-relative whatever the Host`, async () => {
      const res = await t.app.request(sent, { headers: { ...browser, host: 'localhost' } });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(clean);
    });
  }

  it('a write to a path with repeated slashes is 404, not redirected', async () => {
    const res = await call(t.app, 'POST', '//api/enquiries', { json: { kind: 'contact' } });
    expect(res.status).toBe(404);
  });

  for (const unknown of ['/nowhere', '/dubai/nowhere', '/dubai/downtown-dubai/x', '/a/b/c/d', '/dubai/%20']) {
    it(`${unknown} answers 404`, async () => {
      const res = await t.app.request(unknown, { headers: browser });
      expect(res.status).toBe(404);
    });
  }
});

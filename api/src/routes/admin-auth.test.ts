import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode, sign } from 'hono/jwt';
import { ADMIN, call, json, loginToken, memoryMailer, startTestApp, type TestApp } from '../../test/helpers';
import type { DashboardResponse } from '@manzil/contract';
import { backupNow } from '../backup/schedule';
import { collections } from '../db/collections';
import { deriveKey, loadSigningSecret } from '../lib/secrets';

let t: TestApp;
const mailer = memoryMailer();
beforeAll(async () => {
  t = await startTestApp({ mailer, env: { PUBLIC_URL: 'https://manzil.example' } });
});
afterAll(async () => t.close());

const sessionKey = () => deriveKey(loadSigningSecret(t.config), 'admin-session');
/** Reset links are mailed after the answer: wait for the next one. */
let seen = 0;
async function nextResetToken(): Promise<string> {
  for (let i = 0; i < 100 && mailer.sent.length <= seen; i += 1) await new Promise((r) => setTimeout(r, 20));
  seen = mailer.sent.length;
  const m = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mailer.sent.at(-1)?.text ?? '');
  if (!m) throw new Error('no reset link mailed');
  return m[1]!;
}

describe('POST /api/admin/login', () => {
  it('answers a token for the right password', async () => {
    const res = await call(t.app, 'POST', '/api/admin/login', {
      json: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(res.status).toBe(200);
    const { token } = await json<{ token: string }>(res);
    expect(token.split('.')).toHaveLength(3);
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { alg: string };
    expect(header.alg).toBe('HS256');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      number | string
    >;
    expect(claims.typ).toBe('admin-session');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(8 * 3600);
  });

  it('answers the same 401 for an unknown user and a wrong password', async () => {
    const unknown = await call(t.app, 'POST', '/api/admin/login', {
      json: { username: 'nobody', password: 'whatever1' },
    });
    const wrong = await call(t.app, 'POST', '/api/admin/login', {
      json: { username: ADMIN.username, password: 'wrong-password' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual({ msg: 'Invalid username or password' });
    expect(await wrong.json()).toEqual({ msg: 'Invalid username or password' });
  });

  it('takes similar time for an unknown user and a wrong password', async () => {
    const time = async (username: string) => {
      const start = performance.now();
      await call(t.app, 'POST', '/api/admin/login', { json: { username, password: 'wrong-password' } });
      return performance.now() - start;
    };
    await time('warm-up');
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      unknown.push(await time('nobody'));
      wrong.push(await time(ADMIN.username));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Both pay one scrypt: an unknown user is not answered much faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });

  it('400 {msg} naming the field for missing or mistyped fields', async () => {
    const cases: [unknown, RegExp][] = [
      [{ password: 'x' }, /^username:/],
      [{ username: 'admin' }, /^password:/],
      [{ username: '', password: 'x' }, /^username: is required/],
      [{ username: 'admin', password: 12345678 }, /^password:/],
    ];
    for (const [body, msg] of cases) {
      const res = await call(t.app, 'POST', '/api/admin/login', { json: body });
      expect(res.status).toBe(400);
      expect((await json<{ msg: string }>(res)).msg).toMatch(msg);
    }
  });

  it('refuses operator injection', async () => {
    for (const body of [
      { username: { $gt: '' }, password: { $gt: '' } },
      { username: 'admin', password: { $ne: null } },
      { username: 'admin', password: 'x', $where: 'true' },
    ]) {
      const res = await call(t.app, 'POST', '/api/admin/login', { json: body });
      expect(res.status).toBe(400);
    }
  });

  it('400 Malformed JSON body', async () => {
    const res = await call(t.app, 'POST', '/api/admin/login', { raw: '{"username": "admin",' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: 'Malformed JSON body' });
  });
});

describe('GET /api/admin/dashboard', () => {
  it('answers {ok, admin} with a valid token', async () => {
    const token = await loginToken(t.app);
    const res = await call(t.app, 'GET', '/api/admin/dashboard', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      // The first admin is the owner.
      admin: { username: ADMIN.username, email: ADMIN.email, role: 'owner' },
      lastBackup: null,
    });
  });

  it('tells the time and size of the last backup', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-dashboard-backups-'));
    try {
      const at = new Date('2030-05-01T08:30:00Z');
      const { bytes } = await backupNow(t.db.db, { backup: { dir, intervalMs: undefined, keep: 1 } }, at);
      const token = await loginToken(t.app);
      const res = await call(t.app, 'GET', '/api/admin/dashboard', { token });
      expect((await json<DashboardResponse>(res)).lastBackup).toEqual({ at: at.toISOString(), bytes });
      expect(bytes).toBeGreaterThan(1000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('401 {msg} without a token', async () => {
    const res = await call(t.app, 'GET', '/api/admin/dashboard');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ msg: 'Authentication required' });
  });

  it('401 for a garbage, expired, foreign-key, wrong-type, wrong-alg or stale-version token', async () => {
    const admin = await collections(t.db.db).admins.findOne({ username: ADMIN.username });
    const sub = admin!._id.toHexString();
    const now = Math.floor(Date.now() / 1000);
    const base = { sub, typ: 'admin-session', ver: admin!.tokenVersion, iat: now, exp: now + 3600 };
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(base)).toString('base64url');
    const tokens = {
      garbage: 'not-a-token',
      expired: await sign({ ...base, iat: now - 10_000, exp: now - 60 }, sessionKey(), 'HS256'),
      otherKey: await sign(base, 'another-secret-key-entirely-0123456789', 'HS256'),
      resetPurpose: await sign({ ...base, typ: 'password-reset' }, sessionKey(), 'HS256'),
      hs512: await sign(base, sessionKey(), 'HS512'),
      algNone: `${header}.${payload}.`,
      staleVersion: await sign({ ...base, ver: admin!.tokenVersion - 1 }, sessionKey(), 'HS256'),
      unknownAdmin: await sign({ ...base, sub: 'ffffffffffffffffffffffff' }, sessionKey(), 'HS256'),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const res = await call(t.app, 'GET', '/api/admin/dashboard', { token });
      expect(res.status, name).toBe(401);
      expect(await res.json()).toEqual({ msg: 'Invalid or expired token' });
    }
  });
});

describe('forgot and reset password', () => {
  it('answers the same 200 whether or not the e-mail belongs to an admin, mailing only the admin', async () => {
    const before = mailer.sent.length;
    const a = await call(t.app, 'POST', '/api/admin/forgot-password', {
      json: { email: 'stranger@example.com' },
    });
    const b = await call(t.app, 'POST', '/api/admin/forgot-password', {
      json: { email: ADMIN.email.toUpperCase() },
    });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const expected = { msg: 'If that e-mail belongs to an admin, a reset link has been sent' };
    expect(await a.json()).toEqual(expected);
    expect(await b.json()).toEqual(expected);
    await nextResetToken();
    expect(mailer.sent.length).toBe(before + 1);
    expect(mailer.sent.at(-1)!.to).toBe(ADMIN.email);
    expect(mailer.sent.at(-1)!.text).toContain('https://manzil.example/reset-password/');
  });

  it('400 for a missing or invalid e-mail', async () => {
    for (const body of [
      {},
      { email: '' },
      { email: 'not-an-email' },
      { email: 'a@b.c' },
      { email: { $ne: '' } },
    ]) {
      const res = await call(t.app, 'POST', '/api/admin/forgot-password', { json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ msg: string }>(res)).msg).toMatch(/^email:/);
    }
  });

  it('refuses a login token used as a reset token (original bug 1)', async () => {
    const loginJwt = await loginToken(t.app);
    for (const token of [loginJwt, loginJwt.replace(/\./g, ''), 'A'.repeat(43)]) {
      const res = await call(t.app, 'POST', `/api/admin/reset-password/${token}`, {
        json: { password: 'brand-new-password' },
      });
      expect(res.status).toBe(400);
      expect((await json<{ msg: string }>(res)).msg).toBeTruthy();
    }
    // The old password still works.
    expect(await loginToken(t.app)).toBeTruthy();
  });

  it('resets once: new password logs in (hashed once, original bug 2), old one and old sessions die', async () => {
    const oldSession = await loginToken(t.app);
    await call(t.app, 'POST', '/api/admin/forgot-password', { json: { email: ADMIN.email } });
    const token = await nextResetToken();

    const short = await call(t.app, 'POST', `/api/admin/reset-password/${token}`, {
      json: { password: 'short' },
    });
    expect(short.status).toBe(400);
    expect((await json<{ msg: string }>(short)).msg).toMatch(/^password: must be at least 8/);

    const newPassword = 'a-much-better-passphrase';
    const res = await call(t.app, 'POST', `/api/admin/reset-password/${token}`, {
      json: { password: newPassword },
    });
    expect(res.status).toBe(200);

    expect(
      (
        await call(t.app, 'POST', '/api/admin/login', {
          json: { username: ADMIN.username, password: ADMIN.password },
        })
      ).status,
    ).toBe(401);
    const fresh = await loginToken(t.app, ADMIN.username, newPassword);
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { token: fresh })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { token: oldSession })).status).toBe(401);

    const again = await call(t.app, 'POST', `/api/admin/reset-password/${token}`, {
      json: { password: 'yet-another-password' },
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ msg: 'This reset link is invalid or has expired' });

    // Restore for the other tests.
    await call(t.app, 'POST', '/api/admin/forgot-password', { json: { email: ADMIN.email } });
    await call(t.app, 'POST', `/api/admin/reset-password/${await nextResetToken()}`, {
      json: { password: ADMIN.password },
    });
    expect(await loginToken(t.app)).toBeTruthy();
  });

  it('an expired reset token is refused', async () => {
    await call(t.app, 'POST', '/api/admin/forgot-password', { json: { email: ADMIN.email } });
    const token = await nextResetToken();
    await collections(t.db.db).passwordResets.updateMany(
      { usedAt: null },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    const res = await call(t.app, 'POST', `/api/admin/reset-password/${token}`, {
      json: { password: 'another-password' },
    });
    expect(res.status).toBe(400);
  });

  it('stores reset tokens only hashed', async () => {
    await call(t.app, 'POST', '/api/admin/forgot-password', { json: { email: ADMIN.email } });
    const token = await nextResetToken();
    const docs = await collections(t.db.db).passwordResets.find({}).toArray();
    expect(JSON.stringify(docs)).not.toContain(token);
  });
});

describe('the session cookie', () => {
  const cookieOf = (res: Response) => /manzil_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  /** What a browser on the site sends: the cookie, and where the request comes from; no header, no pair. */
  const browser = (session: string) => ({
    csrf: false as const,
    headers: {
      cookie: `manzil_session=${session}`,
      origin: 'https://manzil.example',
      'sec-fetch-site': 'same-origin',
    },
  });
  const signIn = async () => {
    const res = await call(t.app, 'POST', '/api/admin/login', {
      json: { username: ADMIN.username, password: ADMIN.password },
    });
    return { res, token: (await json<{ token: string }>(res)).token, cookie: cookieOf(res)! };
  };

  it('sign-in sets it for the same session: HttpOnly, SameSite=Strict, Secure (PUBLIC_URL is https), 8 h', async () => {
    const { res, token, cookie } = await signIn();
    expect(cookie).toBe(token);
    expect(res.headers.getSetCookie()).toContain(
      `manzil_session=${token}; Max-Age=28800; Path=/; HttpOnly; Secure; SameSite=Strict`,
    );
  });

  it('is accepted on admin calls without the header; a forged or missing one is not', async () => {
    const { cookie } = await signIn();
    expect((await call(t.app, 'GET', '/api/admin/dashboard', browser(cookie))).status).toBe(200);
    const forged = await call(t.app, 'GET', '/api/admin/dashboard', browser(`${cookie}x`));
    expect(forged.status).toBe(401);
    const none = await call(t.app, 'GET', '/api/admin/dashboard', { headers: { cookie: 'other=1' } });
    expect(none.status).toBe(401);
  });

  it('sign-out revokes it and clears it; signing out with the header revokes the cookie’s session too', async () => {
    const a = await signIn();
    const out = await call(t.app, 'POST', '/api/admin/logout', browser(a.cookie));
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^manzil_session=; Max-Age=0; Path=\//);
    expect((await call(t.app, 'GET', '/api/admin/dashboard', browser(a.cookie))).status).toBe(401);

    const b = await signIn();
    const c = await signIn();
    const opts = browser(b.cookie);
    const byHeader = await call(t.app, 'POST', '/api/admin/logout', { ...opts, token: c.token });
    expect(byHeader.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/dashboard', browser(b.cookie))).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { token: c.token })).status).toBe(401);
  });

  it('a password reset revokes it', async () => {
    const { cookie } = await signIn();
    await call(t.app, 'POST', '/api/admin/forgot-password', { json: { email: ADMIN.email } });
    const reset = await call(t.app, 'POST', `/api/admin/reset-password/${await nextResetToken()}`, {
      json: { password: ADMIN.password },
    });
    expect(reset.status).toBe(200);
    expect(reset.headers.get('set-cookie')).toMatch(/^manzil_session=; Max-Age=0/);
    expect((await call(t.app, 'GET', '/api/admin/dashboard', browser(cookie))).status).toBe(401);
  });
});

describe('the device cookie', () => {
  it('a successful sign-in sets it, for the sign-in only: HttpOnly, SameSite=Strict, Secure (PUBLIC_URL is https), 180 days, a signed token naming the account and a new nonce', async () => {
    const signIn = () =>
      call(t.app, 'POST', '/api/admin/login', {
        json: { username: ADMIN.username, password: ADMIN.password },
      });
    const nonces: unknown[] = [];
    for (const res of [await signIn(), await signIn()]) {
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('manzil_device='));
      const m =
        /^manzil_device=([^;]+); Max-Age=15552000; Path=\/api\/admin\/login; HttpOnly; Secure; SameSite=Strict$/.exec(
          cookie ?? '',
        );
      expect(m).not.toBeNull();
      const { header, payload } = decode(m![1]!);
      expect(header.alg).toBe('HS256');
      expect(payload).toMatchObject({ sub: ADMIN.username, typ: 'admin-device' });
      expect(payload.exp! - payload.iat!).toBe(180 * 24 * 60 * 60);
      nonces.push(payload.nonce);
    }
    expect(new Set(nonces).size).toBe(2);
    // A failed sign-in sets none.
    const failed = await call(t.app, 'POST', '/api/admin/login', {
      json: { username: ADMIN.username, password: 'wrong-one' },
    });
    expect(failed.status).toBe(401);
    expect(failed.headers.getSetCookie()).toEqual([]);
  });
});

/**
 * Rate limits answer 429 {msg} with Retry-After (limits lowered through the RATE_LIMIT_* variables). The
 * counters live in the database, so app instances on one database share them.
 */
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ADMIN, call, memoryMailer, useTestApp } from '../../test/helpers';
import { createApp } from '../app';
import { MSG } from '../lib/errors';
import { LOGIN_QUEUE, LOGIN_TURNS } from '../db/login-turns';
import { dbLimiter, failureDelayMs, FAILURE_DELAY, RATE_LIMIT_COLLECTION } from '../middleware/rate-limit';
import { deriveKey, loadSigningSecret } from '../lib/secrets';
import { DEVICE_TTL_SECONDS, signDevice } from '../lib/tokens';
import { findAdminByUsername } from '../db/admins';

const t = useTestApp({
  env: {
    TRUST_PROXY: '1',
    RATE_LIMIT_LOGIN_IP: '5',
    RATE_LIMIT_LOGIN_ACCOUNT: '3',
    RATE_LIMIT_FORGOT_PASSWORD: '2',
    RATE_LIMIT_ENQUIRIES: '2',
  },
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const tooMany = { msg: 'Too many requests, please try again later.' };

describe('rate limits', () => {
  it('login: failed attempts per IP', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await call(t.app, 'POST', '/api/admin/login', {
        // Another account each time: this is the per-client budget, not the per-account one.
        json: { username: `x${i}`, password: 'wrong-one' },
        headers: from('10.0.0.1'),
      });
      expect(res.status).toBe(401);
    }
    const blocked = await call(t.app, 'POST', '/api/admin/login', {
      json: { username: 'x', password: 'wrong-one' },
      headers: from('10.0.0.1'),
    });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual(tooMany);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // A client-supplied X-Forwarded-For entry in front of the proxy's does not reset the budget.
    const spoofed = await call(t.app, 'POST', '/api/admin/login', {
      json: { username: 'x', password: 'wrong-one' },
      headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' },
    });
    expect(spoofed.status).toBe(429);
    // Another client is not affected.
    const other = await call(t.app, 'POST', '/api/admin/login', {
      json: { username: 'x', password: 'wrong-one' },
      headers: from('10.0.0.2'),
    });
    expect(other.status).toBe(401);
  });

  it('login: consecutive failed attempts per account and client', async () => {
    const login = (password: string, ip: string, username = ADMIN.username) =>
      call(t.app, 'POST', '/api/admin/login', { json: { username, password }, headers: from(ip) });
    for (let i = 0; i < 3; i += 1) expect((await login('wrong-one', '10.1.0.1')).status).toBe(401);
    // Blocked even with the right password, and under another spelling of the name…
    const blocked = await login(ADMIN.password, '10.1.0.1', ` ${ADMIN.username.toUpperCase()}`);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // …but only for this client: the owner elsewhere still logs in.
    expect((await login(ADMIN.password, '10.1.0.2')).status).toBe(200);
    // A success clears the count: failures must be consecutive.
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 2; i += 1) expect((await login('wrong-one', '10.1.0.3')).status).toBe(401);
      expect((await login(ADMIN.password, '10.1.0.3')).status).toBe(200);
    }
  });

  it('forgot-password per IP', async () => {
    const send = () =>
      call(t.app, 'POST', '/api/admin/forgot-password', {
        json: { email: 'a@example.com' },
        headers: from('10.2.0.1'),
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const blocked = await send();
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual(tooMany);
  });

  it('enquiries per IP', async () => {
    const send = () =>
      call(t.app, 'POST', '/api/enquiries', {
        json: { kind: 'contact', name: 'A', email: 'a@example.com', phone: '+971 50 123 4567' },
        headers: from('10.3.0.1'),
      });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(429);
  });
});

describe('login lockout attacks', () => {
  const login = (app: Hono, password: string, ip: string, username = ADMIN.username) =>
    call(app, 'POST', '/api/admin/login', { json: { username, password }, headers: from(ip) });

  it('twelve wrong passwords from client A do not stop the owner logging in from client B', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await login(t.app, 'wrong-one', '10.5.0.1')).status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
    expect((await login(t.app, ADMIN.password, '10.5.0.2')).status).toBe(200);
  });

  it('the per-client limit still stops client A, on every account and with any password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await login(t.app, 'wrong-one', '10.5.1.1', `guess-${i}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login(t.app, ADMIN.password, '10.5.1.1')).status).toBe(429);
  });

  it('parallel guesses cannot slip past the limit', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(t.app, 'wrong-one', '10.5.2.1', `parallel-${i}`)),
    ).then((all) => all.map((r) => r.status));
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('two app instances on one database share one counter', async () => {
    const apps = [createApp({ config: t.config, db: t.db }), createApp({ config: t.config, db: t.db })];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await login(apps[i % 2]!, 'wrong-one', '10.6.0.1', `shared-${i}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const enquiry = (app: Hono) =>
      call(app, 'POST', '/api/enquiries', {
        json: { kind: 'contact', name: 'A', email: 'a@example.com', phone: '+971 50 123 4567' },
        headers: from('10.6.0.2'),
      });
    expect([(await enquiry(apps[0]!)).status, (await enquiry(apps[1]!)).status]).toEqual([201, 201]);
    expect((await enquiry(apps[1]!)).status).toBe(429);
    expect((await enquiry(apps[0]!)).status).toBe(429);
  });

  it('every counter expires with its window (TTL index), so key floods stay bounded', async () => {
    const indexes = await t.db.db.collection(RATE_LIMIT_COLLECTION).indexes();
    expect(indexes.find((i) => i.name === 'expire_-1')?.expireAfterSeconds).toBe(0);
    expect(indexes.find((i) => i.name === 'key_1')?.unique).toBe(true);
    const docs = await t.db.db.collection(RATE_LIMIT_COLLECTION).find().toArray();
    expect(docs.length).toBeGreaterThan(0);
    for (const d of docs) expect(d.expire).toBeInstanceOf(Date);
  });
});

describe('account-wide limits, whatever the client', () => {
  const mailer = memoryMailer();
  // The default budgets: 3 reset mails an hour per account; 5 failed logins before the slowdown starts.
  const a = useTestApp({
    mailer,
    env: { TRUST_PROXY: '1', RATE_LIMIT_RESET_MAILS: '3', RATE_LIMIT_LOGIN_SLOWDOWN: '5' },
  });
  const login = (password: string, ip: string) =>
    call(a.app, 'POST', '/api/admin/login', {
      json: { username: ADMIN.username, password },
      headers: from(ip),
    });
  const timed = async (password: string, ip: string) => {
    const start = performance.now();
    const res = await login(password, ip);
    return { status: res.status, ms: performance.now() - start };
  };

  it('reset mails: 10 addresses asking 3 times each get the same answer, and the account gets 3 mails', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(a.app, 'POST', '/api/admin/forgot-password', {
          json: { email: ADMIN.email },
          headers: from(`10.9.0.${i % 10}`),
        }).then(async (res) => ({ status: res.status, body: await res.text() })),
      ),
    );
    expect(new Set(answers.map((x) => JSON.stringify(x)))).toEqual(
      new Set([JSON.stringify({ status: 200, body: JSON.stringify({ msg: MSG.forgotSent }) })]),
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(mailer.sent.filter((m) => m.to === ADMIN.email)).toHaveLength(3);
  });

  it('the delay grows with the failures and is bounded', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 50, 1e9].map((n) => failureDelayMs(n, 5))).toEqual([
      0, 0, 250, 500, 1000, 2000, 3000, 3000, 3000,
    ]);
  });

  it('failed logins from many addresses slow the next attempt on that account; the owner still signs in', async () => {
    const first = await timed('wrong-one', '10.8.0.1');
    expect(first.status).toBe(401);
    // Eight more guesses, each from an address of its own (no per-client limit is reached), in parallel.
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => timed('wrong-one', `10.8.1.${i}`)));
    expect(guesses.every((g) => g.status === 401)).toBe(true);
    const next = await timed('wrong-one', '10.8.2.1');
    expect(next.status).toBe(401);
    expect(next.ms).toBeGreaterThanOrEqual(FAILURE_DELAY.maxMs - 50);
    expect(next.ms - first.ms).toBeGreaterThan(2500);
    // Slowed, not locked: the right password from yet another address signs in, within the bound.
    const owner = await timed(ADMIN.password, '10.8.3.1');
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeLessThan(FAILURE_DELAY.maxMs + 1500);
    // Another account is not slowed.
    const other = await call(a.app, 'POST', '/api/admin/login', {
      json: { username: 'someone-else', password: 'wrong-one' },
      headers: from('10.8.4.1'),
    });
    expect(other.status).toBe(401);
  }, 30_000);
});

describe('parallel guesses on one account', () => {
  // The slowdown from the 9th failure: the queue's order shows in the delays without a long test.
  const FREE = 8;
  const p = useTestApp({ env: { TRUST_PROXY: '1', RATE_LIMIT_LOGIN_SLOWDOWN: String(FREE) } });

  it('50 wrong passwords sent at once from 10 addresses, to two instances, are tried one at a time; the owner then signs in', async () => {
    const apps = [createApp({ config: p.config, db: p.db }), createApp({ config: p.config, db: p.db })];
    const start = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(apps[i % 2]!, 'POST', '/api/admin/login', {
          json: {
            username: i % 3 ? ADMIN.username : ` ${ADMIN.username.toUpperCase()}`,
            password: 'wrong-one',
          },
          headers: from(`10.11.0.${i % 10}`),
        }).then((res) => ({ res, end: performance.now() - start })),
      ),
    );
    const tried = answers.filter((a) => a.res.status === 401);
    const refused = answers.filter((a) => a.res.status === 429);
    // The turn and every waiting place: the rest are refused at once, with a time to come back.
    expect(tried).toHaveLength(LOGIN_QUEUE.places + 1);
    expect(refused).toHaveLength(50 - tried.length);
    for (const { res } of refused) {
      expect(await res.json()).toEqual(tooMany);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // One at a time: each tried guess ended at least its own delay after the one before it.
    const ends = tried.map((a) => a.end).sort((a, b) => a - b);
    for (let n = 1; n < ends.length; n += 1) {
      expect(ends[n]! - ends[n - 1]!).toBeGreaterThanOrEqual(failureDelayMs(n, FREE) - 20);
    }
    const sequential = Array.from({ length: tried.length }, (_, n) => failureDelayMs(n, FREE));
    expect(ends.at(-1)!).toBeGreaterThanOrEqual(sequential.reduce((a, b) => a + b) - 20);
    // Nothing is left waiting.
    expect(await p.db.db.collection(LOGIN_TURNS).countDocuments()).toBe(0);

    // Slowed, not locked: the right password from another address signs in within the slowdown's bound.
    const owner = performance.now();
    const res = await call(apps[0]!, 'POST', '/api/admin/login', {
      json: { username: ADMIN.username, password: ADMIN.password },
      headers: from('10.11.1.1'),
    });
    expect(res.status).toBe(200);
    expect(performance.now() - owner).toBeLessThan(FAILURE_DELAY.maxMs + 1500);
  }, 30_000);
});

describe('a device that signed in before (device cookie)', () => {
  // Many failures before the slowdown starts, so the test sets the account's count itself.
  const FREE = 100;
  const DEVICE_LIMIT = 3;
  const mailer = memoryMailer();
  const d = useTestApp({
    mailer,
    env: {
      TRUST_PROXY: '1',
      RATE_LIMIT_LOGIN_SLOWDOWN: String(FREE),
      RATE_LIMIT_LOGIN_DEVICE: String(DEVICE_LIMIT),
    },
  });
  const deviceKey = () => deriveKey(loadSigningSecret(d.config), 'admin-device');
  /** The account's failures from anywhere, as the slowdown counts them. */
  const slowdown = () => dbLimiter(d.db.db, 'login-account', d.config.rateLimits.loginSlowdown);
  const deviceOf = (res: Response) =>
    /^manzil_device=([^;]*)/.exec(
      res.headers.getSetCookie().find((c) => c.startsWith('manzil_device=')) ?? '',
    )?.[1];
  const timed = async (password: string, ip: string, device?: string) => {
    const start = performance.now();
    const res = await call(d.app, 'POST', '/api/admin/login', {
      json: { username: ADMIN.username, password },
      headers: { ...from(ip), ...(device && { cookie: `manzil_device=${device}` }) },
    });
    return { res, status: res.status, ms: performance.now() - start };
  };
  const signIn = async (ip: string) => {
    const { res } = await timed(ADMIN.password, ip);
    expect(res.status).toBe(200);
    return deviceOf(res)!;
  };

  it('with the queue kept full by guesses from other addresses, the owner’s device signs in at once; a forged, other-account or expired device cookie does not skip the queue', async () => {
    const first = await timed(ADMIN.password, '10.13.0.1');
    const device = deviceOf(first.res)!;
    expect(device).toBeTruthy();
    // Plain http here: the cookie is not marked Secure (the browser would drop it).
    expect(first.res.headers.getSetCookie().find((c) => c.startsWith('manzil_device='))).not.toMatch(
      /Secure/,
    );
    // An attack under way: the account's failures already slow every attempt by the most…
    await slowdown().penalty(ADMIN.username, FREE + 4);
    // …and 11 guesses from 11 addresses hold the turn and every waiting place.
    const attack = Array.from({ length: LOGIN_QUEUE.places + 1 }, (_, i) =>
      timed('wrong-one', `10.13.1.${i}`),
    );
    const turns = d.db.db.collection(LOGIN_TURNS);
    for (let i = 0; i < 100 && (await turns.countDocuments()) < LOGIN_QUEUE.places + 1; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await turns.countDocuments()).toBe(LOGIN_QUEUE.places + 1);

    const key = deviceKey();
    // Signed with the account's current token version: refused for their key, account or age alone.
    const ver = (await findAdminByUsername(d.db.db, ADMIN.username))!.tokenVersion;
    const [owner, none, forged, otherAccount, expired, tampered] = await Promise.all([
      timed(ADMIN.password, '10.13.2.1', device),
      timed(ADMIN.password, '10.13.2.2'),
      timed(
        ADMIN.password,
        '10.13.2.3',
        await signDevice(deriveKey('x'.repeat(64), 'admin-device'), 'admin', ver),
      ),
      timed(ADMIN.password, '10.13.2.4', await signDevice(key, 'someone-else', ver)),
      timed(
        ADMIN.password,
        '10.13.2.5',
        await signDevice(key, 'admin', ver, Date.now() - (DEVICE_TTL_SECONDS + 60) * 1000),
      ),
      timed(ADMIN.password, '10.13.2.6', `${device}x`),
    ]);
    // The owner's browser: signed in, not slowed, and given a new device cookie.
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeLessThan(FAILURE_DELAY.maxMs - 1000);
    expect(deviceOf(owner.res)).toBeTruthy();
    expect(deviceOf(owner.res)).not.toBe(device);
    // Everyone else takes the ordinary path: the queue is full.
    for (const other of [none, forged, otherAccount, expired, tampered]) {
      expect(other.status).toBe(429);
      expect(await other.res.json()).toEqual(tooMany);
    }

    // The attack ends: its waiting guesses are tried (no longer slowed) and leave nothing behind.
    await slowdown().delete(ADMIN.username);
    expect((await Promise.all(attack)).map((a) => a.status)).toEqual(
      Array.from({ length: LOGIN_QUEUE.places + 1 }, () => 401),
    );
    expect(await turns.countDocuments()).toBe(0);
    // Only a signed device has a counter: the owner's was cleared by the success, and forged cookies made none.
    const counters = d.db.db.collection(RATE_LIMIT_COLLECTION);
    expect(await counters.countDocuments({ key: /^login-device:/ })).toBe(0);
  }, 30_000);

  it(`guesses sent at once with one device cookie get no more than ${DEVICE_LIMIT} past the slowdown`, async () => {
    const device = await signIn('10.15.0.1');
    await slowdown().penalty(ADMIN.username, FREE + 4);
    const guesses = await Promise.all(
      Array.from({ length: DEVICE_LIMIT + 2 }, () => timed('wrong-one', '10.15.1.1', device)),
    );
    expect(guesses.every((g) => g.status === 401)).toBe(true);
    const fast = guesses.filter((g) => g.ms < FAILURE_DELAY.maxMs - 1000);
    expect(fast).toHaveLength(DEVICE_LIMIT);
    await slowdown().delete(ADMIN.username);
  }, 30_000);

  it(`after ${DEVICE_LIMIT} failures with one device cookie, that device is slowed like any other until it signs in again`, async () => {
    const device = await signIn('10.14.0.1');
    await slowdown().penalty(ADMIN.username, FREE + 4);
    // Within its own limit the device is not slowed by the account's failures…
    for (let i = 0; i < DEVICE_LIMIT; i += 1) {
      const guess = await timed('wrong-one', '10.14.1.1', device);
      expect(guess.status).toBe(401);
      expect(guess.ms).toBeLessThan(FAILURE_DELAY.maxMs - 1000);
    }
    // …past it the cookie is no longer trusted: the attempt waits out the slowdown like anyone's.
    const next = await timed('wrong-one', '10.14.1.2', device);
    expect(next.status).toBe(401);
    expect(next.ms).toBeGreaterThanOrEqual(FAILURE_DELAY.maxMs - 50);
    const owner = await timed(ADMIN.password, '10.14.1.3', device);
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(FAILURE_DELAY.maxMs - 50);
    // The sign-in gives a new device cookie, trusted again.
    const again = await timed('wrong-one', '10.14.1.4', deviceOf(owner.res));
    expect(again.status).toBe(401);
    expect(again.ms).toBeLessThan(FAILURE_DELAY.maxMs - 1000);
    await slowdown().delete(ADMIN.username);
  }, 30_000);

  it('a password change ends the trust of the device cookies signed before it', async () => {
    const device = await signIn('10.16.0.1');
    await call(d.app, 'POST', '/api/admin/forgot-password', {
      json: { email: ADMIN.email },
      headers: from('10.16.0.2'),
    });
    let link: RegExpExecArray | null = null;
    for (let i = 0; i < 100 && !link; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      link = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mailer.sent.at(-1)?.text ?? '');
    }
    const reset = await call(d.app, 'POST', `/api/admin/reset-password/${link![1]!}`, {
      json: { password: ADMIN.password },
      headers: from('10.16.0.2'),
    });
    expect(reset.status).toBe(200);
    await slowdown().penalty(ADMIN.username, FREE + 4);
    const guess = await timed('wrong-one', '10.16.1.1', device);
    expect(guess.status).toBe(401);
    expect(guess.ms).toBeGreaterThanOrEqual(FAILURE_DELAY.maxMs - 50);
    await slowdown().delete(ADMIN.username);
  }, 30_000);
});

/**
 * Rate limits answer 429 {msg} with Retry-After (limits lowered through the RATE_LIMIT_* variables). The
 * counters live in the database, so app instances on one database share them.
 */
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ADMIN, call, useTestApp } from '../../test/helpers';
import { createApp } from '../app';
import { RATE_LIMIT_COLLECTION } from '../middleware/rate-limit';

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

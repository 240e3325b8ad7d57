/** Rate limits answer 429 {msg} (limits lowered through the RATE_LIMIT_* variables). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, startTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      TRUST_PROXY: '1',
      RATE_LIMIT_LOGIN_IP: '3',
      RATE_LIMIT_LOGIN_ACCOUNT: '4',
      RATE_LIMIT_FORGOT_PASSWORD: '2',
      RATE_LIMIT_ENQUIRIES: '2',
    },
  });
});
afterAll(async () => t.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const tooMany = { msg: 'Too many requests, please try again later.' };

describe('rate limits', () => {
  it('login: failed attempts per IP', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await call(t.app, 'POST', '/api/admin/login', {
        json: { username: 'x', password: 'wrong-one' },
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

  it('login: failed attempts per account, across IPs', async () => {
    for (let i = 0; i < 4; i += 1) {
      const res = await call(t.app, 'POST', '/api/admin/login', {
        json: { username: ADMIN.username, password: 'wrong-one' },
        headers: from(`10.1.0.${i}`),
      });
      expect(res.status).toBe(401);
    }
    const blocked = await call(t.app, 'POST', '/api/admin/login', {
      json: { username: ADMIN.username, password: ADMIN.password },
      headers: from('10.1.0.99'),
    });
    expect(blocked.status).toBe(429);
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

/** The database going away: data routes answer 503 {msg}, health answers db "down". */
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/helpers';

const t = useTestApp();

describe.skipIf(Boolean(process.env.MONGODB_URI))('database down (embedded server stopped)', () => {
  it('503 Service temporarily unavailable, never 500', async () => {
    expect((await call(t.app, 'GET', '/api/health')).status).toBe(200);
    await t.db.embedded!.close();
    for (const [method, url, json] of [
      ['GET', '/api/homepage/cities'],
      ['GET', '/api/admin/properties/downtown_dubai'],
      ['POST', '/api/search/result', { purpose: 'Buy' }],
    ] as const) {
      const res = await call(t.app, method, url, json ? { json } : {});
      expect(res.status, url).toBe(503);
      expect(await res.json()).toEqual({ msg: 'Service temporarily unavailable' });
    }
    const health = await call(t.app, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ ok: false, db: 'down' });
  }, 60_000);
});

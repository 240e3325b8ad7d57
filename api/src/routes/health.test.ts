import { describe, expect, it } from 'vitest';
import type { HealthBody, SiteConfig } from '@manzil/contract';
import { call, json, useTestApp } from '../../test/helpers';

const t = useTestApp({
  env: { AGENCY_PHONE: '+971 50 000 1111', REMOTE_MF_VR_URL: 'https://vr.example.com/mf-manifest.json' },
});

describe('health, site config, remotes', () => {
  it('GET /api/health answers {ok, db:"up"}', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(await json<HealthBody>(res)).toEqual({ ok: true, db: 'up' });
  });
  it('GET /api/site-config answers the configured contacts', async () => {
    const body = await json<SiteConfig>(await call(t.app, 'GET', '/api/site-config'));
    expect(body).toMatchObject({
      brandName: 'Manzil',
      agencyPhone: '971500001111',
      agencyEmail: 'hello@manzil.ae',
    });
  });
  it('GET /remotes.json keeps working with the overrides', async () => {
    const res = await call(t.app, 'GET', '/remotes.json');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      'mf-vr': 'https://vr.example.com/mf-manifest.json',
      'mf-admin': '/remotes/mf-admin/mf-manifest.json',
    });
  });
  it('a missing asset is a JSON 404, never index.html', async () => {
    const res = await call(t.app, 'GET', '/remotes/mf-vr/missing-file.js');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ msg: 'Not found' });
  });
});

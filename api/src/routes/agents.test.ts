import { describe, expect, it } from 'vitest';
import type { AgentResponse, AgentsResponse } from '@manzil/contract';
import { call, json, useTestApp } from '../../test/helpers';

const t = useTestApp();

describe('GET /api/agents', () => {
  it('lists the active agents in the agency order with their listings counts', async () => {
    const res = await call(t.app, 'GET', '/api/agents');
    expect(res.status).toBe(200);
    const { data } = await json<AgentsResponse>(res);
    expect(data.map((a) => [a.slug, a.listingsCount])).toEqual([
      ['layla-haddad', 1],
      ['omar-siddiqui', 1],
    ]);
    expect(data[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      slug: 'layla-haddad',
      name: 'Layla Haddad',
      photo: '/images/agents/layla-haddad.jpg',
      brn: '48213',
      languages: ['English', 'Arabic'],
      areas: ['downtown_dubai'],
      phone: '+971500000101',
      whatsapp: '+971500000101',
      email: 'layla@manzil.ae',
      active: true,
      listingsCount: 1,
    });
  });
});

describe('GET /api/agents/{slug}', () => {
  it('answers one agent, a retired one too (old listings still name them)', async () => {
    const { data } = await json<AgentResponse>(await call(t.app, 'GET', '/api/agents/omar-siddiqui'));
    expect(data).toMatchObject({ name: 'Omar Siddiqui', listingsCount: 1, active: true });
    const retired = await json<AgentResponse>(await call(t.app, 'GET', '/api/agents/retired-agent'));
    expect(retired.data).toMatchObject({ active: false, listingsCount: 0 });
  });

  it.each(['nobody', 'LAYLA-HADDAD', 'x'.repeat(150), '%24where'])('404 for %s', async (slug) => {
    const res = await call(t.app, 'GET', `/api/agents/${slug}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ msg: 'Agent not found' });
  });
});

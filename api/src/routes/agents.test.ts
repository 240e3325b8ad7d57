import { describe, expect, it } from 'vitest';
import { ObjectId } from 'mongodb';
import {
  AGENT_AREAS_MAX,
  AGENT_LISTINGS_MAX,
  SEARCH_TOTAL_HEADER,
  type AgentPropertiesResponse,
  type AgentResponse,
  type AgentsResponse,
} from '@manzil/contract';
import { collections, type PropertyDoc } from '../db/collections';
import { FIXTURE_SEED } from '../../test/fixtures/seed';
import { call, getOk, json, loginToken, useTestApp } from '../../test/helpers';

const t = useTestApp();

describe('GET /api/agents', () => {
  it('lists the active agents in the agency order with their listings counts and areas', async () => {
    const { data } = await getOk<AgentsResponse>(t.app, '/api/agents');
    expect(data.map((a) => [a.slug, a.listingsCount])).toEqual([
      ['layla-haddad', 1],
      ['omar-siddiqui', 1],
    ]);
    // The agent as seeded, with its id, its count and its areas worked out.
    expect(data[0]).toEqual({
      ...FIXTURE_SEED.agents![0],
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      listingsCount: 1,
      workAreas: [{ key: 'downtown_dubai', name: 'Downtown Dubai', emirate: 'dubai', listings: 1 }],
    });
  });
});

describe('GET /api/agents/{slug}', () => {
  it('answers one agent, a retired one too (old listings still name them)', async () => {
    const { data } = await json<AgentResponse>(await call(t.app, 'GET', '/api/agents/omar-siddiqui'));
    expect(data).toMatchObject({ name: 'Omar Siddiqui', listingsCount: 1, active: true });
    expect(data.workAreas).toEqual([
      { key: 'dubai_marina', name: 'Dubai Marina', emirate: 'dubai', listings: 1 },
    ]);
    const retired = await json<AgentResponse>(await call(t.app, 'GET', '/api/agents/retired-agent'));
    expect(retired.data).toMatchObject({ active: false, listingsCount: 0, workAreas: [] });
  });

  it.each(['nobody', 'LAYLA-HADDAD', 'x'.repeat(150), '%24where'])('404 for %s', async (slug) => {
    const res = await call(t.app, 'GET', `/api/agents/${slug}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ msg: 'Agent not found' });
  });
});

describe('GET /api/agents/{slug}/properties', () => {
  it("answers only that agent's listings, with the total in a header", async () => {
    const res = await call(t.app, 'GET', '/api/agents/layla-haddad/properties');
    expect(res.status).toBe(200);
    expect(res.headers.get(SEARCH_TOTAL_HEADER)).toBe('1');
    const list = await json<AgentPropertiesResponse>(res);
    expect(list.map((p) => [p.house_name, p.agent])).toEqual([['Boulevard Point', 'layla-haddad']]);
    expect(list[0]).toMatchObject({ status: 'under-offer', photos: expect.any(Array) });
  });

  it('answers an empty list for an agent without listings and 404 for no agent', async () => {
    const retired = await call(t.app, 'GET', '/api/agents/retired-agent/properties');
    expect(await json(retired)).toEqual([]);
    for (const slug of ['nobody', 'Layla-Haddad', 'x'.repeat(150), '%24ne']) {
      const res = await call(t.app, 'GET', `/api/agents/${slug}/properties`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ msg: 'Agent not found' });
    }
  });
});

describe('bounds', () => {
  it("keeps an agent's answer bounded however many listings and areas they hold", async () => {
    const { properties } = collections(t.db.db);
    const template = (await properties.findOne({ slug: 'boulevard-point' }))!;
    const base = Date.now() + 60_000;
    // 130 listings over 30 areas, newer than the seed, the sold ones newest.
    const docs: PropertyDoc[] = Array.from({ length: 130 }, (_, i) => ({
      ...template,
      _id: new ObjectId(),
      ref: `B${String(i).padStart(7, '0')}`,
      slug: `bound-test-${i}`,
      house_name: `Bound Test ${i}`,
      areaName: `bound_area_${i % 30}`,
      agent: 'omar-siddiqui',
      status: i >= 120 ? 'sold' : 'available',
      createdAt: new Date(base + i * 1000),
      updatedAt: new Date(base + i * 1000),
    }));
    await properties.insertMany(docs);
    try {
      const { data } = await json<AgentResponse>(await call(t.app, 'GET', '/api/agents/omar-siddiqui'));
      expect(data.listingsCount).toBe(131);
      expect(data.workAreas).toHaveLength(AGENT_AREAS_MAX);
      // Areas with most listings first; an area whose record is gone is named from its key.
      expect(data.workAreas[0]).toMatchObject({ listings: 5, name: 'Bound Area 0' });

      const res = await call(t.app, 'GET', '/api/agents/omar-siddiqui/properties');
      expect(res.headers.get(SEARCH_TOTAL_HEADER)).toBe('131');
      const list = await json<AgentPropertiesResponse>(res);
      expect(list).toHaveLength(AGENT_LISTINGS_MAX);
      // On the market first (newest first), the sold ones after them.
      expect(list[0]!.house_name).toBe('Bound Test 119');
      expect(list.slice(-10).every((p) => p.status === 'sold')).toBe(true);
    } finally {
      await properties.deleteMany({ slug: { $regex: '^bound-test-' } });
    }
  });
});

describe('a retired agent is shown by name only', () => {
  it('no public read gives out their phone, WhatsApp or e-mail; the admin still has them', async () => {
    const { agents, properties } = collections(t.db.db);
    const nadia = {
      slug: 'nadia-leaving',
      name: 'Nadia Leaving',
      photo: '/images/agents/nadia-leaving.jpg',
      brn: '40777',
      languages: ['English', 'Arabic'],
      areas: ['downtown_dubai'],
      phone: '+971509998877',
      whatsapp: '+971509998866',
      email: 'nadia.leaving@manzil.ae',
      active: true,
    };
    await agents.insertOne({ _id: new ObjectId(), ...nadia, order: 50, updatedAt: new Date() });
    const listing = (await properties.findOne({ slug: 'boulevard-point' }))!;
    await properties.updateOne({ _id: listing._id }, { $set: { agent: nadia.slug } });
    const before = await call(t.app, 'GET', `/api/agents/${nadia.slug}`);
    expect(await before.text()).toContain(nadia.email);

    const token = await loginToken(t.app);
    const retired = await call(t.app, 'POST', `/api/admin/agents/${nadia.slug}/retire`, {
      token,
      json: { reassignTo: 'omar-siddiqui' },
    });
    expect(retired.status).toBe(200);
    // A listing that still names them (moved back by hand, or from before retiring moved listings).
    await properties.updateOne({ _id: listing._id }, { $set: { agent: nadia.slug } });

    const { data } = await json<AgentResponse>(await call(t.app, 'GET', `/api/agents/${nadia.slug}`));
    expect(data).toMatchObject({ name: nadia.name, brn: nadia.brn, active: false });
    expect(data).not.toHaveProperty('phone');
    expect(data).not.toHaveProperty('whatsapp');
    expect(data).not.toHaveProperty('email');
    const reads = [
      `/api/agents/${nadia.slug}`,
      '/api/agents',
      `/api/agents/${nadia.slug}/properties`,
      `/api/properties/by-slug/${listing.slug}`,
      `/api/page-meta?path=/find-my-agent/${nadia.slug}`,
      `/api/page-meta?path=/property/${listing.slug}`,
    ];
    for (const url of reads) {
      const res = await call(t.app, 'GET', url);
      expect(res.status, url).toBe(200);
      const text = await res.text();
      for (const contact of [nadia.phone, nadia.whatsapp, nadia.email, '509998877', '509998866'])
        expect(text, `${url} gives out ${contact}`).not.toContain(contact);
    }
    expect(await (await call(t.app, 'GET', `/api/agents/${nadia.slug}/properties`)).text()).toContain(
      listing.house_name,
    );

    // The admin keeps them (the record, an edit, a possible return).
    const admin = await call(t.app, 'GET', '/api/admin/agents', { token });
    expect(await admin.text()).toContain(nadia.email);
  });
});

/** A render's reads answer what the HTTP routes answer: the same status and the same JSON, for what
 * exists, what does not, and input the route refuses. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandStartedEvent } from 'mongodb';
import { call, startTestApp, type TestApp } from '../../test/helpers';
import { createPageReads } from './page-reads';

let t: TestApp;
let slug: string;
let reference: string;

beforeAll(async () => {
  t = await startTestApp({ monitorCommands: true });
  const home = await t.db.db.collection('properties').findOne({ agent: 'layla-haddad' });
  slug = String(home?.slug);
  reference = String(home?._id).slice(0, 8);
});
afterAll(() => t?.close());

type Case = [route: string, params?: Record<string, string>, query?: Record<string, string>];

const cases = (): Case[] => [
  ['GET /site-config'],
  ['GET /homepage/cities'],
  ['GET /damac360/card'],
  ['GET /locations'],
  ['GET /floor-plans'],
  ['GET /agents'],
  ['GET /agents/:slug', { slug: 'layla-haddad' }],
  ['GET /agents/:slug', { slug: 'retired-agent' }],
  ['GET /agents/:slug', { slug: 'nobody' }],
  ['GET /agents/:slug/card', { slug: 'layla-haddad' }],
  ['GET /agents/:slug/card', { slug: 'retired-agent' }],
  ['GET /agents/:slug/properties', { slug: 'layla-haddad' }],
  ['GET /properties/by-slug/:slug', { slug }],
  ['GET /properties/by-slug/:slug', { slug: 'no-such-home' }],
  ['GET /properties/by-slug/:slug', { slug: 'a'.repeat(201) }],
  ['GET /properties/by-slug/:slug/similar', { slug }],
  ['GET /properties/by-reference/:ref', { ref: reference }],
  ['GET /properties/by-reference/:ref', { ref: 'zz' }],
  ['GET /search', {}, { purpose: 'Buy', minPrice: '100000' }],
  ['GET /search', {}, { purpose: 'Sell' }],
  ['GET /search', {}, { limit: '3' }],
  ['GET /search/points', {}, { purpose: 'Rent' }],
  ['GET /admin/fetch-city-data', {}, { city: 'dubai' }],
  ['GET /admin/fetch-city-data', {}, { city: 'atlantis' }],
  ['GET /admin/properties/:area', { area: 'downtown_dubai' }],
  ['GET /admin/properties/:city/:area', { city: 'Dubai', area: 'downtown_dubai' }],
  ['GET /admin/properties/:city/:area', { city: 'Dubai', area: 'nowhere' }],
];

describe("a render's reads", () => {
  it('answer each route as HTTP does: status and body', async () => {
    for (const [route, params = {}, query = {}] of cases()) {
      const path = route
        .slice('GET '.length)
        .replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
      const search = new URLSearchParams(query).toString();
      const http = await call(t.app, 'GET', `/api${path}${search ? `?${search}` : ''}`);
      const direct = await createPageReads(t.db.db, t.config).read(route, { params, query });
      expect({ route, params, query, status: direct.status }).toEqual({
        route,
        params,
        query,
        status: http.status,
      });
      expect(direct.data, `${route} ${JSON.stringify(params)}`).toEqual(await http.json());
    }
  });

  it('refuse a route that is no read of a page', async () => {
    const { read } = createPageReads(t.db.db, t.config);
    await expect(read('POST /enquiries')).rejects.toThrow(/not a read a page renders with/);
    await expect(read('GET /admin/leads')).rejects.toThrow(/not a read a page renders with/);
  });

  it('read each record once per render, however many parts ask', async () => {
    const { read, reads } = createPageReads(t.db.db, t.config);
    const sent: string[] = [];
    const onCommand = (event: CommandStartedEvent) => {
      if (['find', 'aggregate'].includes(event.commandName))
        sent.push(
          `${event.commandName} ${String((event.command as Record<string, unknown>)[event.commandName])}`,
        );
    };
    t.db.client.on('commandStarted', onCommand);
    try {
      // The head's record, the listing, its similar homes, the agent's card and the head's agent.
      const head = await reads.propertyDoc(slug);
      const first = await read('GET /properties/by-slug/:slug', { params: { slug } });
      await read('GET /properties/by-slug/:slug/similar', { params: { slug } });
      await read('GET /agents/:slug/card', { params: { slug: String(head?.agent) } });
      await reads.agentDoc(String(head?.agent));
      // The same data, each time a copy of its own: one part cannot change what another renders.
      const again = await read('GET /properties/by-slug/:slug', { params: { slug } });
      expect(again.data).toEqual(first.data);
      expect(again.data).not.toBe(first.data);
      expect(sent.sort()).toEqual(['aggregate properties', 'find agents', 'find properties']);
    } finally {
      t.db.client.off('commandStarted', onCommand);
    }
  });
});

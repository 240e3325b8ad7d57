/**
 * A page's data is read once, from the data layer: pages rendered by the real shell and remotes (the
 * built site), counting every command the driver sends and every request the render makes back into
 * the app. Runs after the build (`npm run test:built -w api`): it needs the apps' server builds.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CommandStartedEvent } from 'mongodb';
import * as demo from '@manzil/demo-content';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, startTestApp, type TestApp } from '../helpers';
import { createPageCache } from '../../src/web/page-cache';

/** The commands that read (what the figures counted): find, aggregate, count, distinct. */
const READS = new Set(['find', 'aggregate', 'count', 'distinct', 'getMore']);

const CONTENT_VERSION_COLLECTION = 'meta';

let t: TestApp;
let propertySlug: string;
let agentSlug: string;

beforeAll(async () => {
  const shellBuild = path.resolve(import.meta.dirname, '../../../shell/dist/server/index.js');
  if (!fs.existsSync(shellBuild))
    throw new Error(`Build the apps first (npm run build): ${shellBuild} is missing`);
  t = await startTestApp({
    seed: {
      emirates: demo.SEED_EMIRATES,
      areas: demo.SEED_AREAS,
      properties: demo.SEED_PROPERTIES,
      vrCards: demo.SEED_VR_CARDS,
      agents: demo.SEED_AGENTS,
    },
    // A cache that keeps nothing: every page below is rendered.
    pageCache: createPageCache({ maxEntries: 1, maxBytes: 1, maxEntryBytes: 1, ttlMs: 1 }),
    monitorCommands: true,
  });
  const property = await t.db.db.collection('properties').findOne({ agent: { $type: 'string' } });
  propertySlug = String(property?.slug);
  agentSlug = String(property?.agent);
});
afterAll(() => t?.close());

/** Renders the page twice (the first warms the remotes' code) and counts what the second did. */
async function measure(url: string) {
  const first = await call(t.app, 'GET', url);
  expect(first.status).toBe(200);
  await first.text();
  const commands: string[] = [];
  const onCommand = (event: CommandStartedEvent) => {
    const target = String((event.command as Record<string, unknown>)[event.commandName]);
    // The content version (db/content-version.ts) is the page cache's, read at most once a second
    // whatever the page: not a read of the page's data.
    if (READS.has(event.commandName) && target !== CONTENT_VERSION_COLLECTION)
      commands.push(`${event.commandName} ${target}`);
  };
  const calls: string[] = [];
  const fetch = t.app.fetch.bind(t.app);
  const spy = vi.spyOn(t.app, 'fetch').mockImplementation((request: Request, ...rest) => {
    calls.push(new URL(request.url).pathname);
    return fetch(request, ...rest);
  });
  t.db.client.on('commandStarted', onCommand);
  try {
    const response = await call(t.app, 'GET', url);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-page-cache')).not.toBe('hit');
    return { html, commands, inProcess: calls.slice(1) };
  } finally {
    t.db.client.off('commandStarted', onCommand);
    spy.mockRestore();
  }
}

describe('a page reads its data once, from the data layer', () => {
  it('a property page: no call back into the app, at most 6 database reads, one per record', async () => {
    const { html, commands, inProcess } = await measure(`/property/${propertySlug}`);
    // Rendered on the server whole: the listing and its agent's card are in the HTML.
    const name = String((await t.db.db.collection('properties').findOne({ slug: propertySlug }))?.house_name);
    const agent = String((await t.db.db.collection('agents').findOne({ slug: agentSlug }))?.name);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`<h1`);
    expect(root).toContain(name);
    expect(root).toContain(agent);
    expect(inProcess.filter((p) => p.startsWith('/api/'))).toEqual([]);
    // 6: the listing, emirates, agent, areas, similar homes, and its price history (one read of the audit).
    expect(commands.length, commands.join('\n')).toBeLessThanOrEqual(6);
    expect(commands.filter((c) => c === 'find audit').length).toBe(1);
    // The property itself is read once, though the head, the page and "similar homes" all need it.
    expect(commands.filter((c) => c === 'find properties').length).toBeLessThanOrEqual(2);
  });

  it.each([
    ['an area page', '/dubai/downtown-dubai', 6],
    ['an emirate page', '/dubai', 4],
    // 9: emirates, areas, the results and their count, the featured homes for sale and for rent with their
    // counts, and the agents' phones (one read, shared by every card's Call/WhatsApp).
    ['a filtered search', '/?purpose=Buy&minPrice=1000000', 9],
    ['an agent page', () => `/find-my-agent/${agentSlug}`, 7],
  ])('%s: no call back into the app', async (_name, url, most) => {
    const { commands, inProcess } = await measure(typeof url === 'function' ? url() : url);
    expect(inProcess.filter((p) => p.startsWith('/api/'))).toEqual([]);
    expect(commands.length, commands.join('\n')).toBeLessThanOrEqual(most);
  });
});

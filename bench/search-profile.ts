/**
 * Where one search's time goes. The product's stack runs in this one process (the embedded server,
 * the driver and the Hono app, as `npm start` splits them over a primary and its workers), answers a
 * stream of searches as a browser sends them (cookie, XSRF header, Accept-Encoding), and the V8 CPU
 * profile of that stream is summed by layer: HTTP stack, validation, driver, BSON, wire protocol,
 * query engine, serialisation, compression. Figures only.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { bootstrapData } from '../api/src/db/bootstrap';
import { openDatabase } from '../api/src/db/client';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Layers by the source file a sample's top frame is in (first match wins). */
const LAYERS: [string, (url: string, fn: string) => boolean][] = [
  ['query engine (embedded)', (u) => /db\/embedded\/(?!wire)|\/mingo\//.test(u)],
  ['wire protocol (embedded)', (u) => /db\/embedded\/wire/.test(u)],
  ['BSON', (u) => /\/bson\//.test(u)],
  ['driver', (u) => /\/mongodb\//.test(u)],
  ['validation (zod)', (u) => /\/zod\//.test(u)],
  ['HTTP stack (hono, fetch objects)', (u) => /\/hono\/|node-server|undici|internal\/deps/.test(u)],
  [
    'compression',
    (u, fn) => /zlib|webstreams|js_transferable/.test(u) || /zlib|brotli|gzip|^writeSync$/i.test(fn),
  ],
  [
    'socket writes (wire to the database, answers)',
    (u, fn) => u === '' && /^(write|writev|writeBuffer|writeUtf8String)$/.test(fn),
  ],
  ['serialisation (JSON, mapping)', (u, fn) => /JSON|stringify|parse/.test(fn) || /db\/properties/.test(u)],
  ['product code', (u) => /\/api\/src\//.test(u)],
  ['garbage collection', (_u, fn) => fn === '(garbage collector)'],
  ['idle', (_u, fn) => fn === '(idle)' || fn === '(program)'],
];

export interface SearchProfile {
  searches: number;
  msPerSearch: number;
  layers: { layer: string; percent: number }[];
}

export async function profileSearch(searches = 2000): Promise<SearchProfile> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-profile-'));
  const config = loadConfig({ DATA_DIR: dataDir, GEOCODER_URL: 'off', ADMIN_PASSWORD: 'profile-password-1' });
  const db = await openDatabase(config);
  await bootstrapData({ config, db, log: () => undefined });
  const app = createApp({ config, db });
  const first = await app.request('/api/health');
  const cookie = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')![1]!;
  const send = () =>
    app.request('/api/search/result', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'gzip, deflate, br, zstd',
        cookie: `XSRF-TOKEN=${cookie}`,
        'x-xsrf-token': cookie,
      },
      body: JSON.stringify({
        purpose: 'Buy',
        location: 'Dubai',
        residential: 'Residential',
        beds: 'Beds',
        price: 'Price',
      }),
    });
  for (let i = 0; i < 200; i++) await (await send()).arrayBuffer();

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  const started = performance.now();
  // Ten in flight at a time, as concurrent visitors would be.
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next++ < searches) await (await send()).arrayBuffer();
    }),
  );
  const elapsed = performance.now() - started;
  const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
  session.disconnect();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();

  let all = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const { url, functionName } = node.callFrame;
    const layer = LAYERS.find(([, match]) => match(url, functionName))?.[0] ?? 'other (node internals)';

    const dt = profile.timeDeltas[i] ?? 0;
    totals.set(layer, (totals.get(layer) ?? 0) + dt);
    all += dt;
  });
  return {
    searches,
    msPerSearch: Math.round((elapsed / searches) * 1000) / 1000,
    layers: [...totals]
      .map(([layer, t]) => ({ layer, percent: Math.round((t / all) * 1000) / 10 }))
      .sort((a, b) => b.percent - a.percent),
  };
}

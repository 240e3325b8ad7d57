/**
 * `npm run bench` (api): prints figures, never pass/fail.
 *  1. search over BENCH_PROPERTIES (default 100,000) properties through the real driver: p50/p95/p99;
 *  2. requests/s of GET /api/homepage/cities and POST /api/search/result with autocannon, each beside a
 *     bare node:http server answering the same bytes (the ratio is the figure);
 *  3. a load run: 100 connections for BENCH_LOAD_SECONDS (default 20) on the public reads and search:
 *     requests/s, p99, errors, memory before/after.
 * Uses the embedded database in a temp DATA_DIR (or MONGODB_URI) and ports 3940-3941 (BENCH_PORT).
 */
import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config';
import { bootstrapData } from '../src/db/bootstrap';
import { openDatabase } from '../src/db/client';
import { collections, type PropertyDoc } from '../src/db/collections';
import { searchProperties, type SearchInput } from '../src/db/properties';
import { PRICE_RANGES, type Purpose } from '../src/contract';

const N = Number(process.env.BENCH_PROPERTIES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3940);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  GEOCODER_URL: 'off',
  ADMIN_PASSWORD: 'bench-password-1',
  PORT: String(PORT),
});
const db = await openDatabase(config);
await bootstrapData({ config, db, log: () => undefined });
const c = collections(db.db);

// 1. Search over N properties.
const areas = await c.areas.find({}).toArray();
const types = ['Apartment', 'Villa', 'Townhouse', 'Commercial', 'Land'];
const existing = await c.properties.countDocuments({});
console.log(
  `\n# Search over ${N.toLocaleString()} properties (${config.mongodbUri ? 'MONGODB_URI' : 'embedded server'})`,
);
let t0 = Date.now();
for (let i = existing; i < N; i += 5000) {
  const batch: Omit<PropertyDoc, '_id'>[] = [];
  for (let j = i; j < Math.min(N, i + 5000); j += 1) {
    const area = areas[j % areas.length]!;
    const purpose: Purpose = j % 3 === 0 ? 'Rent' : 'Buy';
    const now = new Date();
    batch.push({
      slug: `bench-home-${j}`,
      areaName: area.key,
      emirate: area.emirate,
      house_name: `Bench Home ${j}`,
      house_type: types[j % types.length]!,
      for: purpose,
      bedrooms: j % 7,
      bathrooms: 1 + (j % 4),
      location: area.name,
      discription: 'Generated for the benchmark.',
      price: purpose === 'Buy' ? 300_000 + ((j * 7919) % 9_000_000) : 500 + ((j * 104729) % 15_000),
      imageurl: '/placeholder-property.jpg',
      createdAt: now,
      updatedAt: now,
    });
  }
  await c.properties.insertMany(batch as PropertyDoc[]);
}
console.log(`insert: ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const queries: SearchInput[] = [];
for (let i = 0; i < 200; i += 1) {
  const purpose: Purpose = i % 2 ? 'Rent' : 'Buy';
  const area = areas[i % areas.length]!;
  queries.push({
    purpose,
    location:
      i % 4 === 0 ? 'Location' : i % 4 === 1 ? area.name : i % 4 === 2 ? area.emirate : 'Dubai Marina',
    residential: i % 3 === 0 ? types[i % types.length]! : 'Residential',
    beds: ['Beds', 'Studio', '1', '2', '5+'][i % 5]!,
    price: PRICE_RANGES[purpose][i % PRICE_RANGES[purpose].length]!.label,
    page: 1 + (i % 3),
    limit: 20,
  });
}
const times: number[] = [];
for (const q of queries) {
  const start = performance.now();
  await searchProperties(db.db, q);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
console.log(
  `search (page of 20 + total), ${times.length} queries: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
);

await db.close();

// 2. Requests per second beside a bare node:http server. Both servers run as child processes so
// that autocannon (here) does not share their event loop.
const here = path.dirname(fileURLToPath(import.meta.url));
const children: ChildProcess[] = [];
function startChild(cmd: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<void> {
  const child = spawn(cmd, args, { env, cwd: path.join(here, '..'), stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (ready.test(chunk.toString())) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${cmd} exited with ${code}`)));
  });
}
// `node --import tsx` (not the tsx wrapper) so the child's pid is the server's, for its memory figure.
await startChild(
  process.execPath,
  ['--import', 'tsx', path.join(here, '../src/server.ts')],
  { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', GEOCODER_URL: 'off' },
  /running on/,
);
const base = `http://127.0.0.1:${PORT}`;
const health = await fetch(`${base}/api/health`);
const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')![1]!;
const searchBody = JSON.stringify({
  purpose: 'Buy',
  location: 'Dubai',
  residential: 'Residential',
  beds: 'Beds',
  price: 'AED 1M-2M',
  limit: 20,
});
const searchHeaders = {
  'content-type': 'application/json',
  cookie: `XSRF-TOKEN=${xsrf}`,
  'x-xsrf-token': xsrf,
};

const fixedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-bench-bytes-'));
fs.writeFileSync(
  path.join(fixedDir, 'cities.json'),
  Buffer.from(await (await fetch(`${base}/api/homepage/cities`)).arrayBuffer()),
);
fs.writeFileSync(
  path.join(fixedDir, 'search.json'),
  Buffer.from(
    await (
      await fetch(`${base}/api/search/result`, { method: 'POST', headers: searchHeaders, body: searchBody })
    ).arrayBuffer(),
  ),
);
await startChild(
  process.execPath,
  [path.join(here, 'bare-server.mjs'), String(PORT + 1), fixedDir],
  process.env,
  /ready/,
);

async function cannon(
  url: string,
  opts: {
    connections: number;
    duration: number;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
  },
) {
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.duration,
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: opts.headers,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

console.log(`\n# Requests per second (10 connections, ${SECONDS} s each)`);
for (const [name, method, bodyText, headers] of [
  ['GET /api/homepage/cities', 'GET', undefined, undefined],
  ['POST /api/search/result', 'POST', searchBody, searchHeaders],
] as const) {
  const pathName = name.split(' ')[1]!;
  const api = await cannon(`${base}${pathName}`, {
    connections: 10,
    duration: SECONDS,
    method,
    body: bodyText,
    headers,
  });
  const raw = await cannon(`http://127.0.0.1:${PORT + 1}${pathName}`, {
    connections: 10,
    duration: SECONDS,
    method,
    body: bodyText,
    headers,
  });
  console.log(
    `${name}: API ${api.rps.toFixed(0)} req/s (p99 ${api.p99} ms, errors ${api.errors}, non-2xx ${api.non2xx}); bare node:http ${raw.rps.toFixed(0)} req/s; ratio ${(api.rps / raw.rps).toFixed(3)}`,
  );
}

// 3. Load run.
console.log(`\n# Load: 100 connections, ${LOAD_SECONDS} s per route`);
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const apiPid = children[0]!.pid!;
const memBefore = rssOf(apiPid);
for (const [pathName, method, bodyText, headers] of [
  ['/api/homepage/cities', 'GET', undefined, undefined],
  ['/api/locations', 'GET', undefined, undefined],
  ['/api/admin/properties/downtown_dubai', 'GET', undefined, undefined],
  ['/api/damac360/card', 'GET', undefined, undefined],
  ['/api/search/result', 'POST', searchBody, searchHeaders],
] as const) {
  const r = await cannon(`${base}${pathName}`, {
    connections: 100,
    duration: LOAD_SECONDS,
    method,
    body: bodyText,
    headers,
  });
  console.log(
    `${method} ${pathName}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, errors ${r.errors}, non-2xx ${r.non2xx}`,
  );
}
console.log(`API server memory (RSS): ${mb(memBefore)} before → ${mb(rssOf(apiPid))} after the load run`);

for (const child of children) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(fixedDir, { recursive: true, force: true });

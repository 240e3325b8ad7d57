/**
 * Measures the embedded server through the official driver: insert throughput (batched and one by one,
 * each acknowledged after fsync) and the latency of a listing query (equality filters + sort + limit 20)
 * over 100,000 documents. Run: npm run bench -w @manzil/embedded-mongo
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { Engine } from './engine';
import { startEmbeddedServer } from './index';
import { countDocs, findDocs } from './query';
import { parseSort } from './sort';

const TOTAL = Number(process.env.BENCH_DOCS ?? 100_000);
const AREAS = Array.from({ length: 60 }, (_, i) => `area_${i}`);
const TYPES = ['Apartment', 'Villa', 'Townhouse', 'Penthouse'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** CPU milliseconds this process (server and driver together) spent since `since`. */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-bench-'));
const server = await startEmbeddedServer({ dataDir: dir });
const client = new MongoClient(server.uri);
await client.connect();
const coll = client.db('manzil').collection('properties');
await coll.createIndex({ areaKey: 1, for: 1 });
await coll.createIndex({ slug: 1 }, { unique: true });

console.log(
  `load average at start: ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
let t = performance.now();
let cpu = process.cpuUsage();
for (let i = 0; i < TOTAL; i += 1000) {
  await coll.insertMany(
    Array.from({ length: Math.min(1000, TOTAL - i) }, (_, j) => {
      const n = i + j;
      return {
        slug: `property-${n}`,
        name: `Property ${n}`,
        areaKey: AREAS[n % AREAS.length],
        for: n % 3 === 0 ? 'rent' : 'sale',
        type: TYPES[n % TYPES.length],
        beds: n % 6,
        price: 500_000 + ((n * 7919) % 20_000_000),
        createdAt: new Date(1_700_000_000_000 + n * 1000),
      };
    }),
  );
}
const batchSecs = (performance.now() - t) / 1000;
console.log(
  `insertMany (1000 per call): ${TOTAL} docs in ${batchSecs.toFixed(2)} s = ${Math.round(TOTAL / batchSecs)} docs/s ` +
    `(CPU ${((cpuMs(cpu) * 1000) / TOTAL).toFixed(1)} µs per doc)`,
);

t = performance.now();
const SINGLE = 500;
for (let i = 0; i < SINGLE; i++)
  await coll.insertOne({ slug: `single-${i}`, areaKey: 'single', for: 'sale', price: i });
const singleSecs = (performance.now() - t) / 1000;
console.log(`insertOne (sequential, fsync each): ${Math.round(SINGLE / singleSecs)} writes/s`);

t = performance.now();
await Promise.all(
  Array.from({ length: SINGLE }, (_, i) =>
    coll.insertOne({ slug: `conc-${i}`, areaKey: 'conc', for: 'sale', price: i }),
  ),
);
const concSecs = (performance.now() - t) / 1000;
console.log(`insertOne (${SINGLE} concurrent, group commit): ${Math.round(SINGLE / concSecs)} writes/s`);

async function measure(label: string, run: (i: number) => Promise<unknown>, n = 300): Promise<void> {
  for (let i = 0; i < 20; i++) await run(i);
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await run(i);
    times.push(performance.now() - s);
  }
  const cpuPerCall = cpuMs(cpu0) / n;
  times.sort((a, b) => a - b);
  console.log(
    `${label}: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(2)} ms (CPU ${cpuPerCall.toFixed(2)} ms per call, server + driver)`,
  );
}

const filterFor = (i: number) => ({
  areaKey: AREAS[(i * 7) % AREAS.length],
  for: 'sale',
  type: TYPES[i % TYPES.length],
  price: { $gte: 1_000_000 },
});
await measure('find equality+range, sort price desc, limit 20', (i) =>
  coll.find(filterFor(i)).sort({ price: -1 }).limit(20).toArray(),
);
await measure('find page 3 (skip 40, limit 20)', (i) =>
  coll.find(filterFor(i)).sort({ createdAt: -1 }).skip(40).limit(20).toArray(),
);
await measure('countDocuments same filter', (i) => coll.countDocuments(filterFor(i)));
await measure('findOne by unique slug', (i) => coll.findOne({ slug: `property-${(i * 7919) % TOTAL}` }));

await client.close();
t = performance.now();
await server.close();
console.log(
  `close (snapshot of ${TOTAL + 2 * SINGLE} docs): ${((performance.now() - t) / 1000).toFixed(2)} s`,
);
t = performance.now();
cpu = process.cpuUsage();
const reopened = await startEmbeddedServer({ dataDir: dir });
console.log(
  `restart (load snapshot + rebuild indexes): ${((performance.now() - t) / 1000).toFixed(2)} s (CPU ${(cpuMs(cpu) / 1000).toFixed(2)} s)`,
);
await reopened.close();

// The same queries without driver and TCP: what the server itself spends per query.
const engine = Engine.open(dir);
const props = engine.collection('manzil', 'properties');
if (props) {
  const inProcess = (label: string, run: (i: number) => unknown, n = 1000) => {
    for (let i = 0; i < 120; i++) run(i);
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const s = performance.now();
      run(i);
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    console.log(
      `in-process ${label}: p50 ${percentile(times, 50).toFixed(3)} ms, p99 ${percentile(times, 99).toFixed(3)} ms`,
    );
  };
  const byPrice = parseSort({ price: -1 });
  inProcess('find equality+range, sort, limit 20', (i) =>
    findDocs(props, filterFor(i), { sort: byPrice, limit: 20 }),
  );
  inProcess('count same filter', (i) => countDocs(props, filterFor(i)));
}
await engine.close();
fs.rmSync(dir, { recursive: true, force: true });

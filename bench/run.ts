/**
 * `npm run bench`: prints one table of figures and writes bench/results.json (the previous file
 * is compared against). Figures only: nothing here passes or fails on time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { benchSearch } from './search';
import { benchHttp } from './http';
import { measureInitialJs } from './js-size';
import { ROOT } from './server-process';

const quick = process.argv.includes('--quick');
const resultsFile = path.join(ROOT, 'bench', 'results.json');
const previous = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : undefined;

const rows: [string, string | number, string][] = [];
const add = (name: string, value: string | number, target = '') => rows.push([name, value, target]);

console.log('▶ initial JavaScript per route');
const js = await measureInitialJs(['/', '/dubai', '/dubai/downtown-dubai', '/3dspace']);
for (const [route, b] of Object.entries(js)) {
  add(
    `JS ${route}: gzip KB (shell + remotes)`,
    `${b.gzipKb} (${b.shellGzipKb} + ${b.remotesGzipKb})`,
    route === '/' ? '≤ 170' : '',
  );
  add(`JS ${route}: raw KB, files; manifests gzip KB`, `${b.rawKb}, ${b.files}; ${b.manifestsGzipKb}`);
}

console.log('▶ search at 100,000 properties');
const search = await benchSearch(quick ? 20_000 : 100_000, quick ? 100 : 400);
add(
  `search p50 / p95 / p99 ms (${search.documents} docs, ${search.queries} queries)`,
  `${search.latencyMs.p50} / ${search.latencyMs.p95} / ${search.latencyMs.p99}`,
  'p99 ≤ 30',
);
add('insert of the documents, s', Math.round(search.insertSeconds * 10) / 10);

console.log('▶ HTTP throughput beside bare node:http, and a load run');
const http = await benchHttp({ seconds: quick ? 3 : 10, loadSeconds: quick ? 5 : 20 });
for (const t of http.throughput) {
  add(
    `${t.route}: req/s product / bare (ratio)`,
    `${t.productRps} / ${t.bareRps} (${t.ratio})`,
    'ratio ≥ 0.6',
  );
  add(`${t.route}: p99 ms`, t.productP99Ms);
}
const l = http.load;
add(`load ${l.connections} conns ${l.seconds}s: req/s, p99 ms`, `${l.rps}, ${l.p99Ms}`);
add('load: errors / non-2xx', `${l.errors} / ${l.non2xx}`, '0 errors');
add('load: server RSS MB before → after', `${l.rssBeforeMb} → ${l.rssAfterMb}`);

const results = {
  at: new Date().toISOString(),
  quick,
  node: process.version,
  rows: Object.fromEntries(rows.map(([k, v]) => [k, v])),
};
const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\n${'figure'.padEnd(width)} | value | target | previous`);
for (const [name, value, target] of rows) {
  const before = previous?.rows?.[name];
  console.log(`${name.padEnd(width)} | ${value} | ${target} | ${before ?? '-'}`);
}
if (previous)
  fs.writeFileSync(path.join(ROOT, 'bench', 'results.previous.json'), JSON.stringify(previous, null, 2));
fs.writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n');
console.log(`\nwritten ${path.relative(ROOT, resultsFile)}`);

/**
 * `npm run bench`: prints one table of figures and writes bench/results.json (the previous file
 * is compared against). Figures only: nothing here passes or fails on time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchSearch } from './search';
import { benchAdminListings } from './admin-listings';
import { benchMap } from './map';
import { benchHttp } from './http';
import { benchSsr } from './ssr';
import { profileSearch } from './search-profile';
import { measureInitialJs } from './js-size';
import { AR_PROPERTY_PAGE, AR_SEARCH_URL, benchLighthouse, PROPERTY_PAGE, SEARCH_URL } from './lighthouse';
import { median } from './lighthouse-figures';
import { benchFlood, benchGuesses } from './flood';
import { runOperationSections } from './run-operations';
import { runRenderSections } from './run-renders';
import { ROOT } from './server-process';
import type { Percentiles } from './stats';

const quick = process.argv.includes('--quick');
/** `--only=lighthouse` (or js, search, map, admin, http, ssr, flood, guesses, profile, composition, pagereads, reports, instances, backup) runs one section; its rows replace those of the last results. */
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const SECTIONS = [
  'js',
  'search',
  'map',
  'admin',
  'http',
  'ssr',
  'flood',
  'guesses',
  'profile',
  'composition',
  'pagereads',
  'reports',
  'instances',
  'backup',
  'lighthouse',
];
if (only && !SECTIONS.includes(only)) throw new Error(`--only= takes one of ${SECTIONS.join(', ')}`);
const runs = (section: string) => !only || only === section;
const resultsFile = path.join(ROOT, 'bench', 'results.json');
const previous = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : undefined;

/** The uncached path's figures before its work on it (a quiet host, `--only=http --quick` and the render
 * section at 01d6666), printed beside this run's: a bench of the old code itself would need its build. */
const BEFORE = {
  http: {
    'GET /api/homepage/cities': { rps: '278', ratio: '0.02', p99: '704' },
    'POST /api/search/result': { rps: '169–194', ratio: '0.05', p99: '1,674–2,574' },
  } as Record<string, { rps: string; ratio: string; p99: string }>,
  ssrFresh: { '/property/:slug': 127, '/dubai/downtown-dubai': 101 } as Record<string, number>,
};

const rows: [string, string | number, string][] = [];
const add = (name: string, value: string | number, target = '') => rows.push([name, value, target]);
/** A timing row's value: its p50 / p95 / p99 as the row's name lists them. */
const p50to99 = ({ p50, p95, p99 }: Percentiles) => `${p50} / ${p95} / ${p99}`;

if (runs('js')) {
  console.log('▶ initial JavaScript per route');
  // The search URL's list view: the results map's code must not be part of it. A seeded property page:
  // its budget lets its initial JavaScript grow by at most 10 KB gzip over the 163.9 KB it loaded before
  // the listing facts were added (measured the same way on 3d0cb73).
  const js = await measureInitialJs([
    '/',
    SEARCH_URL,
    '/dubai',
    '/dubai/downtown-dubai',
    '/3dspace',
    PROPERTY_PAGE,
    '/ar',
    AR_SEARCH_URL,
    AR_PROPERTY_PAGE,
  ]);
  const jsTargets: Record<string, string> = { '/': '≤ 170', [PROPERTY_PAGE]: '≤ 173.9' };
  for (const [route, b] of Object.entries(js))
    add(`JS ${route}: the message formatter (i18n library), gzip KB`, b.i18nGzipKb, '≤ 15');
  for (const [route, b] of Object.entries(js)) {
    add(
      `JS ${route}: gzip KB (shell + remotes)`,
      `${b.gzipKb} (${b.shellGzipKb} + ${b.remotesGzipKb})`,
      jsTargets[route] ?? '',
    );
    add(`JS ${route}: raw KB, files; manifests gzip KB`, `${b.rawKb}, ${b.files}; ${b.manifestsGzipKb}`);
    // The first view arrives in one round trip when the HTML and its headers fit TCP's initial window
    // (10 segments, about 14.6 KB).
    add(`HTML ${route}: KB decoded / as sent with headers`, `${b.htmlKb} / ${b.htmlSentKb}`, '≤ 14.6 sent');
  }
}

if (runs('search')) {
  console.log('▶ search at 100,000 properties');
  const search = await benchSearch(quick ? 20_000 : 100_000, quick ? 100 : 400);
  add(
    `search p50 / p95 / p99 ms (${search.documents} docs, ${search.queries} queries after 20 warm-up)`,
    p50to99(search.latencyMs),
    'p99 ≤ 30',
  );
  const cold = search.withWarmupMs;
  add('search p50 / p95 / p99 ms counting the 20 warm-up queries', p50to99(cold));
  add('insert of the documents, s', Math.round(search.insertSeconds * 10) / 10);
  const { filtered } = search;
  add(
    `filtered search (GET /api/search: filters, sort, page) p50 / p95 / p99 ms through the driver (${filtered.queries} queries)`,
    p50to99(filtered.driverMs),
    'p99 ≤ 30',
  );
  add(
    'filtered search p50 / p95 / p99 ms through the API (Hono app in process, gzip/br answer)',
    p50to99(filtered.apiMs),
  );
}

if (runs('map')) {
  console.log('▶ results map points (GET /api/search/points) at 100,000 listings');
  const map = await benchMap(quick ? 20_000 : 100_000, quick ? 100 : 300);
  const runsOf = `${map.documents} docs, ${map.queries} queries after 20 warm-up, ${map.capped} capped`;
  add(`map points via driver p50 / p95 / p99 ms (${runsOf})`, p50to99(map.driverMs));
  add(
    'map points via API p50 / p95 / p99 ms (Hono app in process, br/gzip answer)',
    p50to99(map.apiMs),
    'p99 ≤ 100',
  );
  add(
    'map points: largest answer, points / JSON KB / sent KB',
    `${map.maxPoints} / ${map.maxRawKb} / ${map.maxSentKb}`,
  );
}

if (runs('admin')) {
  console.log('▶ admin listings table query (filters + sort + page + count) at 100,000 listings');
  const admin = await benchAdminListings(quick ? 20_000 : 100_000, quick ? 100 : 400);
  const docs = `${admin.documents} docs, ${admin.queries} queries after 20 warm-up`;
  add(`admin list via driver p50 / p95 / p99 ms (${docs})`, p50to99(admin.driverMs));
  add(`admin list via API p50 / p95 / p99 ms (${docs})`, p50to99(admin.apiMs), 'p99 ≤ 50');
  add('admin list via API, text searches only: p50 / p95 / p99 ms', p50to99(admin.apiTextMs));
}

if (runs('http')) {
  console.log('▶ HTTP throughput beside bare node:http, and a load run');
  const http = await benchHttp({ seconds: quick ? 3 : 10, loadSeconds: quick ? 5 : 20 });
  for (const t of http.throughput) {
    const search = t.route.startsWith('POST /api/search');
    const target = t.connections === 100 ? (search ? 'ratio ≥ 0.1, p99 ≤ 100' : 'ratio ≥ 0.1') : undefined;
    add(
      `${t.route} (${t.connections} conns, no response cache): req/s product / bare (ratio)`,
      `${t.productRps} / ${t.bareRps} (${t.ratio})`,
      target,
    );
    add(`${t.route} (${t.connections} conns): p99 ms; load average`, `${t.productP99Ms}; ${t.load1}`);
  }
  for (const [route, before] of Object.entries(BEFORE.http)) {
    const now = http.throughput.filter((t) => t.route === route);
    add(
      `${route} uncached, this run (50 / 100 conns) beside before: req/s (ratio); p99 ms`,
      `${now.map((t) => `${t.productRps} (${t.ratio}); ${t.productP99Ms}`).join(' / ')} ` +
        `beside ${before.rps} (${before.ratio}); ${before.p99}`,
    );
  }
  const l = http.load;
  add(`load ${l.connections} conns ${l.seconds}s: req/s, p99 ms`, `${l.rps}, ${l.p99Ms}`);
  add('load: errors / non-2xx', `${l.errors} / ${l.non2xx}`, '0 errors');
  add('load: server RSS MB before → after', `${l.rssBeforeMb} → ${l.rssAfterMb}`);
}

if (runs('ssr')) {
  console.log('▶ server-rendered pages, fresh (PAGE_CACHE_MB=0) and through the HTML cache');
  const ssr = await benchSsr({ seconds: quick ? 3 : 10 });
  for (const r of ssr.rows) {
    add(
      `SSR ${r.page} (${r.connections} conns): req/s fresh / cached (ratio)`,
      `${r.fresh.rps} / ${r.cached.rps} (${r.ratio}x)`,
    );
    add(
      `SSR ${r.page} (${r.connections} conns): p99 ms fresh / cached`,
      `${r.fresh.p99Ms} / ${r.cached.p99Ms}`,
    );
    const failures = r.fresh.errors + r.fresh.non2xx + r.cached.errors + r.cached.non2xx;
    add(`SSR ${r.page}: errors + non-2xx (fresh and cached)`, failures, '0');
  }
  for (const r of ssr.rows) {
    const before = BEFORE.ssrFresh[r.page];
    add(
      `SSR ${r.page} (${r.connections} conns): fresh renders/s this run / before (×)`,
      before
        ? `${r.fresh.rps} / ${before} (${Math.round((r.fresh.rps / before) * 100) / 100}×)`
        : `${r.fresh.rps} / -`,
      before ? `≥ ${Math.round(before * 1.5)}` : '',
    );
  }
  add('SSR: load average (1 min) after the section', os.loadavg()[0]!.toFixed(1));
}

if (runs('flood')) {
  console.log('▶ one client floods uncached searches (200 conns) beside a visitor of the cached /dubai');
  const seconds = quick ? 5 : 20;
  const f = await benchFlood({ seconds });
  const victim = (v: { p50Ms: number; p99Ms: number; requests: number }) =>
    `${v.p50Ms} / ${v.p99Ms} (${v.requests} requests)`;
  add('flood: visitor of /dubai alone, p50 / p99 ms', victim(f.alone));
  add(
    `flood: visitor of /dubai under the flood (${seconds} s), p50 / p99 ms`,
    victim(f.flooded),
    'p99 ≤ 150',
  );
  add(
    'flood: attacker req/s, % answered 429, % answered 200 (rendered)',
    `${f.attackerRps}, ${f.attacker429Percent}%, ${f.attacker200Percent}%`,
  );
  add(
    'flood, render budget lifted (as before it): visitor p50 / p99 ms; attacker req/s',
    `${victim(f.unbounded.flooded)}; ${f.unbounded.attackerRps}`,
  );
  add(
    'flood of the cached /dubai itself (no render; the floor here): visitor p50 / p99 ms; attacker req/s',
    `${victim(f.cachedFlood.flooded)}; ${f.cachedFlood.attackerRps}`,
  );
  add('flood: load average (1 min) after the section', os.loadavg()[0]!.toFixed(1));
}

if (runs('guesses')) {
  console.log('▶ wrong passwords for one account: one after the other, then 50 at once from 10 addresses');
  const g = await benchGuesses({ sequential: quick ? 11 : 12 });
  add(
    'guesses one after the other (slowdown at its longest): per s, ms each',
    `${g.sequentialPerSecond}, ${g.sequentialMsEach}`,
  );
  const p = g.parallel;
  add(
    `guesses, ${p.sent} at once from 10 addresses: tried / 429 / seconds`,
    `${p.tried} / ${p.refused} / ${p.seconds}`,
  );
  add('guesses at once: tried per s', p.perSecond, '≤ the rate one after the other');
  add(
    "guesses: the owner's right password after the burst, status and ms",
    `${g.owner.status}, ${g.owner.ms}`,
  );
}

if (runs('profile')) {
  console.log('▶ where one search spends its time (CPU profile of the stack in one process)');
  const profile = await profileSearch(quick ? 500 : 2000);
  add(
    `search profile: ms of CPU per search (${profile.searches} searches, 10 in flight)`,
    profile.msPerSearch,
  );
  for (const { layer, percent } of profile.layers) add(`search profile: % ${layer}`, percent);
}

await runRenderSections(add, quick, runs);
await runOperationSections(add, quick, runs);

if (runs('lighthouse')) {
  const n = quick ? 1 : 3;
  console.log(`▶ Lighthouse (mobile, median of ${n})`);
  const lh = await benchLighthouse({ runs: n });
  const { benchmarkIndex, cpuSlowdownMultiplier: cpu } = lh.calibration;
  add(
    'LH calibration: benchmarkIndex (preset 4x, on /); CPU slowdown of the measured runs (4 × index / 1500)',
    `${benchmarkIndex}; ${cpu}`,
  );
  for (const p of [...lh.pages, lh.staticHome]) {
    const m = p.median;
    add(
      `LH ${p.path}: performance / TTI s / TBT ms; benchmarkIndex, CPU slowdown`,
      `${m.performance} / ${Math.round(m.ttiSeconds * 100) / 100} / ${Math.round(m.tbtMs)}; ` +
        `${Math.round(m.benchmarkIndex)}, ${cpu}x`,
    );
    add(`LH ${p.path}: performance`, m.performance, '≥ 95');
    add(`LH ${p.path}: LCP s`, Math.round(m.lcpSeconds * 100) / 100, '≤ 1.8');
    add(`LH ${p.path}: time to interactive s`, Math.round(m.ttiSeconds * 100) / 100, '≤ 2.5');
    add(`LH ${p.path}: TBT ms`, Math.round(m.tbtMs), '≤ 200');
    add(`LH ${p.path}: CLS`, Math.round(m.cls * 1000) / 1000, '≤ 0.02');
    add(`LH ${p.path}: a11y / BP / SEO`, `${m.accessibility} / ${m.bestPractices} / ${m.seo}`, '≥ 95 each');
  }
  add('LH LCP(/) / LCP(static copy of /)', lh.lcpRatio, '≤ 1.15');
  const lcpOf = (path: string) => lh.pages.find((p) => p.path === path)?.median.lcpSeconds ?? Number.NaN;
  add(
    `LH LCP(${AR_PROPERTY_PAGE}) / LCP(the same without its web font)`,
    Math.round((lcpOf(AR_PROPERTY_PAGE) / lcpOf(`${AR_PROPERTY_PAGE} without its web font`)) * 100) / 100,
    '≤ 1.05',
  );
  // Context for every figure above: the CPU Lighthouse found during the measured runs (the slowdown
  // they used was scaled to the calibration run's index).
  const indexes = [...lh.pages, lh.staticHome].map((p) => p.median.benchmarkIndex);
  add(
    "LH benchmarkIndex of this machine (min / median / max of the pages' medians)",
    [Math.min(...indexes), median(indexes), Math.max(...indexes)].map(Math.round).join(' / '),
    'Lighthouse warns below 1000',
  );
  add('LH: load average (1 min) after the section', os.loadavg()[0]!.toFixed(1));
  console.log('  costliest audits (estimated savings on LCP + FCP + TBT), failed checks, foreign hosts:');
  for (const p of [...lh.pages, lh.staticHome]) {
    const findings = p.costliest.map(
      (f) => `${f.id} ~${f.savingsMs} ms${f.displayValue ? ` (${f.displayValue})` : ''}`,
    );
    console.log(`  ${p.path}: ${findings.join('; ') || 'none'}`);
    for (const f of p.costliest) if (f.rows.length) console.log(`    ${f.id}: ${f.rows.join(' | ')}`);
    if (p.lcpElement.length) console.log(`    LCP element: ${p.lcpElement.join(' | ')}`);
    if (p.layoutShifts.length) console.log(`    layout shifts: ${p.layoutShifts.join(' | ')}`);
    if (p.failedChecks.length) console.log(`    failed: ${p.failedChecks.join(', ')}`);
    if (p.foreignHosts.length) console.log(`    foreign hosts: ${p.foreignHosts.join(', ')}`);
  }
}

const results = {
  at: new Date().toISOString(),
  quick,
  only,
  node: process.version,
  // A one-section run keeps the other sections' last figures.
  rows: { ...(only ? previous?.rows : {}), ...Object.fromEntries(rows.map(([k, v]) => [k, v])) },
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

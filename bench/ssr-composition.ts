/**
 * The price of composition on the server: the same pages rendered by the shell's server build, whose
 * remotes load through the Module Federation runtime (what the site serves), and by a monolith
 * (bench/monolith/: the same shell renderer and the same remote pages in one bundle, imported
 * statically, no federation). Both run in this one process against the same API (the embedded
 * database, the Hono app, its in-process fetch), alternating in rounds so that a noisy machine weighs
 * on both alike. Figures only.
 *
 * One render = what the web host (api/src/web/render.ts) asks of the shell for one page: `render()`,
 * wait for `allReady`, read the `#root` body stream to its end, then `queries()` (the dehydrated
 * cache). Not included (the same for both): the page handler's head (resolvePageMeta, injectHead),
 * the HTML template around `#root`, compression, HTTP.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PageMetaResponse, RenderPage, RenderRequest, WarmRemotes } from '@manzil/contract';
import { siteConfigOf } from '../api/src/routes/site-config';
import { createPageReads } from '../api/src/web/page-reads';
import { startInProcessSite } from './in-process-site';
import { ROOT } from './server-process';
import { percentiles } from './stats';

const MONOLITH_DIR = path.join(ROOT, 'bench', 'monolith');
const MONOLITH_ENTRY = path.join(MONOLITH_DIR, 'dist', 'index.js');
const SHELL_ENTRY = path.join(ROOT, 'shell', 'dist', 'server', 'index.js');
/** What the monolith bundles: a change in any of these makes its build stale. */
const MONOLITH_INPUTS = [
  'bench/monolith',
  'shell/src',
  'mf-listings/src',
  'mf-search/src',
  'mf-vr/src',
  'packages',
  'rsbuild.router-facade.ts',
  'rsbuild.query-facade.ts',
  'package-lock.json',
];
/** The federation runtime on Node loads a remote's server entry over HTTP from the manifest's URL
 * (the site's own origin), so the app listens here (this process only; 3600–3619 are the bench's). */
const PORT = 3600;
/** The web host gives a remote's code 300 ms (render.ts's default) before its slot falls back to the
 * browser. Under a benchmark's load on a busy machine the federated loader's periodic manifest check
 * can overrun that, and a slot left to the browser renders less: the comparison would then flatter
 * federation. Here the budget is long enough that every slot that can render does, in both. */
const REMOTE_BUDGET_MS = 10_000;
/** Where the last bodies of a page go when the two differ (git-ignored with the build). */
const COMPARE_DIR = path.join(MONOLITH_DIR, 'dist', 'compare');

/** Newest modification time of a file or below a folder (node_modules and dist ignored). */
function newestMtime(file: string): number {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(file, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(file, entry.name)));
  }
  return newest;
}

/** Builds bench/monolith/dist when it is missing or older than what it bundles (never part of
 * `npm run build`). */
function ensureMonolith(): void {
  const newestInput = Math.max(...MONOLITH_INPUTS.map((p) => newestMtime(path.join(ROOT, p))));
  if (fs.existsSync(MONOLITH_ENTRY) && fs.statSync(MONOLITH_ENTRY).mtimeMs >= newestInput) return;
  console.log('  building the monolith (bench/monolith/dist)');
  const rsbuild = path.join(ROOT, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js');
  const built = spawnSync(process.execPath, [rsbuild, 'build'], { cwd: MONOLITH_DIR, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`the monolith's build failed (exit ${built.status})`);
}

export interface VariantFigures {
  rendersPerSecond: number;
  /** CPU time of this process (user + system) per render: less swayed than wall time by other
   * processes on a shared machine. */
  cpuMsPerRender: number;
  p50Ms: number;
  p99Ms: number;
  /** Bytes of the `#root` markup (the body stream) and of the dehydrated cache, of the last render. */
  bodyBytes: number;
  queriesBytes: number;
}

export interface PageFigures {
  path: string;
  federated: VariantFigures;
  monolith: VariantFigures;
  /** federated renders/s ÷ monolith renders/s. */
  ratio: number;
  /** monolith CPU ms per render ÷ federated's (the same ratio measured in CPU time). */
  cpuRatio: number;
  /** |federated − monolith| ÷ monolith body bytes, in %. */
  bodyDiffPercent: number;
  identicalBody: boolean;
}

export interface CompositionFigures {
  renders: number;
  concurrency: number;
  warmup: number;
  pages: PageFigures[];
  /** Over every measured render of both pages: total renders ÷ total time, federated ÷ monolith. */
  ratio: number;
  /** What the renderers logged during the measured renders, `<path>: <line>` → how many times (a slot
   * that fell back to the browser renders less: that page's figures do not compare composition). */
  logged: { federated: Record<string, number>; monolith: Record<string, number> };
  /** Where the last bodies of each page that differ were written. */
  comparedIn: string;
  loadAverage: { before: string; after: string };
}

interface Variant {
  name: 'federated' | 'monolith';
  render: RenderPage;
  log: Map<string, number>;
  samples: Map<string, { ms: number[]; wallMs: number; cpuMs: number; body?: string; queriesBytes: number }>;
}

const loadAverage = (): string => fs.readFileSync('/proc/loadavg', 'utf8').trim();

export async function benchComposition(opts: {
  renders: number;
  concurrency?: number;
  warmup?: number;
  rounds?: number;
}): Promise<CompositionFigures> {
  const concurrency = opts.concurrency ?? 10;
  const warmup = opts.warmup ?? 50;
  const rounds = opts.rounds ?? 4;
  if (!fs.existsSync(SHELL_ENTRY)) throw new Error(`${SHELL_ENTRY} is missing: run npm run build`);
  if (newestMtime(path.join(ROOT, 'shell', 'src')) > fs.statSync(SHELL_ENTRY).mtimeMs)
    console.warn('  warning: shell/src is newer than its server build (npm run build -w shell)');
  ensureMonolith();
  fs.rmSync(COMPARE_DIR, { recursive: true, force: true });

  const site = await startInProcessSite({ port: PORT, dataPrefix: 'manzil-bench-ssr-' });
  const { config, db, app, origin, remotes } = site;
  try {
    // The web host's fetch for a render (api/src/web/render.ts): this site's own URLs (/api, the
    // remotes' manifests) are answered in process.
    const fetchInProcess = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      if (new URL(request.url).origin !== origin) throw new Error(`the render fetched ${request.url}`);
      return Promise.resolve(app.fetch(request));
    };

    const properties = (await (await app.request('/api/admin/properties/downtown_dubai')).json()) as {
      slug: string;
    }[];
    const slug = properties[0]?.slug;
    if (!slug) throw new Error('no property in downtown_dubai');
    const paths = ['/dubai', '/dubai/downtown-dubai', `/property/${slug}`];

    // The federated build first, warmed as a serving worker warms it (every remote's exposed modules
    // loaded ahead of the first page); then the monolith (its bundle also carries the shell's
    // browser-side federation runtime, idle on the server).
    const require = createRequire(import.meta.url);
    const shell = require(SHELL_ENTRY) as { render: RenderPage; warm: WarmRemotes };
    await shell.warm({ remotes, fetch: fetchInProcess });
    const monolith = require(MONOLITH_ENTRY) as { render: RenderPage };
    const variants: Variant[] = [
      { name: 'federated', render: shell.render, log: new Map(), samples: new Map() },
      { name: 'monolith', render: monolith.render, log: new Map(), samples: new Map() },
    ];

    // What the page handler resolves before rendering (not part of what is measured here).
    const site = siteConfigOf(config);
    const heads = new Map<string, PageMetaResponse>();
    const headOf = async (url: string): Promise<PageMetaResponse> => {
      const path = new URL(url, origin).pathname;
      let head = heads.get(path);
      if (!head) {
        const answer = await fetchInProcess(`${origin}/api/page-meta?path=${encodeURIComponent(path)}`);
        head = (await answer.json()) as PageMetaResponse;
        heads.set(path, head);
      }
      return head;
    };

    let measuring = false;
    const renderOnce = async (variant: Variant, url: string) => {
      const head = await headOf(url);
      const request: RenderRequest = {
        url,
        head,
        site,
        origin,
        remotes,
        fetch: fetchInProcess,
        // Each render reads its data afresh (as an uncached page does), straight from the data layer.
        read: createPageReads(db.db, config).read,
        remoteBudgetMs: REMOTE_BUDGET_MS,
        log(line) {
          if (!measuring) return;
          const key = `${url}: ${line}`;
          variant.log.set(key, (variant.log.get(key) ?? 0) + 1);
        },
      };
      const started = performance.now();
      const page = await variant.render(request);
      await page.allReady;
      const chunks: Uint8Array[] = [];
      const reader = page.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
      const queries = page.queries();
      return { ms: performance.now() - started, chunks, queriesBytes: Buffer.byteLength(queries) };
    };

    /** `count` renders of one page, `concurrency` in flight. */
    const batch = async (variant: Variant, url: string, count: number, record: boolean) => {
      let next = 0;
      const cpu = process.cpuUsage();
      const started = performance.now();
      const ms: number[] = [];
      let last: Awaited<ReturnType<typeof renderOnce>> | undefined;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next++ < count) {
            last = await renderOnce(variant, url);
            ms.push(last.ms);
          }
        }),
      );
      const wallMs = performance.now() - started;
      const { user, system } = process.cpuUsage(cpu);
      if (!record || !last) return;
      const samples = variant.samples.get(url) ?? { ms: [], wallMs: 0, cpuMs: 0, queriesBytes: 0 };
      samples.ms.push(...ms);
      samples.wallMs += wallMs;
      samples.cpuMs += (user + system) / 1000;
      samples.body = Buffer.concat(last.chunks).toString('utf8');
      samples.queriesBytes = last.queriesBytes;
      variant.samples.set(url, samples);
    };

    const before = loadAverage();
    for (const url of paths) for (const variant of variants) await batch(variant, url, warmup, false);
    // Rounds alternate which variant goes first; each round renders every page through both.
    const perRound = Math.ceil(opts.renders / rounds);
    measuring = true;
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? variants : [...variants].reverse();
      for (const url of paths) for (const variant of order) await batch(variant, url, perRound, true);
    }
    measuring = false;
    const after = loadAverage();

    const figures = (variant: Variant, url: string): VariantFigures => {
      const s = variant.samples.get(url)!;
      const p = percentiles(s.ms);
      return {
        rendersPerSecond: Math.round((s.ms.length / s.wallMs) * 1000 * 10) / 10,
        cpuMsPerRender: Math.round((s.cpuMs / s.ms.length) * 100) / 100,
        p50Ms: p.p50,
        p99Ms: p.p99,
        bodyBytes: Buffer.byteLength(s.body ?? ''),
        queriesBytes: s.queriesBytes,
      };
    };
    const [federated, mono] = variants as [Variant, Variant];
    const pages = paths.map((url): PageFigures => {
      const f = figures(federated, url);
      const m = figures(mono, url);
      const bodies = [federated, mono].map((variant) => variant.samples.get(url)?.body ?? '');
      const identicalBody = bodies[0] === bodies[1];
      if (!identicalBody) {
        fs.mkdirSync(COMPARE_DIR, { recursive: true });
        const name = url.replace(/^\//, '').replace(/\//g, '_');
        bodies.forEach((body, i) =>
          fs.writeFileSync(path.join(COMPARE_DIR, `${name}.${i ? 'monolith' : 'federated'}.html`), body),
        );
      }
      return {
        path: url,
        federated: f,
        monolith: m,
        ratio: Math.round((f.rendersPerSecond / m.rendersPerSecond) * 1000) / 1000,
        cpuRatio: Math.round((m.cpuMsPerRender / f.cpuMsPerRender) * 1000) / 1000,
        bodyDiffPercent: Math.round((Math.abs(f.bodyBytes - m.bodyBytes) / m.bodyBytes) * 10000) / 100,
        identicalBody,
      };
    });
    const throughput = (variant: Variant) => {
      const all = [...variant.samples.values()];
      return all.reduce((n, s) => n + s.ms.length, 0) / all.reduce((t, s) => t + s.wallMs, 0);
    };
    return {
      renders: perRound * rounds,
      concurrency,
      warmup,
      pages,
      ratio: Math.round((throughput(federated) / throughput(mono)) * 1000) / 1000,
      logged: { federated: Object.fromEntries(federated.log), monolith: Object.fromEntries(mono.log) },
      comparedIn: path.relative(ROOT, COMPARE_DIR),
      loadAverage: { before, after },
    };
  } finally {
    await site.close();
  }
}

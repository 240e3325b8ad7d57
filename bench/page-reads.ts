/**
 * What a page's reads cost, the way the site reads them now beside the way it read them before: the
 * same pages rendered by the shell's server build in this one process, against the same embedded
 * database, in rounds alternating which way goes first. Figures only.
 *
 * - after (the product's path, web/pages.ts): one `createPageReads` per render; the head is resolved
 *   from its reads and the render's API calls are answered by its `read` (one memo for both).
 * - before (rebuilt here, in bench code only): the head resolved from reads of its own, and every API
 *   call of the render sent through the Hono app in process as HTTP (`GET /api/...` built from the
 *   route, its parameters and its query; `app.fetch` with the in-process env; the JSON body parsed).
 *   The data layer under both is today's (e.g. similar homes in one command): "before" isolates the
 *   way the page reads, not the queries it sends.
 *
 * One render = `createPageReads`, `resolvePageMeta`, `render()`, `allReady`, the `#root` body read to
 * its end, `queries()`. Not included (the same for both): the HTML template, compression, HTTP to the
 * visitor, the page cache (no cache here: every render reads afresh).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path, { join } from 'node:path';
import type { CommandStartedEvent } from 'mongodb';
import {
  matchPage,
  type RenderPage,
  type RenderRequest,
  type ServerRead,
  type WarmRemotes,
} from '@manzil/contract';
import { IN_PROCESS_ENV } from '../api/src/middleware/csrf';
import { siteConfigOf } from '../api/src/routes/site-config';
import { pageUrl } from '../api/src/web/page-cache';
import { createPageReads, queryOf } from '../api/src/web/page-reads';
import { resolvePageMeta } from '../api/src/web/seo/pageMeta';
import { PROPERTY_PAGE } from './lighthouse';
import { startInProcessSite } from './in-process-site';
import { ROOT } from './server-process';
import { percentiles } from './stats';

const SHELL_ENTRY = path.join(ROOT, 'shell', 'dist', 'server', 'index.js');
/** The federation runtime loads a remote's server entry over HTTP from its manifest's URL: the app
 * listens here (this process only). `BENCH_PAGE_READS_PORT` picks another when it is taken. */
const PORT = Number(process.env.BENCH_PAGE_READS_PORT ?? 3601);
/** As in the composition section: long enough that every slot that can render on the server does. */
const REMOTE_BUDGET_MS = 10_000;
/** The driver's commands that read (as api/test/built/page-reads.test.ts counts them). */
const READS = new Set(['find', 'aggregate', 'count', 'distinct', 'getMore']);
/** The page cache's content version (db/content-version.ts): not a read of the page's data. */
const CONTENT_VERSION_COLLECTION = 'meta';

export const PAGE_READS_PATHS = [PROPERTY_PAGE, '/dubai/downtown-dubai', '/?purpose=Buy&minPrice=1000000'];

type VariantName = 'before' | 'after';

export interface PageReadsVariantFigures {
  rendersPerSecond: number;
  /** CPU time of this process (user + system) per render (the database runs in it too). */
  cpuMsPerRender: number;
  p50Ms: number;
  p99Ms: number;
  /** Per render: the driver's read commands (find, aggregate, count, distinct, getMore). */
  dbReads: number;
  /** Per render: requests to `/api` answered by the app in process. */
  inProcessCalls: number;
  /** Parts left to the browser over the measured renders (0: every render was whole). */
  fallbacks: number;
  /** What the renderer logged over the measured renders (why a part was left), line → times. */
  logged: Record<string, number>;
}

export interface PageReadsPageFigures {
  path: string;
  before: PageReadsVariantFigures;
  after: PageReadsVariantFigures;
  /** after ÷ before, renders/s. */
  ratio: number;
  /** after ÷ before, p99. */
  p99Ratio: number;
  /** The last `#root` markup and query cache of both are the same bytes. */
  identicalBody: boolean;
  identicalQueries: boolean;
  /** The commands of one render of each (sequential, after the measured rounds), `<command> <collection>`. */
  commands: { before: string[]; after: string[] };
}

export interface PageReadsFigures {
  renders: number;
  warmup: number;
  concurrency: number;
  pages: PageReadsPageFigures[];
  /** Where the last bodies and query caches of a page that differ were written. */
  comparedIn: string;
  loadAverage: { before: string; after: string };
}

interface Samples {
  ms: number[];
  wallMs: number;
  cpuMs: number;
  reads: number;
  calls: number;
  fallbacks: number;
  logged: Map<string, number>;
  body: string;
  queries: string;
}

/** Where the last markup and query cache of a page go when the two ways differ. */
const COMPARE_DIR = join(os.tmpdir(), 'manzil-bench-page-reads-compare');

/** The two query caches hold the same queries and data (the times each was fetched aside). */
function sameQueries(a: string, b: string): boolean {
  const withoutTimes = (json: string) =>
    JSON.stringify(JSON.parse(json), (key, value: unknown) =>
      key.endsWith('UpdatedAt') || key === 'dehydratedAt' ? 0 : value,
    );
  return withoutTimes(a) === withoutTimes(b);
}

const loadAverage = (): string => fs.readFileSync('/proc/loadavg', 'utf8').trim();
const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

/** A query object as the API client sends it, as the render's reads read it (queryOf). */
function queryString(query: Readonly<Record<string, unknown>> = {}): string {
  const text = queryOf(query).toString();
  return text ? `?${text}` : '';
}

export async function benchPageReads(opts: {
  renders: number;
  warmup?: number;
  rounds?: number;
  concurrency?: number;
}): Promise<PageReadsFigures> {
  const concurrency = opts.concurrency ?? 10;
  const warmup = opts.warmup ?? 50;
  const rounds = opts.rounds ?? 6;
  if (!fs.existsSync(SHELL_ENTRY)) throw new Error(`${SHELL_ENTRY} is missing: run npm run build`);

  const site = await startInProcessSite({
    port: PORT,
    dataPrefix: 'manzil-bench-page-reads-',
    monitorCommands: true,
  });
  const { config, db, app, origin, remotes } = site;
  try {
    /** What the current batch counts (undefined: warm-up, nothing counted). */
    let counting: { reads: number; calls: number; commands?: string[] } | undefined;
    db.client.on('commandStarted', (event: CommandStartedEvent) => {
      if (!counting || !READS.has(event.commandName)) return;
      const target = String((event.command as Record<string, unknown>)[event.commandName]);
      if (target === CONTENT_VERSION_COLLECTION) return;
      counting.reads++;
      counting.commands?.push(`${event.commandName} ${target}`);
    });

    /** The app answers in process, as the web host's fetch does; calls to /api are counted. */
    const inProcess = (request: Request): Promise<Response> => {
      if (counting && new URL(request.url).pathname.startsWith('/api/')) counting.calls++;
      return Promise.resolve(app.fetch(request, IN_PROCESS_ENV));
    };
    const fetchForRender = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      if (new URL(request.url).origin !== origin) throw new Error(`the render fetched ${request.url}`);
      return inProcess(request);
    };
    /** The render's reads as they went before: each one an HTTP request to the app, in process. */
    const readOverHttp: ServerRead = async (route, options = {}) => {
      const [method, routePath] = route.split(' ') as [string, string];
      if (method !== 'GET') throw new Error(`${route} is not a read`);
      const params = options.params ?? {};
      const url = routePath.replace(/:([A-Za-z]+)/g, (_, name: string) =>
        encodeURIComponent(params[name] ?? ''),
      );
      const res = await inProcess(new Request(`${origin}/api${url}${queryString(options.query)}`));
      return { status: res.status, data: await res.json() };
    };

    const require = createRequire(import.meta.url);
    const shell = require(SHELL_ENTRY) as { render: RenderPage; warm: WarmRemotes };
    await shell.warm({ remotes, fetch: fetchForRender });
    const site = siteConfigOf(config);

    /** The renderer's lines (a part left to the browser, and why) of the batch being measured. */
    let logged: Map<string, number> | undefined;
    const renderOnce = async (variant: VariantName, path: string) => {
      const match = matchPage(path.split('?')[0]!);
      const search = new URLSearchParams(path.split('?')[1] ?? '');
      const { url, redirect } = pageUrl(match.path, search, match);
      if (redirect !== undefined) throw new Error(`${path} redirects to ${redirect}: measure that URL`);
      const started = performance.now();
      // After: the head and the render share these reads. Before: only the head reads through them.
      const data = createPageReads(db.db, config);
      const meta = await resolvePageMeta(
        data.reads,
        config,
        match,
        config.publicUrl,
        new URL(url, origin).searchParams,
      );
      if (meta.status !== 200) throw new Error(`${path}: the head says ${meta.status}`);
      const request: RenderRequest = {
        url,
        head: { status: meta.status, title: meta.title, description: meta.description },
        site,
        origin,
        remotes,
        fetch: fetchForRender,
        read: variant === 'after' ? data.read : readOverHttp,
        remoteBudgetMs: REMOTE_BUDGET_MS,
        log: (line) => logged?.set(line, (logged.get(line) ?? 0) + 1),
      };
      const page = await shell.render(request);
      await page.allReady;
      const chunks: Uint8Array[] = [];
      const reader = page.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
      const queries = page.queries();
      return {
        ms: performance.now() - started,
        body: Buffer.concat(chunks).toString('utf8'),
        queries,
        fallbacks: page.fallbacks?.() ?? 0,
      };
    };

    const samples = new Map<string, Samples>();
    const keyOf = (variant: VariantName, path: string) => `${variant} ${path}`;
    /** `count` renders of one page one way, `concurrency` in flight. */
    const batch = async (variant: VariantName, path: string, count: number, record: boolean) => {
      let next = 0;
      const ms: number[] = [];
      let fallbacks = 0;
      let last: Awaited<ReturnType<typeof renderOnce>> | undefined;
      counting = record ? { reads: 0, calls: 0 } : undefined;
      logged = record ? new Map() : undefined;
      const cpu = process.cpuUsage();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next++ < count) {
            last = await renderOnce(variant, path);
            ms.push(last.ms);
            fallbacks += last.fallbacks;
          }
        }),
      );
      const wallMs = performance.now() - started;
      const { user, system } = process.cpuUsage(cpu);
      const counted = counting;
      const lines = logged;
      counting = undefined;
      logged = undefined;
      if (!counted || !last) return;
      const s = samples.get(keyOf(variant, path)) ?? {
        ms: [],
        wallMs: 0,
        cpuMs: 0,
        reads: 0,
        calls: 0,
        fallbacks: 0,
        logged: new Map<string, number>(),
        body: '',
        queries: '',
      };
      s.ms.push(...ms);
      s.wallMs += wallMs;
      s.cpuMs += (user + system) / 1000;
      s.reads += counted.reads;
      s.calls += counted.calls;
      s.fallbacks += fallbacks;
      for (const [line, times] of lines ?? []) s.logged.set(line, (s.logged.get(line) ?? 0) + times);
      s.body = last.body;
      s.queries = last.queries;
      samples.set(keyOf(variant, path), s);
    };

    const variants: VariantName[] = ['before', 'after'];
    const paths = PAGE_READS_PATHS;
    const before = loadAverage();
    for (const path of paths) for (const variant of variants) await batch(variant, path, warmup, false);
    const perRound = Math.ceil(opts.renders / rounds);
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? variants : [...variants].reverse();
      for (const path of paths) for (const variant of order) await batch(variant, path, perRound, true);
    }
    const after = loadAverage();

    /** The commands of one render, alone. */
    const commandsOf = async (variant: VariantName, path: string) => {
      counting = { reads: 0, calls: 0, commands: [] };
      await renderOnce(variant, path);
      const commands = counting.commands ?? [];
      counting = undefined;
      return commands;
    };

    const figures = (variant: VariantName, path: string): PageReadsVariantFigures => {
      const s = samples.get(keyOf(variant, path))!;
      const p = percentiles(s.ms);
      const n = s.ms.length;
      return {
        rendersPerSecond: round((n / s.wallMs) * 1000),
        cpuMsPerRender: round(s.cpuMs / n, 2),
        p50Ms: p.p50,
        p99Ms: p.p99,
        dbReads: round(s.reads / n, 2),
        inProcessCalls: round(s.calls / n, 2),
        fallbacks: s.fallbacks,
        logged: Object.fromEntries(s.logged),
      };
    };
    const pages: PageReadsPageFigures[] = [];
    fs.rmSync(COMPARE_DIR, { recursive: true, force: true });
    for (const path of paths) {
      const b = figures('before', path);
      const a = figures('after', path);
      const sb = samples.get(keyOf('before', path))!;
      const sa = samples.get(keyOf('after', path))!;
      const identicalBody = sb.body === sa.body;
      const identicalQueries = sameQueries(sb.queries, sa.queries);
      if (!identicalBody || !identicalQueries) {
        fs.mkdirSync(COMPARE_DIR, { recursive: true });
        const name = path.replace(/[^A-Za-z0-9-]+/g, '_');
        for (const [variant, s] of [
          ['before', sb],
          ['after', sa],
        ] as const) {
          fs.writeFileSync(join(COMPARE_DIR, `${name}.${variant}.html`), s.body);
          fs.writeFileSync(join(COMPARE_DIR, `${name}.${variant}.json`), s.queries);
        }
      }
      pages.push({
        path,
        before: b,
        after: a,
        ratio: round(a.rendersPerSecond / b.rendersPerSecond, 3),
        p99Ratio: round(a.p99Ms / b.p99Ms, 3),
        identicalBody,
        identicalQueries,
        commands: { before: await commandsOf('before', path), after: await commandsOf('after', path) },
      });
    }
    return {
      renders: perRound * rounds,
      warmup,
      concurrency,
      pages,
      comparedIn: COMPARE_DIR,
      loadAverage: { before, after },
    };
  } finally {
    await site.close();
  }
}

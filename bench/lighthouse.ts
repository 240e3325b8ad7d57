/**
 * Lighthouse (mobile preset: the default config with its simulated throttling) on the product's pages
 * and on a static copy of the home page, driving Debian's Chromium. Each page runs `runs` times and
 * every figure is the median of those runs.
 *
 * The preset's CPU slowdown (4x) stands for a mid-range phone when the host is a desktop of
 * `benchmarkIndex` about 1,500 (Lighthouse's own CPU benchmark). This host is slower and shared: a
 * calibration run reads its benchmarkIndex first, and the measured runs slow the CPU by
 * 4 × benchmarkIndex / 1500 instead, so that the figures stand for that same phone.
 */
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import {
  auditRows,
  costliest,
  failedChecks,
  figuresOf,
  foreignHosts,
  medianFigures,
  type Finding,
  type LighthouseFigures,
} from './lighthouse-figures';
import { startProductServer } from './server-process';
import { startStaticHome } from './static-home-server';

const PRODUCT_PORT = 3984;
const STATIC_PORT = 3985;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The mobile preset's CPU slowdown, and the benchmarkIndex of the host it is meant for. */
const PRESET_CPU_SLOWDOWN = 4;
const REFERENCE_BENCHMARK_INDEX = 1500;

export interface PageReport {
  path: string;
  median: LighthouseFigures;
  /** Largest estimated savings first, from the run whose performance score is the median. */
  costliest: Finding[];
  failedChecks: string[];
  foreignHosts: string[];
  /** The LCP element and its phases (TTFB, load delay, load time, render delay). */
  lcpElement: string[];
  /** Elements that shifted, largest score first. */
  layoutShifts: string[];
}

/** The calibration run (the preset as it is, on `/`) and the CPU slowdown the measured runs used. */
export interface Calibration {
  benchmarkIndex: number;
  /** PRESET_CPU_SLOWDOWN × benchmarkIndex ÷ REFERENCE_BENCHMARK_INDEX, to two places. */
  cpuSlowdownMultiplier: number;
}

export interface LighthouseReport {
  runs: number;
  calibration: Calibration;
  pages: PageReport[];
  staticHome: PageReport;
  /** LCP of the product's `/` divided by LCP of the static copy (medians). */
  lcpRatio: number;
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART and the like): such a run is repeated. */
async function audit(
  url: string,
  chromePort: number,
  cpu?: number,
  blockedUrlPatterns: string[] = [],
  attempts = 3,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, chromePort, cpu, blockedUrlPatterns);
    } catch (err) {
      if (attempt >= attempts) throw err;
      console.warn(`  retrying ${url}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

/** One run of the mobile preset; `cpu` replaces its CPU slowdown (the rest of its throttling stays). */
async function auditOnce(
  url: string,
  chromePort: number,
  cpu: number | undefined,
  blockedUrlPatterns: string[],
): Promise<Result> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    blockedUrlPatterns,
    ...(cpu === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpu } }),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (cpu !== undefined && applied !== cpu)
    throw new Error(`Lighthouse ran ${url} with a CPU slowdown of ${applied}, not ${cpu}`);
  return lhr;
}

/** The preset's slowdown scaled to this host: a run of `/` as the preset is reads its benchmarkIndex. */
async function calibrate(baseUrl: string, chromePort: number): Promise<Calibration> {
  const lhr = await audit(`${baseUrl}/`, chromePort);
  const benchmarkIndex = Math.round(lhr.environment.benchmarkIndex);
  const cpuSlowdownMultiplier =
    Math.round(((PRESET_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX) * 100) / 100;
  return { benchmarkIndex, cpuSlowdownMultiplier };
}

async function measurePage(
  baseUrl: string,
  path: string,
  runs: number,
  chromePort: number,
  cpu: number,
  blockedUrlPatterns: string[] = [],
) {
  const results: Result[] = [];
  for (let i = 0; i < runs; i++)
    results.push(await audit(baseUrl + path, chromePort, cpu, blockedUrlPatterns));
  const figures = results.map(figuresOf);
  const median = medianFigures(figures);
  // The findings come from one real run: the one closest to the median performance score.
  const typical = results[figures.findIndex((f) => f.performance === median.performance)] ?? results[0]!;
  const hosts = new Set(results.flatMap(foreignHosts));
  const report: PageReport = {
    path,
    median,
    costliest: costliest(typical, 3),
    failedChecks: failedChecks(typical),
    foreignHosts: [...hosts],
    lcpElement: auditRows(typical, 'largest-contentful-paint-element', 6),
    layoutShifts: auditRows(typical, 'layout-shifts', 3),
  };
  const m = report.median;
  console.log(
    `  ${path}: perf ${m.performance}, LCP ${m.lcpSeconds.toFixed(2)} s, TTI ${m.ttiSeconds.toFixed(2)} s, TBT ${Math.round(m.tbtMs)} ms,` +
      ` CLS ${m.cls.toFixed(3)} (CPU ×${cpu}, benchmarkIndex ${Math.round(m.benchmarkIndex)}, load ${loadAverage()});` +
      ` ${report.costliest.map((f) => `${f.id} ~${f.savingsMs} ms`).join(', ') || '-'}`,
  );
  return report;
}

export const SEARCH_URL =
  '/?purpose=Rent&location=Dubai&minBeds=2&maxBeds=2&maxPrice=120000&period=year&sort=price-asc';

/** A property page of the demo content (the first home of Downtown Dubai): measured for its JavaScript and by Lighthouse. */
export const PROPERTY_PAGE = '/property/boulevard-crest-residence-2br';

/** The same pages in Arabic (the language's prefix before the path). */
export const AR_SEARCH_URL = `/ar${SEARCH_URL.slice(1)}`;
export const AR_PROPERTY_PAGE = `/ar${PROPERTY_PAGE}`;

/** An agent's page of the demo content (the agent of that home). */
export const AGENT_PAGE = '/find-my-agent/layla-haddad';

/** The 1, 5 and 15 minute load averages of the host. */
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export async function benchLighthouse({ runs }: { runs: number }): Promise<LighthouseReport> {
  const site = await startProductServer(PRODUCT_PORT);
  const staticHome = await startStaticHome(STATIC_PORT, site.url);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const paths = [
      '/',
      // A search as a buyer links to it: a two-bedroom to rent in Dubai up to AED 120,000 a year, cheapest first.
      SEARCH_URL,
      '/dubai',
      '/dubai/downtown-dubai',
      PROPERTY_PAGE,
      '/3dspace',
      '/find-my-agent',
      AGENT_PAGE,
      '/floor-plans',
      '/contact',
      '/ar',
      AR_SEARCH_URL,
      AR_PROPERTY_PAGE,
    ];
    const calibration = await calibrate(site.url, chrome.port);
    const cpu = calibration.cpuSlowdownMultiplier;
    console.log(
      `  calibration (the preset's 4x on /): benchmarkIndex ${calibration.benchmarkIndex}; ` +
        `measured runs: CPU ×${cpu} (4 × ${calibration.benchmarkIndex} / ${REFERENCE_BENCHMARK_INDEX}); load ${loadAverage()}`,
    );
    const pages: PageReport[] = [];
    for (const path of paths) pages.push(await measurePage(site.url, path, runs, chrome.port, cpu));
    // The Arabic web font's cost: the Arabic property page again with every font file refused.
    const noFont = await measurePage(site.url, AR_PROPERTY_PAGE, runs, chrome.port, cpu, ['*.woff2']);
    noFont.path = `${AR_PROPERTY_PAGE} without its web font`;
    pages.push(noFont);
    const staticReport = await measurePage(staticHome.url, '/', runs, chrome.port, cpu);
    staticReport.path = 'static copy of /';
    const lcpRatio = pages[0]!.median.lcpSeconds / staticReport.median.lcpSeconds;
    return {
      runs,
      calibration,
      pages,
      staticHome: staticReport,
      lcpRatio: Math.round(lcpRatio * 100) / 100,
    };
  } finally {
    chrome.kill();
    await staticHome.stop();
    await site.stop();
  }
}

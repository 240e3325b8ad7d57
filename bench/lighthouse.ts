/**
 * Lighthouse (mobile preset: the default config with its simulated throttling) on the product's pages
 * and on a static copy of the home page, driving Debian's Chromium. Each page runs `runs` times and
 * every figure is the median of those runs.
 */
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

export interface LighthouseReport {
  runs: number;
  pages: PageReport[];
  staticHome: PageReport;
  /** LCP of the product's `/` divided by LCP of the static copy (medians). */
  lcpRatio: number;
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART and the like): such a run is repeated. */
async function audit(url: string, chromePort: number, attempts = 3): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, chromePort);
    } catch (err) {
      if (attempt >= attempts) throw err;
      console.warn(`  retrying ${url}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

async function auditOnce(url: string, chromePort: number): Promise<Result> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

async function measurePage(baseUrl: string, path: string, runs: number, chromePort: number) {
  const results: Result[] = [];
  for (let i = 0; i < runs; i++) results.push(await audit(baseUrl + path, chromePort));
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
      ` CLS ${m.cls.toFixed(3)}; ${report.costliest.map((f) => `${f.id} ~${f.savingsMs} ms`).join(', ') || '-'}`,
  );
  return report;
}

export const SEARCH_URL =
  '/?purpose=Rent&location=Dubai&minBeds=2&maxBeds=2&maxPrice=120000&period=year&sort=price-asc';

/** A property page of the demo content (the first home of Downtown Dubai): measured for its JavaScript and by Lighthouse. */
export const PROPERTY_PAGE = '/property/boulevard-crest-residence-2br';

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
      '/floor-plans',
      '/contact',
    ];
    const pages: PageReport[] = [];
    for (const path of paths) pages.push(await measurePage(site.url, path, runs, chrome.port));
    const staticReport = await measurePage(staticHome.url, '/', runs, chrome.port);
    staticReport.path = 'static copy of /';
    const lcpRatio = pages[0]!.median.lcpSeconds / staticReport.median.lcpSeconds;
    return { runs, pages, staticHome: staticReport, lcpRatio: Math.round(lcpRatio * 100) / 100 };
  } finally {
    chrome.kill();
    await staticHome.stop();
    await site.stop();
  }
}

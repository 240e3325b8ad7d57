/** Figures read out of Lighthouse results: the per-run numbers, their medians and what costs the most. */
import type { Result } from 'lighthouse';

export interface LighthouseFigures {
  performance: number;
  lcpSeconds: number;
  /** Lighthouse's time to interactive (its `interactive` audit): the page's code has started and the
   * main thread has been quiet since. */
  ttiSeconds: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Lighthouse's measure of this machine's CPU (`environment.benchmarkIndex`): it warns below 1000,
   * where its fixed 4x CPU slowdown makes a phone slower than the one it stands for. */
  benchmarkIndex: number;
}

/** One thing Lighthouse says slows the page down (or a failed non-performance audit). */
export interface Finding {
  id: string;
  title: string;
  /** Estimated savings in ms on LCP + FCP + TBT where Lighthouse gives them, else 0. */
  savingsMs: number;
  displayValue: string;
  /** The first rows of the audit's tables (element, script, phase…) so the cause can be seen. */
  rows: string[];
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

export function figuresOf(lhr: Result): LighthouseFigures {
  return {
    performance: score(lhr, 'performance'),
    lcpSeconds: numeric(lhr, 'largest-contentful-paint') / 1000,
    ttiSeconds: numeric(lhr, 'interactive') / 1000,
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median of each figure on its own (as Lighthouse's docs advise for comparing runs). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((k) => [k, median(runs.map((r) => r[k]))]),
  ) as unknown as LighthouseFigures;
}

const passed = (s: number | null) => s === null || s >= 0.9;

/** Failing performance audits, the ones with the largest estimated savings first. */
export function costliest(lhr: Result, count: number): Finding[] {
  const refs = lhr.categories['performance']?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => lhr.audits[ref.id]!)
    .filter((a) => a && !passed(a.score) && a.scoreDisplayMode !== 'informative')
    .map((a) => {
      const s = a.metricSavings ?? {};
      return {
        id: a.id,
        title: a.title,
        savingsMs: Math.round((s.LCP ?? 0) + (s.FCP ?? 0) + (s.TBT ?? 0)),
        displayValue: a.displayValue ?? '',
        rows: tableRows(a.details).slice(0, 4),
      };
    })
    .sort((x, y) => y.savingsMs - x.savingsMs)
    .slice(0, count);
}

type Row = Record<string, unknown>;
const VALUE_KEYS = [
  'wastedMs',
  'total',
  'timing',
  'duration',
  'wastedBytes',
  'transferSize',
  'cacheLifetimeMs',
];

/** What a table row is about: an element, a URL (path only, the host is ours) or a label. */
function subject(row: Row): string {
  const node = row['node'] as { snippet?: string } | undefined;
  if (node?.snippet) return node.snippet.slice(0, 90);
  if (typeof row['url'] === 'string') {
    const url = row['url'];
    return /^https?:/.test(url)
      ? new URL(url).pathname + (url.includes('127.0.0.1') ? '' : ` @${new URL(url).host}`)
      : url;
  }
  for (const key of ['phase', 'label', 'group', 'groupLabel', 'entity', 'source']) {
    const value = row[key];
    if (typeof value === 'string') return value;
    if (value && typeof value === 'object' && 'text' in value)
      return String((value as { text: unknown }).text);
  }
  return '?';
}

/** Rows of every table inside an audit's details (LCP breakdowns nest tables inside a list). */
function tableRows(details: unknown): string[] {
  const d = details as { type?: string; items?: unknown[] } | undefined;
  if (!Array.isArray(d?.items)) return []; // checklists and the like hold no rows
  if (d!.type === 'list') return d!.items!.flatMap(tableRows);
  const rows = (d!.items as unknown[]).filter((row): row is Row => typeof row === 'object' && row !== null);
  return rows.map((row) => {
    const key = VALUE_KEYS.find((k) => typeof row[k] === 'number');
    const value = key ? ` ${key}=${Math.round(row[key] as number)}` : '';
    return subject(row) + value;
  });
}

/** A diagnostic's first rows whatever its score: which element is the LCP, what shifted. */
export function auditRows(lhr: Result, id: string, count: number): string[] {
  return tableRows(lhr.audits[id]?.details).slice(0, count);
}

/** Failing audits of accessibility, best practices and SEO: what keeps those scores below 100. */
export function failedChecks(lhr: Result): string[] {
  const out: string[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || passed(audit.score)) continue;
      const first = tableRows(audit.details)[0];
      out.push(`${category}: ${audit.id}${first ? ` (${first})` : ''}`);
    }
  }
  return out;
}

/** Hosts other than the page's own that the page asked for (unreachable on an offline machine). */
export function foreignHosts(lhr: Result): string[] {
  const own = new URL(lhr.finalDisplayedUrl).host;
  const items = (lhr.audits['network-requests']?.details as { items?: { url?: string }[] } | undefined)
    ?.items;
  const hosts = new Set<string>();
  for (const item of items ?? []) {
    if (!item.url || !/^https?:/.test(item.url)) continue;
    const host = new URL(item.url).host;
    if (host !== own) hosts.add(host);
  }
  return [...hosts];
}

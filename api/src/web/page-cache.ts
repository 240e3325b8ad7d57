/**
 * The HTML cache of one worker: server-rendered pages by (content version, build identity, page URL),
 * bounded by entries, bytes and age. Each page is kept uncompressed, and its br and gzip forms are
 * made from it the first time a visitor asks for them (then kept with it, counted in its bytes): a
 * fresh render is streamed and compressed on the way out as before, and a cached one is sent as it is.
 *
 * Measured on /dubai/downtown-dubai (35 KB of HTML, a loaded machine): compressing it per request with
 * the middleware's brotli (quality 4) takes 1.3-1.7 ms of the worker's event loop, gzip 4 ~0.9 ms;
 * sending kept bytes costs nothing of the sort (a 35 KB copy is ~7 µs). Kept forms are made once, off
 * the event loop, in zlib's thread pool: brotli 10 and gzip 8. The home page (65 KB of HTML with its
 * stylesheets) is 13.4 KB at brotli 5 (2.6 ms), 12.4 KB at 10 (25 ms), 12.1 KB at 11 (63 ms): quality 10
 * brings it with its headers inside the first round trip of a new connection (TCP's initial window of
 * 10 segments, ~14.6 KB), which 5 did not. An entry with both forms is ~1.4x its HTML.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { isPropertyReference } from '@manzil/format';
import {
  AGENT_FILTER_MAX,
  matchPage,
  PROPERTY_SLUG_PATTERN,
  singleFlight,
  type PageId,
  type PageMatch,
} from '@manzil/contract';
import { digest } from '../lib/digest';

export type Encoding = 'br' | 'gzip';
type Bytes = Uint8Array<ArrayBuffer>;
export type PageStatus = 200 | 404;

export interface CachedPage {
  status: PageStatus;
  /** The strong validator of the uncompressed page, without quotes. */
  etag: string;
  identity: Bytes;
  br?: Bytes;
  gzip?: Bytes;
}

export interface PageCacheLimits {
  /** Pages kept at most. */
  maxEntries: number;
  /** Bytes kept at most (every form of every page, plus the keys). */
  maxBytes: number;
  /** A page larger than this (uncompressed) is not kept. */
  maxEntryBytes: number;
  /** A page is not served from the cache after this long, whatever happened meanwhile. */
  ttlMs: number;
}

/** Per worker. A page of this site is 20-60 KB uncompressed (~75 KB with its br and gzip forms): this
 * holds every emirate, area and the most visited properties many times over. */
export const PAGE_CACHE_LIMITS: PageCacheLimits = {
  maxEntries: 2_000,
  maxBytes: 48 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
  ttlMs: 60 * 60 * 1000,
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Kept forms are made once, in zlib's thread pool. */
const compressors: Record<Encoding, (body: Uint8Array) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => gzip(body, { level: 8 }),
};

const entrySize = (page: CachedPage): number =>
  page.identity.byteLength +
  (page.br?.byteLength ?? 0) +
  (page.gzip?.byteLength ?? 0) +
  page.etag.length +
  64;

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** Keeps a page if it fits (returns whether it did). */
  set(key: string, page: CachedPage): boolean;
  /** The page's bytes in the given form, made and kept on first use. */
  bytes(key: string, page: CachedPage, encoding: Encoding | undefined): Promise<Bytes>;
  readonly size: number;
  readonly bytesHeld: number;
  readonly limits: PageCacheLimits;
}

export function createPageCache(limits: PageCacheLimits = PAGE_CACHE_LIMITS): PageCache {
  const lru = new LRUCache<string, CachedPage>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    maxEntrySize: Math.min(limits.maxBytes, limits.maxEntryBytes * 2),
    sizeCalculation: (page, key) => entrySize(page) + key.length,
    ttl: limits.ttlMs,
    updateAgeOnGet: false,
  });
  /** One compression per page and form at a time, however many visitors ask for it meanwhile. */
  const compressing = singleFlight<string, Bytes>();
  return {
    get: (key) => lru.get(key),
    set(key, page) {
      if (page.identity.byteLength > limits.maxEntryBytes) return false;
      lru.set(key, page);
      return lru.has(key);
    },
    async bytes(key, page, encoding) {
      if (!encoding) return page.identity;
      const kept = page[encoding];
      if (kept) return kept;
      return compressing.run(`${encoding} ${key}`, () =>
        compressors[encoding](page.identity).then((buffer) => {
          const bytes = new Uint8Array(buffer);
          // Kept only if this very page is still the cached one (not evicted or replaced meanwhile);
          // set again so the entry's new size counts against the bound.
          if (lru.peek(key) === page) {
            page[encoding] = bytes;
            lru.set(key, page, { noUpdateTTL: true });
          }
          return bytes;
        }),
      );
    },
    get size() {
      return lru.size;
    },
    get bytesHeld() {
      return lru.calculatedSize;
    },
    limits,
  };
}

/** A path longer than this is never a page of this site: rendered, not kept. */
const MAX_PATH = 300;

export interface PageUrl {
  /** The path and query the page is rendered for: the query reduced to what the page reads. */
  url: string;
  /** False for a query that names values the page does not offer, or an oversized URL: such a page is
   * rendered for the visitor but not kept (else each variant would take a place in the cache). */
  cacheable: boolean;
  /** The URL to send the visitor to instead: their query written in the form the page is kept for. */
  redirect?: string;
}

/** What becomes of one value of a parameter the page reads: kept as `keep` (dropped when undefined),
 * and whether the page may then be cached. */
type SearchRule = (
  value: string,
  key: string,
  search: URLSearchParams,
) => { keep?: string; cacheable: boolean };

/** The values each page offers for the parameters it reads (PAGES[id].search names them). */
const SEARCH_RULES: Partial<Record<PageId, SearchRule>> = {
  // The listing an enquiry is about: one entry per listing reference, upper-cased, or per slug (a card's
  // "Enquire now"); anything else dropped. The cache is bounded whatever the slugs asked for.
  contact: (value) =>
    isPropertyReference(value)
      ? { keep: value.toUpperCase(), cacheable: true }
      : PROPERTY_SLUG_PATTERN.test(value)
        ? { keep: value, cacheable: true }
        : { cacheable: true },
  // The agents directory's filter: a value no agent could have is rendered but not kept; one that could
  // is checked against the agents when the head is resolved (PageMeta.keep), so only the filters
  // offered make entries.
  agents: (value) =>
    value === '' ? { cacheable: true } : { keep: value, cacheable: value.length <= AGENT_FILTER_MAX },
};

/**
 * The URL a page is rendered and cached for: its path with the parameters its entry in the page table
 * reads (first values, in the table's order, as the browser's URLSearchParams.get reads them); every
 * other parameter (tracking tags, cache busters, junk) is dropped, so it neither changes the page nor
 * makes a cache entry of its own.
 */
export function pageUrl(path: string, search: URLSearchParams, match: PageMatch = matchPage(path)): PageUrl {
  let cacheable = path.length <= MAX_PATH;
  if (match.page.canonicalQuery) {
    // A query the page reads whole (the home page's search) is kept in its canonical form, so one
    // search written differently is one entry; one the page says not to keep renders but is not kept.
    const canonical = match.page.canonicalQuery(search);
    const withQuery = (query: string) => (query ? `${path}?${query}` : path);
    return {
      url: withQuery(canonical.query),
      cacheable: cacheable && canonical.cacheable,
      ...(canonical.redirect !== undefined && cacheable ? { redirect: withQuery(canonical.redirect) } : {}),
    };
  }
  const rule = SEARCH_RULES[match.id];
  const kept = new URLSearchParams();
  for (const key of rule ? match.page.search : []) {
    const value = search.get(key);
    if (value === null) continue;
    const result = rule!(value, key, search);
    if (result.keep !== undefined) kept.set(key, result.keep);
    cacheable &&= result.cacheable;
  }
  const query = kept.toString();
  return { url: query ? `${path}?${query}` : path, cacheable };
}

/** The strong validator of a page: what it is built from, known before it is rendered. */
export const pageEtag = (key: string, status: PageStatus): string => digest(`${key}\n${status}`);

/** The validator of one form of the page (a strong validator names one representation). */
export const etagFor = (etag: string, encoding: Encoding | undefined): string =>
  `"${etag}${encoding ? `-${encoding === 'br' ? 'br' : 'gz'}` : ''}"`;

/** If-None-Match (weak comparison, RFC 9110 13.1.2): does the client hold this representation? Bounded:
 * a header of more than 50 validators is not looked through. */
export function clientHas(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const candidates = ifNoneMatch.split(',', 51);
  if (candidates.length > 50) return false;
  return candidates.some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

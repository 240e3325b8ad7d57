/**
 * In-process cache of the public reads (home page cities, locations, city/area lists, a property,
 * search). Every page view asks for the same few answers; serving them from memory instead of
 * querying, serialising and hashing again is what lets the API keep up with a bare HTTP server
 * (see `npm run bench`).
 *
 * Freshness: any successful write through this process (admin edits, enquiries) empties the cache
 * at once; entries also expire after `ttlMs`, which bounds how long a write made elsewhere (another
 * instance on the same MongoDB, the admin CLI) can stay unseen. Only routes on the allowlist are
 * cached, never one that needs a token, and never a Set-Cookie.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { JSON_TYPE } from '../lib/validate';

/** Public reads, by method and path pattern (paths without the /api prefix). */
const CACHEABLE: { method: 'GET' | 'POST'; path: RegExp }[] = [
  { method: 'GET', path: /^\/homepage\/cities$/ },
  { method: 'GET', path: /^\/damac360\/card$/ },
  { method: 'GET', path: /^\/locations$/ },
  { method: 'GET', path: /^\/site-config$/ },
  { method: 'GET', path: /^\/page-meta$/ },
  { method: 'GET', path: /^\/properties\/by-slug\/[^/]+$/ },
  { method: 'GET', path: /^\/admin\/fetch-city-data$/ },
  { method: 'GET', path: /^\/admin\/fetch-nested-area-data$/ },
  { method: 'GET', path: /^\/admin\/properties\/[^/]+(\/[^/]+)?$/ },
  { method: 'POST', path: /^\/search\/result$/ },
];

/** Below this size compressing costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024;
/** Headers of the route's answer that are replayed from the cache. */
const REPLAYED = ['content-type', 'cache-control', 'x-total-count'];

export interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  expires: number;
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
}

export interface ReadCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

export interface ReadCache {
  /** A fresh entry for this key, if any (for the server's fast path in web/fast-reads.ts). */
  lookup(key: string): Entry | undefined;
  /** Serves cached public reads and stores fresh ones (mount under /api, inside CSRF and headers). */
  middleware: MiddlewareHandler;
  /** Empties the cache after successful writes (mount before the write routes). */
  invalidateOnWrite: MiddlewareHandler;
  clear(): void;
  readonly size: number;
}

const bytes = (b: Buffer): Uint8Array<ArrayBuffer> =>
  new Uint8Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer);

/** Whether a request may be served from (and stored in) the cache. `path` is the URL path. */
export function isCacheableRequest(method: string, path: string, hasToken: boolean): boolean {
  // A token-bearing request is never answered from (or stored in) a shared cache.
  if (hasToken) return false;
  const m = method === 'HEAD' ? 'GET' : method;
  const apiPath = path.replace(/^\/api(?=\/)/, '');
  return CACHEABLE.some((rule) => rule.method === m && rule.path.test(apiPath));
}

const hasToken = (c: Context) => Boolean(c.req.header('x-auth-token') || c.req.header('authorization'));
const isCacheable = (c: Context) => isCacheableRequest(c.req.method, c.req.path, hasToken(c));

/** One key per answer: method, path with query and, for a read sent as POST, its JSON body in
 * canonical form (so `{ "a":1 }` and `{"a":1}` share an entry). */
export function cacheKey(method: string, pathAndQuery: string, jsonBody?: unknown): string {
  const m = method === 'HEAD' ? 'GET' : method;
  return m === 'POST' ? `POST ${pathAndQuery}\n${JSON.stringify(jsonBody)}` : `GET ${pathAndQuery}`;
}

/** The representation the client asked for: brotli, gzip, or none. */
function pickEncoding(acceptEncoding: string | undefined, entry: Entry): 'br' | 'gzip' | undefined {
  if (entry.body.byteLength < COMPRESS_MIN_BYTES) return undefined;
  const accept = acceptEncoding ?? '';
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

function encoded(entry: Entry, encoding: 'br' | 'gzip'): Uint8Array<ArrayBuffer> {
  if (encoding === 'br') {
    entry.br ??= bytes(
      zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    );
    return entry.br;
  }
  entry.gzip ??= bytes(zlib.gzipSync(entry.body, { level: 6 }));
  return entry.gzip;
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | null;
}

/** What to send for a cached entry: 304 on a matching validator, else the encoding asked for. */
export function renderEntry(
  entry: Entry,
  request: { head: boolean; ifNoneMatch?: string; acceptEncoding?: string },
): CachedAnswer {
  if (etagMatches(request.ifNoneMatch, entry.etag)) {
    return { status: 304, headers: { etag: entry.etag, vary: 'Accept-Encoding' }, body: null };
  }
  const headers: Record<string, string> = Object.fromEntries(entry.headers);
  headers.etag = entry.etag;
  headers.vary = 'Accept-Encoding';
  const encoding = pickEncoding(request.acceptEncoding, entry);
  let body = entry.body;
  if (encoding) {
    headers['content-encoding'] = encoding;
    body = encoded(entry, encoding);
  }
  // A known length also keeps the outer compress() off the small answers left uncompressed here.
  headers['content-length'] = String(body.byteLength);
  return { status: entry.status, headers, body: request.head ? null : body };
}

function answer(c: Context, entry: Entry): Response {
  const { status, headers, body } = renderEntry(entry, {
    head: c.req.method === 'HEAD',
    ifNoneMatch: c.req.header('if-none-match'),
    acceptEncoding: c.req.header('accept-encoding'),
  });
  return new Response(body, { status, headers });
}

export function createReadCache({ ttlMs, maxEntries }: ReadCacheOptions): ReadCache {
  const entries = new Map<string, Entry>();
  // Bumped by every write: an answer computed before a write finished is not stored.
  let generation = 0;

  function lookup(key: string, now = Date.now()): Entry | undefined {
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit;
    if (hit) entries.delete(key);
    return undefined;
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    if (ttlMs <= 0 || !isCacheable(c)) return next();
    const pathAndQuery = c.req.url.replace(/^[^/]*\/\/[^/]*/, '');
    let jsonBody: unknown;
    if (c.req.method === 'POST') {
      // Only a JSON body (already parsed by jsonBodyGuard) names an entry; anything else is left
      // to the route, which refuses it.
      if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) return next();
      jsonBody = await c.req.json();
    }
    const key = cacheKey(c.req.method, pathAndQuery, jsonBody);
    const now = Date.now();
    const hit = lookup(key, now);
    if (hit) {
      c.res = answer(c, hit);
      return;
    }

    const startedAt = generation;
    await next();
    const res = c.res;
    if (res.status !== 200 || !(res.headers.get('content-type') ?? '').includes('application/json')) return;
    if (res.headers.has('set-cookie') || res.headers.has('content-encoding')) return;
    const body = bytes(Buffer.from(await res.arrayBuffer()));
    const entry: Entry = {
      status: res.status,
      headers: REPLAYED.flatMap((name) => {
        const value = res.headers.get(name);
        return value === null ? [] : [[name, value] as [string, string]];
      }),
      body,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      expires: now + ttlMs,
    };
    if (startedAt === generation) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    }
    c.res = answer(c, entry);
  };

  const invalidateOnWrite: MiddlewareHandler = async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    if (isCacheable(c)) return next(); // a read sent as POST (search)
    generation += 1;
    try {
      await next();
    } finally {
      // Also after a failed write: part of it may have been applied.
      generation += 1;
      entries.clear();
    }
  };

  return {
    lookup: (key) => lookup(key),
    middleware,
    invalidateOnWrite,
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

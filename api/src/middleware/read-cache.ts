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

interface Entry {
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
  /** Serves cached public reads and stores fresh ones (mount under /api, inside CSRF and headers). */
  middleware: MiddlewareHandler;
  /** Empties the cache after successful writes (mount before the write routes). */
  invalidateOnWrite: MiddlewareHandler;
  clear(): void;
  readonly size: number;
}

const bytes = (b: Buffer): Uint8Array<ArrayBuffer> =>
  new Uint8Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer);

function apiPath(c: Context): string {
  return c.req.path.replace(/^\/api(?=\/)/, '');
}

function isCacheable(c: Context): boolean {
  const path = apiPath(c);
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  // A token-bearing request is never answered from (or stored in) a shared cache.
  if (c.req.header('x-auth-token') || c.req.header('authorization')) return false;
  return CACHEABLE.some((rule) => rule.method === method && rule.path.test(path));
}

/** The representation the client asked for: brotli, gzip, or none. */
function pickEncoding(c: Context, entry: Entry): 'br' | 'gzip' | undefined {
  if (entry.body.byteLength < COMPRESS_MIN_BYTES) return undefined;
  const accept = c.req.header('accept-encoding') ?? '';
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

function answer(c: Context, entry: Entry): Response {
  const headers = new Headers(entry.headers);
  headers.set('ETag', entry.etag);
  headers.set('Vary', 'Accept-Encoding');
  if (etagMatches(c.req.header('if-none-match'), entry.etag)) {
    return new Response(null, { status: 304, headers: { ETag: entry.etag, Vary: 'Accept-Encoding' } });
  }
  const encoding = pickEncoding(c, entry);
  if (!encoding)
    return new Response(c.req.method === 'HEAD' ? null : entry.body, { status: entry.status, headers });
  headers.set('Content-Encoding', encoding);
  const body = encoded(entry, encoding);
  return new Response(c.req.method === 'HEAD' ? null : body, { status: entry.status, headers });
}

export function createReadCache({ ttlMs, maxEntries }: ReadCacheOptions): ReadCache {
  const entries = new Map<string, Entry>();
  // Bumped by every write: an answer computed before a write finished is not stored.
  let generation = 0;

  const middleware: MiddlewareHandler = async (c, next) => {
    if (ttlMs <= 0 || !isCacheable(c)) return next();
    const key = `${c.req.method === 'HEAD' ? 'GET' : c.req.method} ${c.req.url.replace(/^[^/]*\/\/[^/]*/, '')}${
      c.req.method === 'POST' ? `\n${await c.req.text()}` : ''
    }`;
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) {
      c.res = answer(c, hit);
      return;
    }
    if (hit) entries.delete(key);

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
    middleware,
    invalidateOnWrite,
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

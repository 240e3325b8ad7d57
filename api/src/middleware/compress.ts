/**
 * Compresses the text answers the app builds in memory (JSON, HTML, XML, plain text) with node:zlib in
 * one synchronous call: for the few kilobytes of an API answer that costs a fraction of a millisecond,
 * where hono/compress's CompressionStream pipeline (web streams, a transfer to zlib's thread pool)
 * cost more than the query (measured with `npm run bench -- --only=profile`). Files are sent
 * precompressed by the static routes and never pass through here.
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { bytesResponse, hasBody, replaceResponse, responseBytes } from '../lib/response-bytes';

/** Set on the context by a handler whose body is a stream to send as it is produced (a page). */
export const STREAMED = 'streamed' as never;

/** Below this, compressing costs more than the bytes it saves. */
const MIN_BYTES = 1024;
/** Bodies the app builds in memory; anything else (streams, files, images) passes untouched. */
const TEXT_TYPES = /^(application\/(json|xml|ld\+json)|text\/(html|plain|xml))\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

type Encoding = 'br' | 'gzip';

/** br when accepted, else gzip, honouring q=0 ("not this one"). */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*') ?? 0;
  const weight = (name: Encoding) => accepted.get(name) ?? wildcard;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : undefined;
}

/** Brotli quality 3 with a window no larger than the answer: measured (CPU time, best of 8 × 50) on
 * the 41 KB search answer 0.34 ms where quality 4 took 0.59 ms (7.1 KB against 6.7 KB), on the 2 KB
 * cities answer 49 µs against 87 µs (892 against 853 bytes). Quality 4 sets up a far larger hasher:
 * for the few kilobytes of an uncached API answer that set-up was most of the cost, and the
 * compression the biggest single part of a worker's time on a search (15% under the bench's load).
 * Pages, sent once and kept, stay at quality 5 (streamEncoders). */
const windowFor = (bytes: number) => Math.min(18, Math.max(10, Math.ceil(Math.log2(bytes + 1))));
const encoders: Record<Encoding, (body: Uint8Array) => Buffer> = {
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
        [zlib.constants.BROTLI_PARAM_LGWIN]: windowFor(body.length),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => zlib.gzipSync(body, { level: 4 }),
};

/** Streams for pages. Quality 5: on the home page it is 13.4 KB where 4 was 14.5, the difference
 * between the first view fitting TCP's initial window (about 14.6 KB with the headers) or not, for
 * about a millisecond per page. */
const streamEncoders: Record<Encoding, () => zlib.BrotliCompress | zlib.Gzip> = {
  br: () =>
    zlib.createBrotliCompress({
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: () => zlib.createGzip({ level: 4 }),
};
const FLUSH: Record<Encoding, number> = {
  br: zlib.constants.BROTLI_OPERATION_FLUSH,
  gzip: zlib.constants.Z_SYNC_FLUSH,
};

/**
 * Chunks that arrive together (React writes a finished page in one burst of 2 KB pieces) are
 * compressed together, and what has arrived is flushed once the burst is over: the head still leaves
 * before the body is rendered, without a flush per piece. The home page: 15.7 KB at quality 4 with a
 * flush per piece, 13.4 KB with both changes.
 */
function compressStream(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const encoder = streamEncoders[encoding]();
  const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
  source.on('error', (error) => encoder.destroy(error));
  source.pipe(encoder);
  let flush: NodeJS.Immediate | undefined;
  source.on('data', () => {
    flush ??= setImmediate(() => {
      flush = undefined;
      if (!encoder.destroyed && !encoder.writableEnded) encoder.flush(FLUSH[encoding]);
    });
  });
  return Readable.toWeb(encoder) as unknown as ReadableStream<Uint8Array>;
}

export function compressText(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (!hasBody(res) || res.headers.has('content-encoding') || !TEXT_TYPES.test(type)) return;
    if (NO_TRANSFORM.test(res.headers.get('cache-control') ?? '') || c.req.method === 'HEAD') return;
    res.headers.append('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    if (c.get(STREAMED) && res.body) {
      res.headers.set('Content-Encoding', encoding);
      res.headers.delete('Content-Length');
      c.res = new Response(compressStream(res.body, encoding), { status: res.status, headers: res.headers });
      return;
    }
    // Read without a web stream, and the answer replaced without Hono's copy (lib/response-bytes.ts).
    const body = (await responseBytes(res)) ?? new Uint8Array(0);
    // Hono copies the old answer's headers onto the new one: set the final values on the old ones.
    const headers = res.headers;
    if (body.length < MIN_BYTES) {
      replaceResponse(c, bytesResponse(body, { status: res.status, headers }));
      return;
    }
    const encoded = encoders[encoding](body);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(encoded.length));
    replaceResponse(c, bytesResponse(encoded, { status: res.status, headers }));
  };
}

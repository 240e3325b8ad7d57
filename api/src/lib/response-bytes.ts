/**
 * The bytes of an answer built in memory, read without a web stream, and an answer replaced by one
 * built from bytes without the copy Hono makes.
 *
 * A JSON answer passes two middlewares that need its bytes (the ETag, then compression). Read with
 * `res.arrayBuffer()`, each turned @hono/node-server's lightweight Response into a full undici one
 * (its body a ReadableStream, read back chunk by chunk), and each `c.res = …` over an answer made
 * Hono rebuild the new one from `res.body` (a stream again, written to the socket by a reader loop).
 * Measured on uncached GET /api/homepage/cities under load, that stream work was about a tenth of a
 * worker's time; it now takes none.
 */
import type { Context } from 'hono';

/** Bytes of answers made by `bytesResponse` (the answer is never mutated: its body is these bytes). */
const known = new WeakMap<Response, Uint8Array>();
const encoder = new TextEncoder();

/**
 * @hono/node-server's lightweight Response keeps `[status, body, headers]` under a symbol described
 * 'cache' while its body was given as a string or bytes. Found once, on a Response made under it; when
 * the global Response is another (tests calling `app.request`), or a later version keeps it otherwise,
 * the answer is read the standard way.
 */
let lightweightKey: symbol | null | undefined;

/**
 * The body of an answer built in memory: its bytes or text, null when it has none; undefined when that
 * is not known without reading it (a stream, a Blob, a Response of another kind).
 */
function memoryBody(res: Response): string | Uint8Array | null | undefined {
  const kept = known.get(res);
  if (kept) return kept;
  lightweightKey ??=
    Object.getOwnPropertySymbols(new Response('')).find((s) => s.description === 'cache') ?? null;
  if (lightweightKey === null) return undefined;
  const cache: unknown = (res as unknown as Record<symbol, unknown>)[lightweightKey];
  if (!Array.isArray(cache)) return undefined;
  const body: unknown = cache[1];
  return body === null || typeof body === 'string' || body instanceof Uint8Array ? body : undefined;
}

/** Whether the body of `res` is read without a stream (for the test that a version of
 * @hono/node-server still keeps it where it is looked for). */
export const readsInMemory = (res: Response): boolean => memoryBody(res) !== undefined;

/** Whether `res` has a body, known without turning a lightweight answer into a full one. */
export function hasBody(res: Response): boolean {
  const body = memoryBody(res);
  return body === undefined ? res.body !== null : body !== null;
}

/** The whole body of `res` (null when it has none); a stream is read to its end. */
export async function responseBytes(res: Response): Promise<Uint8Array | null> {
  const body = memoryBody(res);
  if (typeof body === 'string') return encoder.encode(body);
  if (body !== undefined) return body;
  return res.body === null ? null : new Uint8Array(await res.arrayBuffer());
}

/** An answer of `bytes`, readable again by `responseBytes` at no cost. */
export function bytesResponse(bytes: Uint8Array, init: { status: number; headers: Headers }): Response {
  const res = new Response(bytes as Uint8Array<ArrayBuffer>, init);
  known.set(res, bytes);
  return res;
}

/**
 * Sets `res` (built with the current answer's headers) as the answer. Assigning over an answer makes
 * Hono rebuild the new one from its body stream and copy the old headers onto it: the headers are
 * already these, and the body is kept as it is.
 */
export function replaceResponse(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
}

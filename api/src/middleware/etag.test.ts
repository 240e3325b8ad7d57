/**
 * The API's ETags (etag.ts) as hono/etag gave them, served through @hono/node-server as a worker
 * serves them, where the answers' bytes are read without a web stream (lib/response-bytes.ts).
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readsInMemory } from '../lib/response-bytes';
import { compressText } from './compress';
import { etag } from './etag';

const big = { items: Array.from({ length: 300 }, (_, i) => ({ name: `Property ${i}`, price: i * 1000 })) };
const sha1 = (text: string) => `"${createHash('sha1').update(text).digest('hex')}"`;

function app() {
  const inner = new Hono()
    .use('*', etag())
    .use('*', async (c, next) => {
      await next();
      if (c.req.method === 'GET') c.res.headers.set('Cache-Control', 'no-cache');
    })
    .get('/big', (c) => c.json(big))
    .get('/small', (c) => c.json({ ok: true }))
    .get('/empty', (c) => c.body(null, 200))
    .get('/missing', (c) => c.json({ msg: 'Not found' }, 404))
    .get('/stream', (c) =>
      c.body(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"streamed":'));
            controller.enqueue(new TextEncoder().encode('true}'));
            controller.close();
          },
        }),
        200,
        { 'content-type': 'application/json' },
      ),
    )
    .post('/big', (c) => c.json(big));
  return new Hono().use('*', compressText()).route('/', inner);
}

describe('etag', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer(getRequestListener(app().fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is the SHA-1 of the answer as sent before compression, and answers 304 for it', async () => {
    for (const path of ['/big', '/small', '/stream']) {
      const res = await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'identity' } });
      const text = await res.text();
      expect(res.headers.get('etag')).toBe(sha1(text));
      const again = await fetch(`${url}${path}`, { headers: { 'if-none-match': `"other", ${sha1(text)}` } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(sha1(text));
      expect(again.headers.get('cache-control')).toBe('no-cache');
      expect(again.headers.get('content-type')).toBeNull();
      expect(await again.text()).toBe('');
      expect((await fetch(`${url}${path}`, { headers: { 'if-none-match': '*' } })).status).toBe(304);
    }
  });

  it('a compressed answer carries the same ETag and decodes to the bytes it names', async () => {
    const plain = await fetch(`${url}/big`, { headers: { 'accept-encoding': 'identity' } });
    const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      // node's fetch decodes by itself: read the bytes as they are sent.
      import('node:http').then(({ get }) =>
        get(`${url}/big`, { headers: { 'accept-encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject),
      );
    });
    expect(raw.headers['content-encoding']).toBe('br');
    expect(raw.headers['content-length']).toBe(String(raw.body.length));
    expect(raw.headers.etag).toBe(plain.headers.get('etag'));
    expect(JSON.parse(zlib.brotliDecompressSync(raw.body).toString())).toEqual(big);
  });

  it('leaves out writes, failures and empty answers', async () => {
    expect((await fetch(`${url}/big`, { method: 'POST' })).headers.get('etag')).toBeNull();
    expect((await fetch(`${url}/missing`)).headers.get('etag')).toBeNull();
    const empty = await fetch(`${url}/empty`);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('etag')).toBeNull();
  });

  it("reads the answers @hono/node-server builds without a stream (its Response's cache is still where it was)", () => {
    // The listener has put its lightweight Response in place of the global one.
    expect(readsInMemory(new Response('{"a":1}'))).toBe(true);
    expect(readsInMemory(new Response(new Uint8Array([1, 2])))).toBe(true);
    expect(readsInMemory(new Response(new ReadableStream()))).toBe(false);
  });
});

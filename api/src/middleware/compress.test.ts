import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressText, pickEncoding, STREAMED } from './compress';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ name: `Property ${i}`, price: i * 1000 })) };
const app = new Hono()
  .use('*', compressText())
  .get('/big', (c) => c.json(big))
  .get('/small', (c) => c.json({ ok: true }))
  .get('/raw', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/png' }))
  .get('/no-transform', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.json(big);
  });

describe('compressText', () => {
  it('picks br, then gzip, honouring q=0 and wildcards', () => {
    const picks = {
      br: ['gzip, deflate, br, zstd', '*'],
      gzip: ['gzip, deflate', 'br;q=0, gzip', 'gzip;q=0.5, br;q=0.1'],
    };
    for (const [encoding, accepts] of Object.entries(picks))
      for (const accept of accepts) expect(pickEncoding(accept)).toBe(encoding);
    for (const accept of ['identity', undefined]) expect(pickEncoding(accept)).toBeUndefined();
  });

  it('compresses a JSON answer the browser accepts, with a correct length, and it decodes back', async () => {
    for (const [accept, decode] of [
      ['gzip, deflate, br, zstd', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await app.request('/big', { headers: { 'accept-encoding': accept } });
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get('content-encoding')).toBe(accept === 'gzip' ? 'gzip' : 'br');
      expect(res.headers.get('content-length')).toBe(String(bytes.length));
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(bytes).toString())).toEqual(big);
    }
  });

  it('leaves small answers, binary types, no-transform and identity clients alone', async () => {
    const small = await app.request('/small', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const raw = await app.request('/raw', { headers: { 'accept-encoding': 'br' } });
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect((await raw.arrayBuffer()).byteLength).toBe(4096);
    const kept = await app.request('/no-transform', { headers: { 'accept-encoding': 'br' } });
    expect(kept.headers.get('content-encoding')).toBeNull();
    const plain = await app.request('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
  });

  describe('a streamed page', () => {
    const head = '<!doctype html><html><head><title>Downtown Dubai</title></head><body>';
    // Listing cards with varied words, compressing about as a real page does (not a repeated string).
    const WORDS = ['marina', 'view', 'villa', 'tower', 'downtown', 'creek', 'palm', 'hills', 'bay', 'sobha'];
    const word = (n: number) => WORDS[((n * 7919) % 97) % WORDS.length]!;
    const card = (i: number) =>
      `<article class="card-${(i * 31) % 17}"><h3>${word(i)} ${word(i + 3)} ${i}</h3>` +
      `<p>AED ${((i * 104729) % 9000000).toLocaleString('en')}</p><a href="/property/${word(i)}-${i}">View</a></article>`;
    /** The head at once, then the body as React writes it: a burst of 2 KB pieces, later. */
    const pageApp = (bodyReady: Promise<void>) =>
      new Hono().use('*', compressText()).get('/page', (c) => {
        c.set(STREAMED, true as never);
        const encoder = new TextEncoder();
        const body = Array.from({ length: 400 }, (_, i) => card(i)).join('') + '</body></html>';
        const stream = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode(head));
            await bodyReady;
            for (let i = 0; i < body.length; i += 2048)
              controller.enqueue(encoder.encode(body.slice(i, i + 2048)));
            controller.close();
          },
        });
        return c.body(stream, 200, { 'content-type': 'text/html; charset=utf-8' });
      });

    it('sends the head before the body is rendered, and the whole page decodes back', async () => {
      let release!: () => void;
      const res = await pageApp(new Promise<void>((resolve) => (release = resolve))).request('/page', {
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(res.headers.get('content-encoding')).toBe('br');
      const reader = res.body!.getReader();
      const decoder = zlib.createBrotliDecompress();
      const decoded: Buffer[] = [];
      decoder.on('data', (chunk: Buffer) => decoded.push(chunk));
      const first = await reader.read();
      // The decoder works off the main thread: wait for its output (a busy machine takes longer than 20 ms).
      const decodedHead = new Promise((resolve) => decoder.once('data', resolve));
      decoder.write(first.value!);
      await decodedHead;
      await new Promise((resolve) => setTimeout(resolve, 20));
      // Only the head has been produced: it can be read already.
      expect(Buffer.concat(decoded).toString()).toBe(head);
      release();
      for (let part = await reader.read(); !part.done; part = await reader.read()) decoder.write(part.value);
      await new Promise((resolve) => decoder.end(resolve));
      const page = Buffer.concat(decoded).toString();
      expect(page.startsWith(head) && page.endsWith('</body></html>')).toBe(true);
      expect(page).toContain(card(399));
    });

    it('compresses a burst of pieces together rather than flushing after each', async () => {
      const res = await pageApp(Promise.resolve()).request('/page', {
        headers: { 'accept-encoding': 'br' },
      });
      const sent = Buffer.from(await res.arrayBuffer());
      const whole = zlib.brotliDecompressSync(sent).toString();
      const pieces = [head, ...(whole.slice(head.length).match(/[\s\S]{1,2048}/g) ?? [])];
      const flushedEach = zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
      });
      const each: Buffer[] = [];
      flushedEach.on('data', (chunk: Buffer) => each.push(chunk));
      for (const piece of pieces) flushedEach.write(piece);
      await new Promise((resolve) => flushedEach.end(resolve));
      expect(sent.length).toBeLessThan(Buffer.concat(each).length * 0.95);
    });
  });
});

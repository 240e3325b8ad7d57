import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressText, pickEncoding } from './compress';

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
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0.5, br;q=0.1')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
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
});

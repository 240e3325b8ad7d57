import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@manzil/contract';
import { call, formOf, json, loginToken, startTestApp, type TestApp } from '../../test/helpers';
import { pngBytes } from '../../test/images';

let t: TestApp;
let url: string;
let original: Uint8Array;
beforeAll(async () => {
  t = await startTestApp();
  const token = await loginToken(t.app);
  original = await pngBytes(1200, 800);
  const form = formOf(
    {
      house_name: 'Image Home',
      house_type: 'Villa',
      for: 'Buy',
      bedrooms: '3',
      bathrooms: '3',
      location: 'Downtown',
      discription: 'Nice.',
      areaName: 'downtown_dubai',
    },
    { bytes: original },
  );
  const res = await call(t.app, 'POST', '/api/admin/add-property', { form, token });
  url = (await json<{ data: Property }>(res)).data.imageurl;
});
afterAll(async () => t.close());

describe('GET /api/images/:id', () => {
  it('serves the re-encoded image (never the original bytes) with immutable caching and an ETag', async () => {
    const res = await call(t.app, 'GET', url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // A publicly cacheable answer never carries the per-visitor CSRF cookie.
    expect(res.headers.get('set-cookie')).toBeNull();
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes).equals(Buffer.from(original))).toBe(false);
    expect((await sharp(bytes).metadata()).width).toBe(1200);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    const again = await call(t.app, 'GET', url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('?w= serves a resized variant, cached in GridFS', async () => {
    const res = await call(t.app, 'GET', `${url}?w=300`);
    expect(res.status).toBe(200);
    // 300 snaps up to the 320 variant.
    expect((await sharp(new Uint8Array(await res.arrayBuffer())).metadata()).width).toBe(320);
    const etag = res.headers.get('etag');
    const second = await call(t.app, 'GET', `${url}?w=320`);
    expect(second.headers.get('etag')).toBe(etag);
    const files = await t.db.db.collection('images.files').countDocuments({});
    expect(files).toBe(2);
  });

  it('?w= answers AVIF to a browser that lists it: a variant of its own, stored once, varying by Accept', async () => {
    const chrome = { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };
    const avif = await call(t.app, 'GET', `${url}?w=320`, { headers: chrome });
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toBe('Accept');
    const meta = await sharp(new Uint8Array(await avif.arrayBuffer())).metadata();
    expect([meta.format, meta.compression, meta.width]).toEqual(['heif', 'av1', 320]);
    const webp = await call(t.app, 'GET', `${url}?w=320`, { headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toBe('Accept');
    expect(webp.headers.get('etag')).not.toBe(avif.headers.get('etag'));
    const again = await call(t.app, 'GET', `${url}?w=320`, { headers: chrome });
    expect(again.headers.get('etag')).toBe(avif.headers.get('etag'));
    // The original, its WebP variant and its AVIF variant.
    expect(await t.db.db.collection('images.files').countDocuments({})).toBe(3);
  });

  it('404 for an unknown id, 400 for a bad id or width', async () => {
    expect((await call(t.app, 'GET', `/api/images/${'c'.repeat(24)}`)).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/images/not-an-id')).status).toBe(400);
    for (const q of ['?w=abc', '?w=0', '?w=99999', '?w=100&h=3']) {
      const res = await call(t.app, 'GET', `${url}${q}`);
      expect(res.status, q).toBe(400);
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoSrcSet } from '@manzil/contract';
import { createPhotoVariants, type PhotoVariants } from './photo-variants';

let root: string;

/** A noisy photo (it does not compress to nothing), `width` × width·9/16. */
async function photo(width: number): Promise<Buffer> {
  const height = Math.round((width * 9) / 16);
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

function site(variants: PhotoVariants) {
  // What comes after the variants in the real site: the static files (here: a marker answer).
  return new Hono()
    .get('/images/*', variants.middleware)
    .get('*', (c) => c.text(`static ${c.req.path}`, 200));
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-photos-'));
  fs.mkdirSync(path.join(root, 'images', 'slides'), { recursive: true });
  fs.writeFileSync(path.join(root, 'images', 'slides', 'slide-1.jpg'), await photo(1920));
  fs.writeFileSync(path.join(root, 'images', 'broken.jpg'), 'not a jpeg');
  fs.writeFileSync(path.join(root, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(root, 'secret.jpg'), await photo(64));
  for (let i = 0; i < 12; i++) fs.writeFileSync(path.join(root, 'images', `p-${i}.jpg`), await photo(1280));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('photo variants (?w=)', () => {
  it('answers a WebP of the snapped width, revalidated by its ETag', async () => {
    const app = site(createPhotoVariants(root));
    const res = await app.request('/images/slides/slide-1.jpg?w=700');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toMatch(/max-age=604800/);
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(800);
    const original = fs.statSync(path.join(root, 'images', 'slides', 'slide-1.jpg')).size;
    expect(bytes.length).toBeLessThan(original / 2);

    const again = await app.request('/images/slides/slide-1.jpg?w=800', {
      headers: { 'If-None-Match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('answers AVIF to a browser that lists it, WebP to one that does not: each its own ETag, varying by Accept', async () => {
    const app = site(createPhotoVariants(root));
    const answer = async (accept: string) => {
      const res = await app.request('/images/slides/slide-1.jpg?w=800', { headers: { accept } });
      const bytes = Buffer.from(await res.arrayBuffer());
      return { res, bytes, meta: await sharp(bytes).metadata() };
    };
    const chrome = await answer('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8');
    const older = await answer('image/webp,*/*');
    const refused = await answer('image/avif;q=0, image/webp');
    expect(chrome.res.headers.get('content-type')).toBe('image/avif');
    expect(chrome.meta.format).toBe('heif');
    expect(chrome.meta.compression).toBe('av1');
    expect(chrome.meta.width).toBe(800);
    for (const { res, meta } of [older, refused]) {
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(meta.format).toBe('webp');
    }
    for (const { res } of [chrome, older]) expect(res.headers.get('vary')).toBe('Accept');
    expect(chrome.res.headers.get('etag')).not.toBe(older.res.headers.get('etag'));
    // The same photo, smaller: what the format is for.
    expect(chrome.bytes.length).toBeLessThan(older.bytes.length);
    // A browser revalidates the answer it holds: the AVIF ETag is not the WebP one.
    const revalidate = (accept: string, etag: string) =>
      app.request('/images/slides/slide-1.jpg?w=800', { headers: { accept, 'If-None-Match': etag } });
    expect((await revalidate('image/avif,*/*', chrome.res.headers.get('etag')!)).status).toBe(304);
    expect((await revalidate('image/webp,*/*', chrome.res.headers.get('etag')!)).status).toBe(200);
  });

  it('every width of a srcset the pages write is served at that width', async () => {
    const app = site(createPhotoVariants(root));
    const candidates = photoSrcSet('/images/slides/slide-1.jpg')!.split(', ');
    expect(candidates).toHaveLength(4);
    for (const candidate of candidates) {
      const [url, descriptor] = candidate.split(' ');
      const res = await app.request(url!);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(`${meta.width}w`).toBe(descriptor);
    }
  });

  it('a width at or above the original (1280 px) is one variant: same bytes, same ETag, kept once', async () => {
    const variants = createPhotoVariants(root);
    const app = site(variants);
    const browser = { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };
    const answers = [];
    for (const w of [1280, 1281, 1600, 1920, 2560, 4096]) {
      const res = await app.request(`/images/p-5.jpg?w=${w}`, { headers: browser });
      expect(res.status).toBe(200);
      answers.push({ etag: res.headers.get('etag'), bytes: Buffer.from(await res.arrayBuffer()) });
    }
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    expect(new Set(answers.map((a) => a.bytes.toString('base64'))).size).toBe(1);
    expect((await sharp(answers[0]!.bytes).metadata()).width).toBe(1280);
    expect(variants.held().entries).toBe(1);
    // Narrower widths are variants of their own.
    await app.request('/images/p-5.jpg?w=1024', { headers: browser });
    expect(variants.held().entries).toBe(2);
  });

  it('leaves everything that is not a width of a photo of the site to the static files', async () => {
    const app = site(createPhotoVariants(root));
    for (const url of [
      '/images/slides/slide-1.jpg',
      '/images/logo.svg?w=100',
      '/images/missing.jpg?w=100',
      '/images/broken.jpg?w=100',
      '/images/%2e%2e/secret.jpg?w=100',
      '/images/..%2fsecret.jpg?w=100',
      '/images/%E0%A4%A.jpg?w=100',
    ]) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toMatch(/^static /);
    }
  });

  it('refuses a width that is not one', async () => {
    const app = site(createPhotoVariants(root));
    for (const w of ['0', '-5', 'abc', '99999', '1e3', ''])
      expect((await app.request(`/images/slides/slide-1.jpg?w=${w}`)).status, w).toBe(400);
    expect((await app.request('/images/slides/slide-1.jpg?w=100&x=1')).status).toBe(400);
  });

  it('holds no more variants, and no more bytes, than its bounds', async () => {
    const variants = createPhotoVariants(root, { maxEntries: 5, maxBytes: 60_000 });
    const app = site(variants);
    let largest = 0;
    for (let i = 0; i < 12; i++)
      for (const w of [160, 320, 480]) {
        const res = await app.request(`/images/p-${i}.jpg?w=${w}`);
        expect(res.status).toBe(200);
        largest = Math.max(largest, (await res.arrayBuffer()).byteLength);
        const held = variants.held();
        expect(held.entries).toBeLessThanOrEqual(5);
        expect(held.bytes).toBeLessThanOrEqual(60_000);
      }
    // The bound was really reached (the test would prove nothing with tiny variants).
    expect(variants.held().bytes + largest).toBeGreaterThan(60_000 / 2);
  });

  it('makes one variant for many simultaneous requests', async () => {
    const variants = createPhotoVariants(root);
    const app = site(variants);
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.request('/images/p-3.jpg?w=640')));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(variants.held().entries).toBe(1);
  });
});

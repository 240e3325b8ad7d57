/**
 * Share-image attacks: one image under many spellings, unknown paths, floods of distinct images.
 * sharp is wrapped (not replaced) to count renders and how many run at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers';
import { pngBytes } from '../../../test/images';
import { storeUploadedImage } from '../../db/images';
import { canonicalSource, createOgImages } from './og-image';

const probe = vi.hoisted(() => ({ renders: 0, active: 0, maxActive: 0 }));

vi.mock('sharp', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: typeof import('sharp') }).default;
  const counted = (...args: Parameters<typeof real>) => {
    const instance = real(...args);
    const toBuffer = instance.toBuffer.bind(instance) as (...a: unknown[]) => Promise<unknown>;
    instance.toBuffer = ((...a: unknown[]) => {
      probe.renders++;
      probe.active++;
      probe.maxActive = Math.max(probe.maxActive, probe.active);
      return toBuffer(...a).finally(() => probe.active--);
    }) as typeof instance.toBuffer;
    return instance;
  };
  return { default: Object.assign(counted, real) };
});

let t: TestApp;
let uploadId: string;
/** Every raster image of the shell's public folder, as site paths. */
let siteImages: string[];

beforeAll(async () => {
  t = await startTestApp();
  const url = await storeUploadedImage(
    t.db.db,
    new File([await pngBytes(800, 500)], 'x.png', { type: 'image/png' }),
  );
  uploadId = url.split('/').pop()!;
  const root = path.join(t.config.appsRoot, 'shell', 'public');
  siteImages = (fs.readdirSync(path.join(root, 'images'), { recursive: true }) as string[])
    .filter((f) => /\.jpe?g$/.test(f))
    .map((f) => `/images/${f.split(path.sep).join('/')}`)
    .sort();
});
afterAll(async () => t.close());
beforeEach(() => {
  probe.renders = 0;
  probe.maxActive = 0;
});

const og = (src: string) => call(t.app, 'GET', `/api/og-image?src=${encodeURIComponent(src)}`);

describe('share images (/api/og-image)', () => {
  it('renders the same image spelled 20 ways once, and answers all 20 with the same bytes', async () => {
    const spellings = [
      '/images/hero/home.jpg',
      '/images/./hero/home.jpg',
      '/./images/hero/home.jpg',
      '/images/hero/./home.jpg',
      '/images/./././hero/home.jpg',
      '//images/hero/home.jpg',
      '/images//hero/home.jpg',
      '/images/hero//home.jpg',
      '/images/x/../hero/home.jpg',
      '/images/hero/../hero/home.jpg',
      '/images/%2e/hero/home.jpg',
      '/images/%2E/hero/%2e/home.jpg',
      '/images/%252e/hero/home.jpg',
      '/images/hero/%68ome.jpg',
      '/%69mages/hero/home.jp%67',
      '/images%2Fhero%2Fhome.jpg',
      '/images\\hero\\home.jpg',
      '/images/hero/home.jpg?v=1',
      '/images/hero/home.jpg#share',
      '/images/hero/home.jpg?',
    ];
    expect(new Set(spellings).size).toBe(20);
    const answers = await Promise.all(spellings.map(og));
    expect(answers.map((r) => r.status)).toEqual(spellings.map(() => 200));
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(1);
    expect(answers[0]!.headers.get('content-type')).toBe('image/jpeg');
    expect(probe.renders).toBe(1);
    // An upload under other spellings: upper-case id, a query, dot segments.
    for (const src of [
      `/api/images/${uploadId}`,
      `/api/images/${uploadId.toUpperCase()}`,
      `/api/images/${uploadId}?w=640`,
      `/api/./images/x/../${uploadId}`,
    ]) {
      expect((await og(src)).status).toBe(200);
    }
    expect(probe.renders).toBe(2);
  });

  it('answers 404 to unknown or unsafe paths without running sharp', async () => {
    const unknown = [
      '',
      'images/hero/home.jpg',
      '/images/hero/nope.jpg',
      '/images/../../package.json',
      '/images/%2e%2e/%2e%2e/api/package.json',
      '/images/hero/home.jpg%00.png',
      '/etc/passwd',
      '/api/images/000000000000000000000000',
      '/api/images/zzz',
      'https://evil.example/x.jpg',
      '//evil.example/x.jpg',
      '/\\evil.example/x.jpg',
      '/images/developers/emaar.svg',
      '/images/.hidden.jpg',
      '/index.html',
      `/images/${'a/'.repeat(400)}x.jpg`,
    ];
    for (const src of unknown) {
      const res = await og(src);
      expect(res.status, src).toBe(404);
      expect(await res.json()).toEqual({ msg: 'Unknown image' });
    }
    expect(probe.renders).toBe(0);
  });

  it('runs at most 2 renders at once and refuses past its queue with 503 and Retry-After', async () => {
    const srcs = siteImages.slice(0, 30);
    expect(srcs).toHaveLength(30);
    const answers = await Promise.all(srcs.map(og));
    const statuses = answers.map((r) => r.status);
    const refused = answers.filter((r) => r.status === 503);
    expect(statuses.filter((s) => s === 200).length + refused.length).toBe(30);
    expect(refused.length).toBeGreaterThanOrEqual(30 - 2 - 16);
    expect(refused[0]!.headers.get('retry-after')).toBe('1');
    expect(probe.maxActive).toBeLessThanOrEqual(2);
    expect(probe.renders).toBe(30 - refused.length);
  });
});

describe('the share-image cache', () => {
  it('stays within its entry bound under a flood of distinct images', async () => {
    const images = createOgImages({ db: t.db.db, appsRoot: t.config.appsRoot, maxEntries: 5 });
    for (const src of siteImages.slice(0, 12)) expect((await images.get(src)).status).toBe(200);
    expect(images.stats()).toMatchObject({ renders: 12, entries: 5 });
    // The newest stay; the oldest were dropped and would render again.
    expect((await images.get(siteImages[11]!)).status).toBe(200);
    expect(images.stats().renders).toBe(12);
  });

  it('stays within its byte bound', async () => {
    const maxBytes = 200_000;
    const images = createOgImages({ db: t.db.db, appsRoot: t.config.appsRoot, maxBytes });
    for (const src of siteImages.slice(0, 12)) {
      expect((await images.get(src)).status).toBe(200);
      expect(images.stats().bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(images.stats().entries).toBeGreaterThan(0);
    expect(images.stats().entries).toBeLessThan(12);
  });

  it('keeps its queue bounded: concurrency 1, queue 2 → 3 renders, the rest refused', async () => {
    const images = createOgImages({ db: t.db.db, appsRoot: t.config.appsRoot, concurrency: 1, queue: 2 });
    const results = await Promise.all(siteImages.slice(0, 10).map((src) => images.get(src)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 503)).toHaveLength(7);
    expect(probe.maxActive).toBe(1);
  });
});

describe('canonicalSource', () => {
  it('gives one spelling or nothing', () => {
    expect(canonicalSource('/images/a/../b.jpg')).toBe('/images/b.jpg');
    expect(canonicalSource('/images/b.JPG')).toBeUndefined();
    expect(canonicalSource('/placeholder-property.jpg')).toBe('/placeholder-property.jpg');
    expect(canonicalSource('/images/%25252e%25252e/b.jpg')).toBeUndefined();
    expect(canonicalSource('/images/%E0%A4%A.jpg')).toBeUndefined();
  });
});

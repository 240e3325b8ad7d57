/**
 * Variants are made once: concurrent first requests for one width, in one app and across two app
 * instances on one database (as workers of a cluster), store exactly one file; a claim held by another
 * process is waited for, and taken over once its maker is presumed dead.
 */
import { ObjectId } from 'mongodb';
import sharp from 'sharp';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../test/helpers';
import { pngBytes } from '../../test/images';
import { createApp } from '../app';
import { readImage, storeUploadedImage } from './images';
import { createVariantMaker, VARIANT_CLAIMS } from './image-variants';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

async function upload(): Promise<{ url: string; id: ObjectId }> {
  const url = await storeUploadedImage(
    t.db.db,
    new File([await pngBytes(1200, 800)], 'x.png', { type: 'image/png' }),
  );
  return { url, id: new ObjectId(url.split('/').pop()) };
}

const storedVariants = (id: ObjectId, width: number) =>
  t.db.db.collection('images.files').countDocuments({ 'metadata.variantOf': id, 'metadata.width': width });

async function tenAtOnce(apps: Hono[], url: string) {
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => call(apps[i % apps.length]!, 'GET', `${url}?w=640`)),
  );
  const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
  return { statuses: answers.map((r) => r.status), bodies, etags: answers.map((r) => r.headers.get('etag')) };
}

describe('image variants are made once', () => {
  it('ten concurrent first requests for one width store exactly one variant, all 200 and identical', async () => {
    const { url, id } = await upload();
    const { statuses, bodies, etags } = await tenAtOnce([t.app], url);
    expect(statuses).toEqual(Array(10).fill(200));
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(1);
    expect(new Set(etags).size).toBe(1);
    expect((await sharp(bodies[0]!).metadata()).width).toBe(640);
    expect(await storedVariants(id, 640)).toBe(1);
    expect(await t.db.db.collection(VARIANT_CLAIMS).countDocuments()).toBe(0);
  });

  it('AVIF and WebP browsers asking at once store one variant of each, each answered in its format', async () => {
    const { url, id } = await upload();
    const accepts = ['image/avif,image/webp,*/*', 'image/webp,*/*'];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(t.app, 'GET', `${url}?w=640`, { headers: { accept: accepts[i % 2]! } }),
      ),
    );
    expect(answers.map((r) => r.headers.get('content-type'))).toEqual(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? 'image/webp' : 'image/avif')),
    );
    expect(new Set(answers.map((r) => r.headers.get('etag'))).size).toBe(2);
    expect(await storedVariants(id, 640)).toBe(2);
    expect(await t.db.db.collection(VARIANT_CLAIMS).countDocuments()).toBe(0);
  });

  it('a width at or above the original (1200 px) answers the original itself and stores nothing', async () => {
    const { url, id } = await upload();
    const original = await call(t.app, 'GET', url);
    const bytes = Buffer.from(await original.arrayBuffer());
    for (const w of [1280, 1600, 2560, 4096]) {
      const res = await call(t.app, 'GET', `${url}?w=${w}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBe(original.headers.get('etag'));
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect(await t.db.db.collection('images.files').countDocuments({ 'metadata.variantOf': id })).toBe(0);
  });

  it('the same across two app instances on one database', async () => {
    const apps = [createApp({ config: t.config, db: t.db }), createApp({ config: t.config, db: t.db })];
    const { url, id } = await upload();
    const { statuses, bodies } = await tenAtOnce(apps, url);
    expect(statuses).toEqual(Array(10).fill(200));
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(1);
    expect(await storedVariants(id, 640)).toBe(1);
    expect(await t.db.db.collection(VARIANT_CLAIMS).countDocuments()).toBe(0);
  });

  it("waits for another process's claim, then serves its own resize without storing it", async () => {
    const { id } = await upload();
    const original = (await readImage(t.db.db, id))!;
    const claims = t.db.db.collection<{ _id: string; owner: string; at: Date }>(VARIANT_CLAIMS);
    await claims.insertOne({ _id: `${id.toHexString()}:320`, owner: 'elsewhere', at: new Date() });
    const started = Date.now();
    const image = await createVariantMaker(t.db.db, { waitMs: 300, pollMs: 20 }).read(original, 320);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect((await sharp(image.data).metadata()).width).toBe(320);
    expect(image.id).toBeUndefined();
    expect(await storedVariants(id, 320)).toBe(0);
    expect(await claims.countDocuments({ owner: 'elsewhere' })).toBe(1);
  });

  it('takes over the claim of a maker that died, and stores the variant once', async () => {
    const { id } = await upload();
    const original = (await readImage(t.db.db, id))!;
    const claims = t.db.db.collection<{ _id: string; owner: string; at: Date }>(VARIANT_CLAIMS);
    await claims.insertOne({
      _id: `${id.toHexString()}:480`,
      owner: 'dead',
      at: new Date(Date.now() - 60_000),
    });
    const image = await createVariantMaker(t.db.db, { waitMs: 5_000 }).read(original, 480);
    expect(image.id).toBeDefined();
    expect(await storedVariants(id, 480)).toBe(1);
    expect(await claims.countDocuments({ _id: `${id.toHexString()}:480` })).toBe(0);
  });
});

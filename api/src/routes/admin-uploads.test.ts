import { describe, expect, it } from 'vitest';
import type { AreaUploadResponse, UploadedImageResponse } from '@manzil/contract';
import { MAX_BROCHURE_BYTES } from '@manzil/contract';
import { looksLikePdf } from '../lib/pdf';
import { call, formOf, json, loginToken, useTestApp } from '../../test/helpers';
import { fakePngBytes, jpegBytes, pngBytes } from '../../test/images';

const t = useTestApp();
const msgOf = async (res: Response) => (await json<{ msg: string }>(res)).msg;
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

describe('looksLikePdf', () => {
  it('reads the header and the end marker, not the name', () => {
    expect(looksLikePdf(PDF)).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode('%PDF-1.4 but cut short, no end marker'))).toBe(false);
    expect(looksLikePdf(new TextEncoder().encode('<html>%PDF-1.4 %%EOF</html>'))).toBe(false);
    expect(looksLikePdf(new Uint8Array(0))).toBe(false);
  });
});

describe('POST /api/admin/area-media/brochure', () => {
  it('stores a brochure PDF and serves it inline, framable by the site only', async () => {
    const token = await loginToken(t.app);
    const res = await call(t.app, 'POST', '/api/admin/area-media/brochure', {
      form: formOf({}, { field: 'file', bytes: PDF, name: 'brochure.pdf', type: 'application/pdf' }),
      token,
    });
    expect(res.status).toBe(201);
    const { url } = await json<AreaUploadResponse>(res);
    expect(url).toMatch(/^\/api\/documents\/[0-9a-f]{24}$/);
    const doc = await call(t.app, 'GET', url);
    expect(doc.headers.get('content-type')).toBe('application/pdf');
    expect(doc.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(new Uint8Array(await doc.arrayBuffer())).toEqual(PDF);
    expect((await call(t.app, 'GET', '/api/documents/0123456789abcdef01234567')).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/documents/..%2Fimages')).status).toBe(400);
  });

  it('refuses a file that is no PDF whatever it is called, an oversized one, and a call without a session', async () => {
    const token = await loginToken(t.app);
    const jpeg = await call(t.app, 'POST', '/api/admin/area-media/brochure', {
      form: formOf({}, { field: 'file', bytes: await jpegBytes(), name: 'x.pdf', type: 'application/pdf' }),
      token,
    });
    expect(jpeg.status).toBe(400);
    expect(await msgOf(jpeg)).toBe('brochure: must be a PDF document');
    const big = new Uint8Array(MAX_BROCHURE_BYTES + 1);
    big.set(PDF);
    const tooBig = await call(t.app, 'POST', '/api/admin/area-media/brochure', {
      form: formOf({}, { field: 'file', bytes: big, name: 'big.pdf', type: 'application/pdf' }),
      token,
    });
    expect(tooBig.status).toBe(413);
    const anonymous = await call(t.app, 'POST', '/api/admin/area-media/brochure', {
      form: formOf({}, { field: 'file', bytes: PDF }),
    });
    expect(anonymous.status).toBe(401);
  });
});

// One route for every editor's images: a listing's photos, an area's gallery and floor plans.
describe('POST /api/admin/images', () => {
  it('stores a re-encoded WebP under a name of its own, whatever the client called it', async () => {
    const token = await loginToken(t.app);
    const form = formOf({}, { bytes: await jpegBytes(), name: '../../etc/<script>.png', type: 'text/html' });
    const res = await call(t.app, 'POST', '/api/admin/images', { form, token });
    expect(res.status).toBe(201);
    const { data } = await json<UploadedImageResponse>(res);
    expect(data.url).toMatch(/^\/api\/images\/[0-9a-f]{24}$/);
    expect(data.width).toBeGreaterThan(0);
    const img = await call(t.app, 'GET', data.url);
    expect(img.headers.get('content-type')).toBe('image/webp');
    const [file] = await t.db.db.collection('images.files').find({}).sort({ _id: -1 }).limit(1).toArray();
    expect(file!.filename).toMatch(/^[0-9a-f]{24}\.webp$/);
  });

  it('refuses a visitor, a missing file, a file that is not an image, two files and extra fields', async () => {
    const png = await pngBytes();
    expect(
      (await call(t.app, 'POST', '/api/admin/images', { form: formOf({}, { bytes: png }) })).status,
    ).toBe(401);
    const token = await loginToken(t.app);
    const twice = formOf({}, { bytes: png });
    twice.append('file', new Blob([png], { type: 'image/png' }), 'b.png');
    for (const form of [
      formOf({}),
      formOf({}, { bytes: fakePngBytes() }),
      formOf({}, { bytes: new TextEncoder().encode('<svg onload="alert(1)"/>'), name: 'a.svg' }),
      twice,
      formOf({ photos: '/x' }, { bytes: png }),
      formOf({ url: 'javascript:alert(1)' }, { bytes: png }),
      formOf({}, { bytes: PDF, name: 'a.png' }),
    ]) {
      const res = await call(t.app, 'POST', '/api/admin/images', { form, token });
      expect(res.status).toBe(400);
    }
  });
});

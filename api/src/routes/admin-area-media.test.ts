import { describe, expect, it } from 'vitest';
import type { AreaUploadResponse } from '@manzil/contract';
import { MAX_BROCHURE_BYTES } from '@manzil/contract';
import { looksLikePdf } from '../lib/pdf';
import { call, formOf, json, loginToken, useTestApp } from '../../test/helpers';
import { jpegBytes, pngBytes } from '../../test/images';

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

describe('POST /api/admin/area-media/*', () => {
  it('stores a gallery image re-encoded as WebP and answers its site path', async () => {
    const token = await loginToken(t.app);
    const res = await call(t.app, 'POST', '/api/admin/area-media/image', {
      form: formOf({}, { bytes: await pngBytes(), name: 'a.png' }),
      token,
    });
    expect(res.status).toBe(201);
    const { url } = await json<AreaUploadResponse>(res);
    expect(url).toMatch(/^\/api\/images\/[0-9a-f]{24}$/);
    expect((await call(t.app, 'GET', url)).headers.get('content-type')).toBe('image/webp');
  });

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
    const pdfAsImage = await call(t.app, 'POST', '/api/admin/area-media/image', {
      form: formOf({}, { bytes: PDF, name: 'a.png' }),
      token,
    });
    expect(pdfAsImage.status).toBe(400);
    const extra = await call(t.app, 'POST', '/api/admin/area-media/image', {
      form: formOf({ url: 'javascript:alert(1)' }, { bytes: await pngBytes() }),
      token,
    });
    expect(extra.status).toBe(400);
    const anonymous = await call(t.app, 'POST', '/api/admin/area-media/brochure', {
      form: formOf({}, { field: 'file', bytes: PDF }),
    });
    expect(anonymous.status).toBe(401);
  });
});

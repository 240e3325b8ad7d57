import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PERMIT_CHECK_URL, permitCheckUrl } from '../config';
import { call, useTestApp } from '../../test/helpers';

const t = useTestApp({ env: { PERMIT_CHECK_URL: 'https://permits.example.ae/check?permit={permit}' } });

/** What a phone's camera reads from the SVG: rasterised, then decoded by a QR reader. */
async function decode(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(400, 400)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('GET /api/properties/{slug}/permit-qr.svg', () => {
  it("is an SVG QR code of the permit's check link, cached for a year when the page names the permit", async () => {
    const res = await call(t.app, 'GET', '/api/properties/boulevard-point/permit-qr.svg?permit=7154302981');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg /);
    expect(await decode(svg)).toBe('https://permits.example.ae/check?permit=7154302981');
  });

  it('without the permit in its URL it is kept briefly (staff may change the permit)', async () => {
    const res = await call(t.app, 'GET', '/api/properties/boulevard-point/permit-qr.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('404 for a permit the listing no longer has, a listing without one, and an unknown listing', async () => {
    for (const url of [
      '/api/properties/boulevard-point/permit-qr.svg?permit=1111111111',
      '/api/properties/opera-grand/permit-qr.svg',
      '/api/properties/no-such-home/permit-qr.svg',
    ]) {
      const res = await call(t.app, 'GET', url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/json/);
    }
  });
});

describe('PERMIT_CHECK_URL', () => {
  it("defaults to the Dubai Land Department's Trakheesi check and refuses a link without {permit} or https", () => {
    expect(permitCheckUrl(undefined)).toBe(DEFAULT_PERMIT_CHECK_URL);
    expect(DEFAULT_PERMIT_CHECK_URL).toMatch(/^https:\/\/trakheesi\.dubailand\.gov\.ae\/.*\{permit\}/);
    expect(() => permitCheckUrl('https://example.ae/check')).toThrow(/\{permit\}/);
    expect(() => permitCheckUrl('http://example.ae/check?p={permit}')).toThrow(/https/);
  });
});

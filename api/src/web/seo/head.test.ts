import { describe, expect, it } from 'vitest';
import { injectHead } from './head';
import { page } from './pageMeta';

const TEMPLATE = `<!doctype html><html><head><title>x</title><meta name="description" content="x" />
    <link rel="preload" as="font" type="font/woff2" crossorigin href="/static/font/noto-sans-arabic-arabic-400-normal.0123abcd.woff2" data-locale="ar">
    <link rel="stylesheet" href="/static/css/index.css">
</head><body></body></html>`;

describe('injectHead', () => {
  it("keeps the template's Arabic-only tags (the font's preloads) on Arabic pages alone", () => {
    const english = injectHead(TEMPLATE, page({ title: 'T', description: 'D', path: '/' }), 'https://x');
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).not.toContain('noto-sans-arabic');
    expect(english).toContain('/static/css/index.css');
    const arabic = injectHead(
      TEMPLATE,
      page({ title: 'T', description: 'D', path: '/ar', locale: 'ar' }),
      'https://x',
    );
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('noto-sans-arabic-arabic-400-normal.0123abcd.woff2" data-locale="ar">');
  });
});

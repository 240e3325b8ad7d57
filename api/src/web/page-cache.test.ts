import { describe, expect, it } from 'vitest';
import { clientHas, createPageCache, etagFor, pageEtag, pageUrl, type CachedPage } from './page-cache';

const page = (bytes: number, etag = 'e'): CachedPage => ({
  status: 200,
  etag,
  identity: new Uint8Array(bytes).fill(60),
});

describe('page cache bounds', () => {
  it('never holds more entries than its bound', () => {
    const cache = createPageCache({
      maxEntries: 10,
      maxBytes: 1 << 20,
      maxEntryBytes: 1 << 16,
      ttlMs: 60_000,
    });
    for (let i = 0; i < 1000; i++) cache.set(`k${i}`, page(100));
    expect(cache.size).toBe(10);
    expect(cache.get('k999')).toBeDefined();
    expect(cache.get('k0')).toBeUndefined();
  });

  it('never holds more bytes than its bound, keys and compressed forms counted', async () => {
    const limits = { maxEntries: 1000, maxBytes: 100_000, maxEntryBytes: 30_000, ttlMs: 60_000 };
    const cache = createPageCache(limits);
    for (let i = 0; i < 200; i++) {
      const key = `k${i}-${'x'.repeat(i)}`;
      const p = page(5_000 + i * 100);
      cache.set(key, p);
      await cache.bytes(key, p, 'br');
      await cache.bytes(key, p, 'gzip');
      expect(cache.bytesHeld).toBeLessThanOrEqual(limits.maxBytes);
    }
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThan(20);
  });

  it('refuses a page larger than an entry may be', () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1 << 20, maxEntryBytes: 1000, ttlMs: 60_000 });
    expect(cache.set('big', page(1001))).toBe(false);
    expect(cache.set('small', page(1000))).toBe(true);
    expect(cache.size).toBe(1);
  });

  it('forgets a page after its time bound', async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1 << 20, maxEntryBytes: 1000, ttlMs: 20 });
    cache.set('k', page(10));
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.get('k')).toBeUndefined();
  });

  it('compresses a form once however many ask at the same time', async () => {
    const cache = createPageCache({
      maxEntries: 10,
      maxBytes: 1 << 20,
      maxEntryBytes: 1 << 16,
      ttlMs: 60_000,
    });
    const p = page(20_000);
    cache.set('k', p);
    const forms = await Promise.all(Array.from({ length: 20 }, () => cache.bytes('k', p, 'br')));
    expect(new Set(forms).size).toBe(1);
    expect(p.br).toBe(forms[0]);
  });
});

describe('pageUrl', () => {
  it('drops every parameter of a page that reads none', () => {
    expect(pageUrl('/dubai', new URLSearchParams('utm_source=x&a=1'))).toEqual({
      url: '/dubai',
      cacheable: true,
    });
  });
  it('keeps the search criteria of the home page, first values, in one order', () => {
    expect(pageUrl('/', new URLSearchParams('beds=2&fbclid=z&purpose=Rent&purpose=Buy'))).toEqual({
      url: '/?purpose=Rent&beds=2',
      cacheable: true,
    });
    expect(pageUrl('/', new URLSearchParams('purpose=Buy&price=Under+AED+500K')).cacheable).toBe(true);
  });
  it('keeps the filters, sort and page of a search in their canonical form', () => {
    expect(
      pageUrl(
        '/',
        new URLSearchParams('page=2&sort=newest&maxPrice=1%2C500%2C000&status=available&purpose=Buy'),
      ),
    ).toEqual({ url: '/?purpose=Buy&maxPrice=1500000&sort=newest&page=2', cacheable: true });
    // Not a search (no purpose): the plain home page.
    expect(pageUrl('/', new URLSearchParams('sort=newest&page=2'))).toEqual({ url: '/', cacheable: true });
    for (const junk of ['sort=%24natural', 'page=0', 'minBeds=-1', `q=${'x'.repeat(81)}`])
      expect(pageUrl('/', new URLSearchParams(`purpose=Buy&${junk}`)).cacheable).toBe(false);
    // Keywords are kept lower-cased; another spelling is sent there.
    expect(pageUrl('/', new URLSearchParams('purpose=Buy&q=pool'))).toEqual({
      url: '/?purpose=Buy&q=pool',
      cacheable: true,
    });
    expect(pageUrl('/', new URLSearchParams('purpose=Buy&q=Pool')).redirect).toBe('/?purpose=Buy&q=pool');
  });

  it('keys an Arabic page apart from its English one, with the same query rules', () => {
    expect(pageUrl('/ar/dubai', new URLSearchParams('utm_source=x'))).toEqual({
      url: '/ar/dubai',
      cacheable: true,
    });
    expect(pageUrl('/ar', new URLSearchParams('beds=2&fbclid=z&purpose=Rent')).url).toBe(
      pageUrl('/', new URLSearchParams('beds=2&fbclid=z&purpose=Rent')).url.replace(/^\//, '/ar'),
    );
    expect(pageUrl('/ar', new URLSearchParams('purpose=Buy&q=Pool')).redirect).toBe('/ar?purpose=Buy&q=pool');
  });
  it('does not keep values the page does not offer', () => {
    expect(pageUrl('/', new URLSearchParams('purpose=Sell')).cacheable).toBe(false);
    expect(pageUrl('/', new URLSearchParams(`purpose=Buy&location=${'x'.repeat(121)}`)).cacheable).toBe(
      false,
    );
    expect(pageUrl('/', new URLSearchParams('purpose=Rent&price=Under+AED+500K')).cacheable).toBe(false);
  });
  it('keeps the listing a contact page is about, as one upper-cased Reference ID or a slug, and nothing else', () => {
    expect(pageUrl('/contact', new URLSearchParams('property=65a1b2c3&utm_source=x'))).toEqual({
      url: '/contact?property=65A1B2C3',
      cacheable: true,
    });
    expect(pageUrl('/contact', new URLSearchParams('property=marina-gate-2br'))).toEqual({
      url: '/contact?property=marina-gate-2br',
      cacheable: true,
    });
    for (const junk of ['property=65a1b2c%20x', 'property=a%2Fb', 'property=', 'a=1']) {
      expect(pageUrl('/contact', new URLSearchParams(junk))).toEqual({ url: '/contact', cacheable: true });
    }
  });
  it('does not keep an oversized path', () => {
    expect(pageUrl(`/${'a'.repeat(400)}`, new URLSearchParams()).cacheable).toBe(false);
  });
});

describe('validators', () => {
  it('differ by status and by form', () => {
    expect(pageEtag('k', 200)).not.toBe(pageEtag('k', 404));
    const e = pageEtag('k', 200);
    expect(new Set([etagFor(e, undefined), etagFor(e, 'br'), etagFor(e, 'gzip')]).size).toBe(3);
  });
  it('If-None-Match: weak comparison, lists, *, and a bound', () => {
    expect(clientHas('"a", W/"b"', '"b"')).toBe(true);
    expect(clientHas('*', '"b"')).toBe(true);
    expect(clientHas('"a"', '"b"')).toBe(false);
    expect(clientHas(undefined, '"b"')).toBe(false);
    expect(clientHas([...Array.from({ length: 60 }, (_, i) => `"${i}"`), '"b"'].join(','), '"b"')).toBe(
      false,
    );
  });
});

/**
 * What crawlers and share previews read, fetched with a plain HTTP client (no JavaScript runs):
 * titles, descriptions, canonical URLs, share images, JSON-LD, sitemap and robots.
 */
import { test, expect } from '../support/fixtures';
import type { APIRequestContext } from '@playwright/test';
import { BASE_URL } from '../support/env';

interface Head {
  status: number;
  title: string;
  description: string;
  canonical: string;
  ogImage: string;
  ogTitle: string;
  twitterCard: string;
  jsonLd: Record<string, unknown>[];
}

const attr = (html: string, pattern: RegExp): string => pattern.exec(html)?.[1] ?? '';
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function head(request: APIRequestContext, path: string): Promise<Head> {
  const res = await request.get(path);
  const html = await res.text();
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return {
    status: res.status(),
    title: decode(attr(html, /<title>([^<]*)<\/title>/)),
    description: decode(attr(html, /<meta name="description" content="([^"]*)"/)),
    canonical: attr(html, /<link rel="canonical" href="([^"]*)"/),
    ogImage: decode(attr(html, /<meta property="og:image" content="([^"]*)"/)),
    ogTitle: decode(attr(html, /<meta property="og:title" content="([^"]*)"/)),
    twitterCard: attr(html, /<meta name="twitter:card" content="([^"]*)"/),
    jsonLd,
  };
}

const ofType = (h: Head, type: string) => h.jsonLd.find((ld) => ld['@type'] === type);

async function expectShareImage(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/jpeg');
  const body = await res.body();
  // JPEG SOF0/SOF2 frame header: height then width.
  const sof = body.findIndex((b, i) => b === 0xff && (body[i + 1] === 0xc0 || body[i + 1] === 0xc2));
  expect(body.readUInt16BE(sof + 5)).toBe(630);
  expect(body.readUInt16BE(sof + 7)).toBe(1200);
}

test('home: title, description, share tags and the agency as RealEstateAgent', async ({ request }) => {
  const h = await head(request, '/');
  expect(h.status).toBe(200);
  expect(h.title).toContain('Real homes live here');
  expect(h.description.length).toBeGreaterThan(50);
  expect(h.canonical).toBe(`${BASE_URL}/`);
  expect(h.twitterCard).toBe('summary_large_image');
  const agent = ofType(h, 'RealEstateAgent');
  expect(agent?.name).toBe('Manzil Prop Real Estate');
  expect(String(agent?.telephone)).toMatch(/^\+\d{9,15}$/);
  expect(String(agent?.email)).toContain('@');
  await expectShareImage(request, h.ogImage);
});

test('contact page carries the agency too', async ({ request }) => {
  const h = await head(request, '/contact');
  expect(h.title).toContain('Contact Us');
  expect(ofType(h, 'RealEstateAgent')).toBeTruthy();
});

test('a city page: its own title, image and breadcrumbs', async ({ request }) => {
  const h = await head(request, '/dubai');
  expect(h.status).toBe(200);
  expect(h.title).toContain('Dubai');
  expect(h.canonical).toBe(`${BASE_URL}/dubai`);
  const crumbs = ofType(h, 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
  expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Home', 'Dubai']);
  await expectShareImage(request, h.ogImage);
});

test('an area page: Place with coordinates and three breadcrumbs', async ({ request }) => {
  const h = await head(request, '/dubai/downtown-dubai');
  expect(h.title).toContain('Downtown Dubai');
  const place = ofType(h, 'Place') as { name: string; geo: { latitude: number; longitude: number } };
  expect(place.name).toBe('Downtown Dubai');
  expect(place.geo.latitude).toBeGreaterThan(24);
  expect(place.geo.longitude).toBeGreaterThan(54);
  const crumbs = ofType(h, 'BreadcrumbList') as { itemListElement: { name: string }[] };
  expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Home', 'Dubai', 'Downtown Dubai']);
  expect(h.ogImage).toContain('og-image');
});

test('the Sobha page has its own title', async ({ request }) => {
  const h = await head(request, '/dubai/sobha');
  expect(h.status).toBe(200);
  expect(h.title).toContain('Sobha');
});

test('every property page: RealEstateListing with an AED Offer and the unit', async ({ request }) => {
  const list = (await (await request.get('/api/admin/properties/dubai_marina')).json()) as {
    slug: string;
    house_name: string;
    price?: number;
    for: string;
    bedrooms: number;
    bathrooms: number;
    area?: number;
    house_type: string;
    amenities: string[];
    listedAt: string;
  }[];
  const property = list.find((p) => typeof p.price === 'number' && typeof p.area === 'number')!;
  const h = await head(request, `/property/${property.slug}`);
  expect(h.status).toBe(200);
  expect(h.title).toContain(property.house_name);
  expect(h.ogTitle).toBe(h.title);
  expect(h.canonical).toBe(`${BASE_URL}/property/${property.slug}`);
  const listing = ofType(h, 'RealEstateListing') as {
    name: string;
    datePosted: string;
    offers: { price: number; priceCurrency: string; businessFunction: string };
    about: {
      '@type': string;
      amenityFeature: { '@type': string; name: string }[];
      numberOfBedrooms: number;
      numberOfBathroomsTotal: number;
      floorSize: { value: number; unitCode: string };
      address: { addressCountry: string };
    };
  };
  expect(listing.name).toBe(property.house_name);
  expect(listing.offers.priceCurrency).toBe('AED');
  expect(listing.offers.price).toBe(property.price);
  expect(listing.offers.businessFunction).toMatch(property.for === 'Rent' ? /LeaseOut$/ : /Sell$/);
  expect(['Apartment', 'House', 'Accommodation']).toContain(listing.about['@type']);
  expect(listing.about.numberOfBedrooms).toBe(property.bedrooms);
  expect(listing.about.numberOfBathroomsTotal).toBe(property.bathrooms);
  expect(listing.about.floorSize).toMatchObject({ value: property.area, unitCode: 'FTK' });
  expect(listing.about.address.addressCountry).toBe('AE');
  // The amenities and the date the page shows ('Added On'), in its JSON-LD too.
  expect(listing.about.amenityFeature.map((a) => a.name)).toEqual(property.amenities);
  expect(listing.about.amenityFeature.every((a) => a['@type'] === 'LocationFeatureSpecification')).toBe(true);
  expect(listing.datePosted).toBe(property.listedAt);
  const crumbs = ofType(h, 'BreadcrumbList') as { itemListElement: { name: string }[] };
  expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
    'Home',
    'Dubai',
    'Dubai Marina',
    property.house_name,
  ]);
  await expectShareImage(request, h.ogImage);
});

test('unknown slugs answer 404 with the not-found page', async ({ request }) => {
  for (const path of ['/property/no-such-home', '/atlantis', '/dubai/no-such-area', '/a/b/c']) {
    const h = await head(request, path);
    expect(h.status, path).toBe(404);
    expect(h.title, path).toContain('Page not found');
  }
});

test('sitemap lists the pages from the database; robots keeps crawlers out of /admin and /api', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<urlset');
  expect(sitemap).toContain(`<loc>${BASE_URL}/dubai/downtown-dubai</loc>`);
  expect(sitemap).toMatch(/<loc>[^<]+\/property\/[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /api');
  expect(robots).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
});

test('every page the sitemap lists answers 200 with its content rendered on the server', async ({
  request,
}) => {
  // Every page in both languages: twice the renders of one.
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(urls.length).toBeGreaterThan(20);
  for (const url of urls) {
    const path = new URL(url).pathname;
    const response = await request.get(path);
    // A listing another test took away since the sitemap was read is gone: its 404 is right.
    const slug = /^(?:\/ar)?\/property\/([^/]+)$/.exec(path)?.[1];
    if (response.status() === 404 && slug) {
      expect((await request.get(`/api/properties/by-slug/${slug}`)).status(), url).toBe(404);
      continue;
    }
    expect(response.status(), url).toBe(200);
    // Content inside the app root, not an empty shell for JavaScript to fill.
    expect(/<main[^>]*>[\s\S]*<h1[\s>]/.test(await response.text()), url).toBe(true);
  }
});

test('the title follows client-side navigation', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(/About Us/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveTitle(/Contact Us/);
});

test('the home page preloads its hero photo from the HTML, before any JavaScript runs', async ({
  request,
  page,
}) => {
  const html = await (await request.get('/')).text();
  const preload =
    /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high" \/>/.exec(
      html,
    );
  expect(preload, 'preload link on /').not.toBeNull();
  // The same variants the hero renders, so the preloaded file is the one the page uses.
  await page.goto('/');
  const source = page.locator('picture source[type="image/avif"]').first();
  expect(await source.getAttribute('srcset')).toBe(decode(preload![1]!));
  expect(await source.getAttribute('sizes')).toBe(decode(preload![2]!));
  // The browser shows the AVIF file it was told to preload (the smallest of the three types).
  const shown = await page
    .locator('picture img')
    .first()
    .evaluate((img) => (img as HTMLImageElement).currentSrc);
  expect(shown).toMatch(/\/images\/hero\/home(-\d+)?\.avif$/);
  // A page whose largest paint is its hero photo preloads it in the widths it offers (/contact, as
  // Lighthouse names it); a page whose largest paint is text has none preloaded.
  const contactHead = (await (await request.get('/contact')).text()).split('</head>')[0];
  expect(contactHead).toContain('imagesrcset="/images/contact-hero.jpg?w=480 480w');
  const privacyHead = (await (await request.get('/privacy')).text()).split('</head>')[0];
  expect(privacyHead).not.toContain('rel="preload" as="image"');
});

test('the first view paints from the HTML alone: its styles are in it, and the app’s code waits for its photo', async ({
  page,
  request,
}) => {
  // The slide's 1440 px-screen width made once beforehand: a busy machine's first resize must not
  // outlast the loader's 2 s limit and pass for the app's code not waiting.
  expect((await request.get('/images/slides/slide-1.jpg?w=1920')).ok()).toBe(true);
  for (const path of ['/', '/dubai/downtown-dubai', '/3dspace']) {
    const events: string[] = [];
    const onRequest = (r: import('@playwright/test').Request) => {
      if (r.resourceType() === 'stylesheet') events.push(`stylesheet ${new URL(r.url()).pathname}`);
      if (/\/static\/js\/index\.[0-9a-f]+\.js$/.test(r.url())) events.push('app code');
    };
    const onFinished = (r: import('@playwright/test').Request) => {
      if (r.resourceType() === 'image' && /\/images\/(hero|slides)\//.test(r.url())) events.push('photo');
    };
    page.on('request', onRequest);
    page.on('requestfinished', onFinished);
    const response = await page.goto(path);
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
    const html = await response!.text();
    expect(html, path).toMatch(/<style data-href="\/static\/css\/async\/app\.[0-9a-f]+\.css">/);
    // Before the app's code: no stylesheet to fetch, and the page's photo has arrived.
    const appCode = events.indexOf('app code');
    expect(appCode, `${path}: ${events.join(', ')}`).toBeGreaterThan(0);
    expect(events.slice(0, appCode), path).toEqual(['photo']);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  }
});

test('the home page first view is server-rendered, and hydrating it moves nothing', async ({ browser }) => {
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 823 },
  });
  const bare = await noScript.newPage();
  await bare.goto(`${BASE_URL}/`);
  const staticHeading = bare.getByRole('heading', { level: 1, name: 'Real homes live here' });
  await expect(staticHeading).toBeVisible();
  await expect(bare.locator('#main').getByText('Real Prices. Real Photos. Real Properties.')).toBeVisible();
  const before = await staticHeading.boundingBox();
  // Nothing may push <body> itself down (a collapsing margin would, and move the whole page later).
  expect(await bare.evaluate(() => document.body.getBoundingClientRect().top)).toBe(0);
  await noScript.close();

  const withScript = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await withScript.newPage();
  await page.goto(`${BASE_URL}/`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const after = await page.getByRole('heading', { level: 1, name: 'Real homes live here' }).boundingBox();
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(1);
  await withScript.close();
});

test('listing, property and 3D pages preload the photo of their largest paint, in the width the screen needs', async ({
  request,
  page,
}) => {
  const preloaded = async (path: string) => {
    const html = await (await request.get(path)).text();
    const link = /<link rel="preload" as="image" ([^>]*)\/>/.exec(html)?.[1] ?? '';
    const attr = (name: string) => new RegExp(`${name}="([^"]+)"`).exec(link)?.[1];
    return { href: attr('href'), srcset: attr('imagesrcset'), sizes: attr('imagesizes') };
  };
  for (const [path, photo] of [
    ['/dubai', '/images/slides/slide-1.jpg'],
    ['/dubai/downtown-dubai', '/images/slides/slide-1.jpg'],
    ['/dubai/sobha', '/images/sobha/slide-1.jpg'],
    ['/3dspace', '/images/slides/slide-1.jpg'],
  ] as const) {
    const link = await preloaded(path);
    expect(link.href, path).toBe(photo);
    expect(link.srcset, path).toContain(`${photo}?w=480 480w`);
    expect(link.sizes, path).toBe('(max-width: 767px) 160vw, 100vw');
  }

  const list = (await (await request.get('/api/admin/properties/downtown_dubai')).json()) as {
    slug: string;
  }[];
  const propertyPath = `/property/${list[0]!.slug}`;
  const link = await preloaded(propertyPath);
  // A phone: one photo is downloaded, once, in the width its screen needs (the preloaded one): the
  // 16:9 photo cropped to a tall hero renders at 160vw, 600 px here.
  await page.setViewportSize({ width: 375, height: 800 });
  const photos: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === link.href) photos.push(url.pathname + url.search);
  });
  await page.goto(propertyPath);
  const hero = page.locator('article > header img').first();
  await expect(hero).toHaveAttribute('srcset', link.srcset!);
  await expect(hero).toHaveAttribute('sizes', link.sizes!);
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).search))
    .toBe('?w=800');
  expect(photos).toEqual([`${link.href}?w=800`]);
});

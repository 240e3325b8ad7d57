/**
 * A buyer on a property page: the photo gallery and its full-screen viewer, the listing's
 * status, a plot without bedrooms, what the server's HTML says without JavaScript, similar homes.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  FURNISHING_LABELS,
  RENT_PERIOD_LABELS,
  type LocationsResponse,
  type Property,
} from '@manzil/contract';
import { seriousViolations } from '../support/a11y';
import { BASE_URL } from '../support/env';
import { isolateNetwork, test, expect, waitForHydration } from '../support/fixtures';

const HOME = 'boulevard-crest-residence-2br';
const PAGE_SIZE = 6;

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dubaiDate = new Intl.DateTimeFormat('en-AE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Dubai',
});

/** The text of one fact of the Details list in server HTML (React's text separators and tags dropped). */
function detailIn(html: string, label: string): string | undefined {
  const dd = new RegExp(`<dt>${label}</dt><dd>(.*?)</dd>`).exec(html)?.[1];
  return dd?.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');
}

async function propertyOf(request: APIRequestContext, slug: string): Promise<Property> {
  return (await (await request.get(`/api/properties/by-slug/${slug}`)).json()) as Property;
}

/** Every listed property with the path of its area page and its place in that page's list. */
async function everyListing(request: APIRequestContext) {
  const { emirates } = (await (await request.get('/api/locations')).json()) as LocationsResponse;
  const out: { property: Property; areaPath: string; index: number }[] = [];
  for (const emirate of emirates)
    for (const area of emirate.areas) {
      const list = (await (await request.get(`/api/admin/properties/${area.key}`)).json()) as Property[];
      list.forEach((property, index) =>
        out.push({ property, areaPath: `/${emirate.slug}/${area.slug}`, index }),
      );
    }
  return out;
}

const viewer = (page: Page) => page.getByRole('dialog', { name: /^Photos of / });

test('the gallery opens full screen, moves with the arrow keys and a swipe, announces the count, and Escape returns focus', async ({
  page,
  request,
}) => {
  const { photos = [], house_name } = await propertyOf(request, HOME);
  const count = photos.length;
  expect(count).toBeGreaterThanOrEqual(6);
  await page.goto(`/property/${HOME}`);
  const gallery = page.getByRole('region', { name: `Photos (${count} photos)` });
  await expect(gallery.getByRole('img')).toHaveCount(count);

  const third = gallery.getByRole('link', { name: `Photo 3 of ${count}` });
  await third.scrollIntoViewIfNeeded();
  await third.focus();
  await page.keyboard.press('Enter');
  const dialog = viewer(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(`Photos of ${house_name}`);
  // Full screen: the viewer covers the whole viewport.
  const box = (await dialog.boundingBox())!;
  expect(box).toMatchObject({ x: 0, y: 0, width: 1440, height: 900 });
  const counter = dialog.getByText(`Photo 3 of ${count}`);
  await expect(counter).toHaveAttribute('aria-live', 'polite');
  const shown = dialog.getByRole('img');
  await expect(shown).toHaveAttribute('src', photos[2]!);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`Photo 4 of ${count}`)).toBeVisible();
  await expect(shown).toHaveAttribute('src', photos[3]!);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`Photo 2 of ${count}`)).toBeVisible();

  // A swipe to the left (a drag of the mouse, as a finger would) shows the next photo.
  const stage = (await shown.boundingBox())!;
  const y = stage.y + stage.height / 2;
  await page.mouse.move(stage.x + stage.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(stage.x + stage.width * 0.3, y + 10, { steps: 8 });
  await page.mouse.up();
  await expect(dialog.getByText(`Photo 3 of ${count}`)).toBeVisible();

  // Focus stays inside while it is open.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(third).toBeFocused();

  // The close button too, from another photo; focus goes back to that one.
  await gallery.getByRole('link', { name: `Photo 1 of ${count}` }).click();
  await viewer(page).getByRole('button', { name: 'Close' }).click();
  await expect(viewer(page)).toHaveCount(0);
  await expect(gallery.getByRole('link', { name: `Photo 1 of ${count}` })).toBeFocused();

  // The hero's "View N photos" opens the viewer itself; its strip of thumbnails marks the photo shown
  // and moves to the one chosen, by keyboard too.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: `View ${count} photos` }).click();
  await expect(viewer(page).getByText(`Photo 1 of ${count}`)).toBeVisible();
  const strip = viewer(page).getByRole('navigation', { name: 'All photos' });
  await expect(strip.getByRole('button')).toHaveCount(count);
  await expect(strip.getByRole('button', { name: 'Show photo 1' })).toHaveAttribute('aria-current', 'true');
  await strip.getByRole('button', { name: 'Show photo 4' }).click();
  await expect(viewer(page).getByText(`Photo 4 of ${count}`)).toBeVisible();
  await expect(strip.getByRole('button', { name: 'Show photo 4' })).toHaveAttribute('aria-current', 'true');
  await strip.getByRole('button', { name: 'Show photo 5' }).focus();
  await page.keyboard.press('Enter');
  await expect(viewer(page).getByText(`Photo 5 of ${count}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0);
});

test('on a phone, a finger swipe moves the viewer, and a swipe down closes it', async ({
  browser,
  request,
}) => {
  const { photos = [] } = await propertyOf(request, HOME);
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 375, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  try {
    await isolateNetwork(page);
    await page.goto(`/property/${HOME}`);
    await waitForHydration(page);
    const first = page.getByRole('link', { name: `Photo 1 of ${photos.length}` });
    await first.scrollIntoViewIfNeeded();
    await first.tap();
    const dialog = viewer(page);
    await expect(dialog.getByText(`Photo 1 of ${photos.length}`)).toBeVisible();
    const box = (await dialog.getByRole('img').boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number, atY = y) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: x === undefined ? [] : [{ x, y: atY, id: 1 }],
      });
    await touch('touchStart', 300);
    for (const x of [260, 200, 140, 90]) await touch('touchMove', x);
    await touch('touchEnd');
    await expect(dialog.getByText(`Photo 2 of ${photos.length}`)).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAttribute('src', photos[1]!);
    // A swipe down closes the viewer.
    await touch('touchStart', 190, y - 100);
    for (const dy of [-60, 0, 60, 120]) await touch('touchMove', 192, y + dy);
    await touch('touchEnd');
    await expect(dialog).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a sold listing says so on its card on the area page and on its page', async ({ page, request }) => {
  const sold = (await everyListing(request)).find(
    ({ property }) => property.status === 'sold' || property.status === 'rented',
  );
  expect(sold).toBeDefined();
  const { property, areaPath, index } = sold!;
  const label = property.status === 'sold' ? 'Sold' : 'Rented';
  await page.goto(areaPath);
  const next = page.getByRole('button', { name: 'Next page' });
  for (let p = 0; p < Math.floor(index / PAGE_SIZE); p++) await next.click();
  const card = page.getByRole('article', { name: property.house_name });
  await expect(card.getByText(label, { exact: true })).toBeVisible();

  await card.getByRole('link', { name: `View ${property.house_name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: property.house_name })).toBeVisible();
  await expect(page.locator('header').getByText(label, { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      property.status === 'sold'
        ? 'This home has been sold and is no longer on the market.'
        : 'This home has been let and is no longer available to rent.',
    ),
  ).toBeVisible();
});

test('a plot of land shows no bedrooms (no "Studio") anywhere on its page', async ({ page, request }) => {
  const plot = (await everyListing(request)).find(({ property }) => property.house_type === 'Land');
  expect(plot).toBeDefined();
  const response = await page.goto(`/property/${plot!.property.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: plot!.property.house_name })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: /^Price$/ })).toBeVisible();
  const main = page.locator('#root');
  await expect(main).not.toContainText('Studio');
  await expect(main).not.toContainText('Bedrooms');
  expect(await response!.text()).not.toContain('Studio');
});

test('the server-rendered HTML (no JavaScript) has the photos, status, price per sqft, details, similar homes and JSON-LD with the Offer', async ({
  request,
}) => {
  const home = await propertyOf(request, HOME);
  expect(home).toMatchObject({ status: 'available', for: 'Buy' });
  expect(home.photos!.length).toBeGreaterThan(2);
  const listings = (await everyListing(request)).map(({ property }) => property);
  const sold = listings.find((p) => p.status === 'sold')!;

  for (const [property, availability, label] of [
    [home, 'https://schema.org/InStock', 'Available'],
    [sold, 'https://schema.org/SoldOut', 'Sold'],
  ] as const) {
    const res = await request.get(`/property/${property.slug}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const body = html.slice(html.indexOf('<div id="root"'), html.indexOf('id="manzil-queries"'));
    for (const photo of property.photos!) expect(body).toMatch(new RegExp(`<img[^>]+src="${photo}"`));
    expect(body).toContain(`>${label}<`);
    expect(body).toContain(`>AED ${thousands.format(property.price!)}<`);
    if (property.area)
      expect(body).toContain(`>AED ${thousands.format(property.price! / property.area)}/sqft<`);
    // The Details list: no fact shown empty.
    expect(body).toContain('<dt>Reference ID</dt>');
    expect(body).not.toMatch(/<dd>(<!-- -->)?<\/dd>/);
    // Similar homes (where there are any) are links to other pages, in the HTML too.
    const similar = (await (
      await request.get(`/api/properties/by-slug/${property.slug}/similar`)
    ).json()) as {
      data: Property[];
    };
    if (property === home) expect(similar.data.length).toBeGreaterThan(0);
    const foot = body.slice(body.indexOf('id="similar"'));
    for (const other of similar.data) expect(foot).toContain(`href="/property/${other.slug}"`);
    expect(foot).not.toContain(`href="/property/${property.slug}"`);

    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const listing = jsonLd.find((ld) => ld['@type'] === 'RealEstateListing') as {
      image: string[];
      offers: { '@type': string; price: number; priceCurrency: string; availability: string };
      identifier?: { value: string };
    };
    expect(listing.offers).toMatchObject({
      '@type': 'Offer',
      price: property.price,
      priceCurrency: 'AED',
      availability,
    });
    expect(listing.image.map((src) => new URL(src).pathname)).toEqual(property.photos);
    if (property.permitNumber) expect(listing.identifier?.value).toBe(property.permitNumber);
  }

  // The home's facts as Dubai's portals list them, each in the HTML with its label.
  const { serviceCharge = 0, area = 0, completion, furnishing, listedAt, amenities = [] } = home;
  expect(serviceCharge * area).toBeGreaterThan(0);
  expect(amenities.length).toBeGreaterThan(0);
  const homeHtml = await (await request.get(`/property/${HOME}`)).text();
  expect(detailIn(homeHtml, 'Reference ID')).toBe(home._id.slice(0, 8).toUpperCase());
  expect(detailIn(homeHtml, 'Furnishing')).toBe(FURNISHING_LABELS[furnishing!]);
  expect(detailIn(homeHtml, 'Completion')).toBe(
    completion === 'ready' ? 'Ready' : completion!.replace(/^(\d{4})-(Q\d)$/, 'Off-plan, handover $2 $1'),
  );
  expect(detailIn(homeHtml, 'Service Charge')).toBe(
    `AED ${serviceCharge}/sqft/yr (about AED ${thousands.format(Math.round(serviceCharge * area))} a year for ${thousands.format(area)} sqft)`,
  );
  expect(detailIn(homeHtml, 'Added On')).toBe(dubaiDate.format(new Date(listedAt!)));
  expect(detailIn(homeHtml, 'Rent Period')).toBeUndefined();
  for (const amenity of amenities) expect(homeHtml).toContain(`<li>${amenity}</li>`);

  // A rental says how it is let, and whose the service charge is.
  const rental = listings.find((p) => p.for === 'Rent' && p.rentPeriod === 'yearly' && p.serviceCharge)!;
  const rentalHtml = await (await request.get(`/property/${rental.slug}`)).text();
  expect(detailIn(rentalHtml, 'Rent Period')).toBe(RENT_PERIOD_LABELS.yearly);
  expect(detailIn(rentalHtml, 'Service Charge')).toBe(
    `AED ${rental.serviceCharge}/sqft/yr (paid by the landlord, not the tenant)`,
  );
});

test('similar homes at the foot of the page lead to other homes', async ({ page }) => {
  await page.goto(`/property/${HOME}`);
  const similar = page.getByRole('region', { name: 'Similar homes' });
  await similar.scrollIntoViewIfNeeded();
  const cards = similar.getByRole('article');
  const n = await cards.count();
  expect(n).toBeGreaterThanOrEqual(1);
  expect(n).toBeLessThanOrEqual(4);
  const link = cards.first().getByRole('link', { name: /^View / });
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/property\//);
  expect(href).not.toBe(`/property/${HOME}`);
  const name = (await link.getAttribute('aria-label'))!.replace(/^View /, '');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("on a phone, the code of 'Similar homes' and of the mortgage section comes as the visitor nears them, and a press there works", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/property/${HOME}`);
  // The page is live, but those two parts, far below, still wait for their code: the server's markup.
  const waiting = (id: string) => page.locator(`[data-deferred][data-loading]:has(> #${id})`);
  await expect(waiting('similar')).toHaveCount(1);
  await expect(waiting('mortgage')).toHaveCount(1);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));

  await page.locator('#mortgage').scrollIntoViewIfNeeded();
  await expect(waiting('mortgage')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Mortgage and total cost' }).getByLabel(/Down payment/),
  ).toBeVisible();
  const similar = page.getByRole('region', { name: 'Similar homes' });
  await similar.scrollIntoViewIfNeeded();
  await expect(waiting('similar')).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(0);
  const save = similar
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Save / });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
});

test('back on a property page after another page of the app, its calculator and similar homes are there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/property/${HOME}`);
  // Gone to another page before coming near the page's foot: those parts never got their code here.
  await expect(page.locator('[data-deferred][data-loading]:has(> #mortgage)')).toHaveCount(1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  // Back, inside the app: the page is drawn in the browser this time, and waits for nothing gone.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Boulevard Crest Residence 2BR' })).toBeVisible();
  const mortgage = page.getByRole('region', { name: 'Mortgage and total cost' });
  await mortgage.scrollIntoViewIfNeeded();
  await expect(mortgage.getByLabel(/Down payment/)).toBeVisible();
  const similar = page.getByRole('region', { name: 'Similar homes' });
  await similar.scrollIntoViewIfNeeded();
  await expect(similar.getByRole('article').first()).toBeVisible();
});

for (const width of [375, 1440]) {
  test(`at ${width} px the page and the open viewer fit the screen (screenshots)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(`/property/${HOME}`);
    const gallery = page.getByRole('region', { name: /^Photos \(/ });
    await gallery.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -120));
    await expect
      .poll(() =>
        gallery
          .getByRole('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`property-${width}-closed.png`) });
    await page.screenshot({ path: testInfo.outputPath(`property-${width}-full.png`), fullPage: true });

    await gallery.getByRole('link').nth(1).click();
    const dialog = viewer(page);
    const shown = dialog.getByRole('img');
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const box = (await shown.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    for (const name of ['Close', 'Previous photo', 'Next photo'])
      await expect(dialog.getByRole('button', { name })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`property-${width}-open.png`) });
  });
}

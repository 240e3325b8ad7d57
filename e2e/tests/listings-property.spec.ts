/** Property detail /property/{propertySlug} (docs/glossary.md). */
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { recordedEnquiries } from '../support/admin-api';
import { openInApp, test, expect, scrollToMap } from '../support/fixtures';
import { breakImages, holdRequests } from '../support/hold';

const SOBHA_HOME = 'hartland-forest-villa-5br';
const DOWNTOWN_HOME = 'boulevard-crest-residence-2br';

async function expectNoSeriousA11yIssues(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('opening a property from its card uses the handed-over record, with no fetch', async ({ page }) => {
  const bySlug: string[] = [];
  // The record itself (the similar homes at the foot and the price history are reads of their own).
  page.on(
    'request',
    (r) =>
      r.url().includes('/api/properties/by-slug') &&
      !/\/(similar|price-history)$/.test(r.url()) &&
      bySlug.push(r.url()),
  );
  await page.goto('/dubai/downtown-dubai');
  const card = page.getByRole('article', { name: 'Boulevard Crest Residence 2BR' });
  await card.getByRole('link', { name: 'View Boulevard Crest Residence 2BR' }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${DOWNTOWN_HOME}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Boulevard Crest Residence 2BR' })).toBeVisible();
  // Summary bar, overview rules, description, details with the reference ID.
  // The price in the facts (the price history's table repeats it).
  await expect(page.getByRole('definition').filter({ hasText: 'AED 2,900,000' }).first()).toBeVisible();
  await expect(page.getByText('1,380 sqft', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact Agent' })).toBeVisible();
  const overview = page.locator('section[aria-labelledby="overview-heading"]');
  await expect(overview.getByRole('listitem')).toHaveCount(6);
  await expect(overview.getByText('Fountain Views:')).toBeVisible();
  await expect(overview.getByRole('link', { name: 'Visit Link' })).toHaveAttribute('href', '/3dspace');
  await expect(page.getByText('A bright corner apartment on a high floor')).toBeVisible();
  const details = page.locator('section[aria-labelledby="details-heading"]');
  await expect(details.getByText('Reference ID')).toBeVisible();
  const id = (await (await page.request.get(`/api/properties/by-slug/${DOWNTOWN_HOME}`)).json())
    ._id as string;
  await expect(details.getByText(id.slice(0, 8).toUpperCase(), { exact: true })).toBeVisible();
  await expect(details.getByText('For Sale')).toBeVisible();
  await expect(page.getByText('Apartment 301, Boulevard Crest Residence')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue(
    "I'm interested in Boulevard Crest Residence 2BR. Please contact me with more information.",
  );
  expect(bySlug).toEqual([]);
  await expectNoSeriousA11yIssues(page);
});

test('a property outside Downtown Dubai: a fresh URL arrives rendered; reached in the app, it is fetched by slug', async ({
  page,
}) => {
  const html = await (await page.request.get(`/property/${SOBHA_HOME}`)).text();
  expect(html).toMatch(/<h1[^>]*>Hartland Forest Villa 5BR<\/h1>/);
  const response = page.waitForResponse((r) => r.url().endsWith(`/api/properties/by-slug/${SOBHA_HOME}`));
  await openInApp(page, `/property/${SOBHA_HOME}`);
  expect((await response).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Hartland Forest Villa 5BR' })).toBeVisible();
  await expect(page.getByText('Villa', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^AED [\d,]+$|^Inquire for price$/).first()).toBeVisible();
});

test('shows Loading Property Details... while the record loads, and the placeholder for a failed hero image', async ({
  page,
}) => {
  const release = await holdRequests(page, `**/api/properties/by-slug/${DOWNTOWN_HOME}`);
  await breakImages(page, '/images/properties/p-01.jpg');
  await openInApp(page, `/property/${DOWNTOWN_HOME}`);
  await expect(page.getByText('Loading Property Details...')).toBeVisible();
  release();
  const hero = page.getByRole('img', { name: 'Boulevard Crest Residence 2BR' });
  await expect(hero).toHaveAttribute('src', '/placeholder-property.jpg');
  await expect(hero).toHaveAttribute('width', '1600');
});

test('an unknown property shows Property Not Found, and Go Back to Listings goes back one page', async ({
  page,
}) => {
  await page.goto('/dubai/sobha');
  await expect(page.getByRole('heading', { name: 'Top Properties in SOBHA' })).toBeVisible();
  await page.goto('/property/no-such-home');
  await expect(page.getByRole('heading', { name: 'Property Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back to Listings' }).click();
  await expect(page).toHaveURL(/\/dubai\/sobha$/);
});

test('the inquiry is recorded by the server, then Request Received! shows; Send another inquiry returns', async ({
  page,
}) => {
  await page.goto(`/property/${DOWNTOWN_HOME}`);
  await page.getByRole('button', { name: 'Contact Agent' }).click();
  const form = page.getByRole('form', { name: 'Property inquiry' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByLabel('Name')).toBeInViewport();
  for (const field of ['Name', 'Email', 'Phone', 'Message'])
    await expect(form.getByLabel(field)).toHaveAttribute('aria-required', 'true');
  await form.getByLabel('Name').fill('Omar Said');
  await form.getByLabel('Email').fill('omar@example.com');
  await form.getByLabel('Phone').fill('+971 55 111 2222');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(page.getByText('Request Received!')).toBeVisible();
  await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
  const recorded = await recordedEnquiries(page);
  expect(recorded).toContainEqual(
    expect.objectContaining({
      kind: 'property-inquiry',
      name: 'Omar Said',
      message: "I'm interested in Boulevard Crest Residence 2BR. Please contact me with more information.",
      about: expect.objectContaining({ type: 'property', ref: DOWNTOWN_HOME }),
    }),
  );
  await page.getByRole('link', { name: 'Send another inquiry' }).click();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue(
    "I'm interested in Boulevard Crest Residence 2BR. Please contact me with more information.",
  );
});

test('a refused inquiry shows an error and keeps the form', async ({ page }) => {
  await page.route('**/api/enquiries', (route) => route.fulfill({ status: 500, json: { msg: 'down' } }));
  await page.goto(`/property/${DOWNTOWN_HOME}`);
  const form = page.getByRole('form', { name: 'Property inquiry' });
  await form.getByLabel('Name').fill('Omar Said');
  await form.getByLabel('Email').fill('omar@example.com');
  await form.getByLabel('Phone').fill('+971 55 111 2222');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(
    page.getByText('There was an error sending your message. Please try again later.'),
  ).toBeVisible();
  await expect(page.getByText('Request Received!')).toHaveCount(0);
  await expect(form.getByLabel('Name')).toHaveValue('Omar Said');
});

test('on a phone, the map (and Leaflet) is loaded only when the visitor scrolls near it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/property/${DOWNTOWN_HOME}`);
  const map = page.getByRole('region', { name: 'Map showing the location of Boulevard Crest Residence 2BR' });
  await expect(map).toHaveAttribute('data-state', 'loading');
  await page.waitForTimeout(1_000);
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await scrollToMap(map);
  await expect(map).toHaveAttribute('data-state', 'ready');
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
});

test('the map shows the stored location with tiles, a 32 px marker, 400 px high', async ({ page }) => {
  await page.goto(`/property/${DOWNTOWN_HOME}`);
  const map = page.getByRole('region', { name: 'Map showing the location of Boulevard Crest Residence 2BR' });
  await scrollToMap(map);
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  const marker = map.locator('.leaflet-marker-icon');
  await expect(marker).toBeVisible();
  await expect(marker).toHaveCSS('width', '32px');
  await expect(marker).toHaveCSS('height', '32px');
  expect((await map.boundingBox())?.height).toBe(400);
  await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
  await expect(page.getByText('Unable to load map')).toHaveCount(0);
  // Tiles requested at zoom 15 around the stored coordinates (25.196, 55.2748).
  const tile = await map.locator('.leaflet-tile').first().getAttribute('src');
  expect(tile).toMatch(/\/15\/\d+\/\d+\.png$/);
});

test('without stored coordinates the map centres on Dubai and a warning is logged', async ({ page }) => {
  const record = await (await page.request.get(`/api/properties/by-slug/${DOWNTOWN_HOME}`)).json();
  delete record.lat;
  delete record.lon;
  await page.route(`**/api/properties/by-slug/${DOWNTOWN_HOME}`, (route) => route.fulfill({ json: record }));
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  // The faked record reaches the page through the browser's fetch, after a client-side navigation.
  await openInApp(page, `/property/${DOWNTOWN_HOME}`);
  const map = page.getByRole('region', { name: 'Map showing the location of Boulevard Crest Residence 2BR' });
  await scrollToMap(map);
  await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
  await expect(page.getByText('Unable to load map')).toHaveCount(0);
  expect(warnings.some((w) => w.includes('default centre of Dubai'))).toBe(true);
  // Zoom 15 tiles around 25.2048, 55.2708: the centre tile is x = 21414, y = 14012.
  const tiles = await map
    .locator('.leaflet-tile')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  expect(tiles.some((src) => /\/15\/2141[3-6]\/1401[0-4]\.png$/.test(src))).toBe(true);
});

test('the map shows its failure overlay when Leaflet cannot build the map', async ({ page }) => {
  // Every element claims to hold a map already, so L.map() throws 'Map container is already initialized.'
  await page.addInitScript(() => {
    Object.defineProperty(HTMLElement.prototype, '_leaflet_id', {
      get: () => 1,
      set: () => {},
      configurable: true,
    });
  });
  await page.goto(`/property/${DOWNTOWN_HOME}`);
  // The map is built when it comes near the screen.
  await scrollToMap(page.getByRole('region', { name: /^Map showing the location/ }));
  await expect(page.getByText('Unable to load map')).toBeVisible();
  await expect(page.getByText('Please check your connection or try again later')).toBeVisible();
  await expect(page.locator('.leaflet-tile')).toHaveCount(0);
});

test('every listings page fits a 375 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/', '/dubai', '/dubai/downtown-dubai', '/dubai/sobha', `/property/${DOWNTOWN_HOME}`]) {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

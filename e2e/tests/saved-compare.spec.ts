/**
 * Saved homes and compare, no account: a heart on a card of the home page's
 * featured row (mf-search) keeps the home on /saved across a reload, with a note for a saved home that
 * is gone; Compare on two cards of an area page (mf-listings) lines their prices up on /compare; the
 * property page's Share copies the link where the browser has no share sheet.
 */
import fs from 'node:fs';
import path from 'node:path';
import { seriousViolations } from '../support/a11y';
import { E2E_ROOT } from '../support/env';
import { expect, test } from '../support/fixtures';

const SHOTS = path.join(E2E_ROOT, 'test-results', 'saved-compare');
const STORAGE_KEY = 'manzil.saved-homes.v1';

test('save from a card, see it on /saved after a reload, compare two homes, share a link', async ({
  page,
  context,
  baseURL,
}) => {
  // One visitor's whole journey, several pages: more than one page's time.
  test.setTimeout(180_000);
  // Chromium on Linux has no share sheet; be sure of it, so Share falls back to copying.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // The server's HTML knows nothing of this browser's lists: every heart unpressed.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('aria-pressed="true"');

  await page.goto('/');
  const forSale = page.getByRole('region', { name: 'For sale' });
  const card = forSale.getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
  const heart = card.getByRole('button', { name: `Save ${name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // The row is below the first view: its code starts as the visitor scrolls to it (a press before
  // then is kept and acted on once it has).
  await card.scrollIntoViewIfNeeded();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Saved homes/ }),
  ).toHaveText('Saved homes1');

  // A home saved earlier that has since been taken off the site.
  await page.evaluate((key) => {
    const lists = JSON.parse(localStorage.getItem(key)!) as { saved: unknown[] };
    lists.saved.push({ slug: 'palm-view-penthouse-gone', name: 'Palm View Penthouse' });
    localStorage.setItem(key, JSON.stringify(lists));
  }, STORAGE_KEY);

  const bySlugs: string[] = [];
  page.on('request', (r) => r.url().includes('/api/properties/by-slugs') && bySlugs.push(r.url()));
  await page.goto('/saved');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved homes' })).toBeVisible();
  await expect(page.getByText('2 saved homes')).toBeVisible();
  const saved = page.getByRole('article', { name });
  await expect(saved.getByRole('button', { name: `Save ${name}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Palm View Penthouse is no longer listed.')).toBeVisible();
  // One call per visit, for every saved home at once.
  expect(bySlugs.length).toBeGreaterThanOrEqual(1);
  expect(new URL(bySlugs[0]!).searchParams.get('slugs')?.split(',')).toHaveLength(2);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Remove Palm View Penthouse from saved homes' }).click();
  await expect(page.getByText('1 saved home', { exact: true })).toBeVisible();
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `saved-${width}.png`), fullPage: true });
  }

  // Compare two homes from an area page's cards.
  await page.goto('/dubai/downtown-dubai');
  for (const home of ['Boulevard Crest Residence 2BR', 'Opera Quarter Heights 1BR'])
    await page.getByRole('button', { name: `Compare ${home}` }).click();
  await page.goto('/compare');
  const table = page.getByRole('table', { name: 'The homes compared, one column each' });
  await expect(table.getByRole('columnheader', { name: /Boulevard Crest Residence 2BR/ })).toBeVisible();
  const price = table.getByRole('row', { name: /^Price AED/ });
  await expect(price.getByRole('cell')).toHaveText(['AED 2,900,000', 'AED 1,950,000']);
  await expect(table.getByRole('row', { name: /^Price per sqft/ }).getByRole('cell')).toHaveText([
    'AED 2,101/sqft',
    'AED 2,267/sqft',
  ]);
  // The map loads as it comes near the screen: one marker per home. On a wide screen it may already
  // be near, and the map replacing its placeholder can detach the element being scrolled to: again then.
  const map = page.getByRole('region', { name: 'Map of the homes compared' });
  await expect(() => map.scrollIntoViewIfNeeded({ timeout: 2000 })).toPass({ timeout: 20_000 });
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(2, { timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `compare-${width}.png`), fullPage: true });
  }

  // Share on the property page: no share sheet here, so the link is copied and that is announced.
  await page.getByRole('link', { name: 'Boulevard Crest Residence 2BR' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boulevard Crest Residence 2BR' })).toBeVisible();
  await page.getByRole('button', { name: 'Share Boulevard Crest Residence 2BR' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/property/boulevard-crest-residence-2br`,
  );
  await expect(page.getByRole('button', { name: 'Compare Boulevard Crest Residence 2BR' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

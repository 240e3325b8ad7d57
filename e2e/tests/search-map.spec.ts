/**
 * The map of the results: `?view=map` shows every result of the search on a clustered map
 * (one marker or cluster count per home: the counts add up to the results that have a location; the
 * rest are named as in the list only), "Search this area" after
 * moving the map narrows the search to the map's bounds (in the URL), the view survives a reload, and
 * the server's page without JavaScript says the map needs it and lists the results.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

test.describe.configure({ timeout: 150_000 });

const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const map = (page: Page) => page.getByRole('region', { name: 'Map of the search results' });
const views = (page: Page) => page.getByRole('navigation', { name: 'Results view' });

/** The number of homes the results' status line announces. */
async function resultCount(page: Page): Promise<number> {
  const status = results(page).getByRole('status');
  await expect(status).toHaveText(/· \d+ propert(y|ies)/);
  return Number(/· (\d+) propert/.exec((await status.textContent()) ?? '')?.[1]);
}

/** The homes the map's markers stand for: 1 per home marker, the count of each cluster. */
const mapTotal = (page: Page) =>
  map(page)
    .locator('.leaflet-marker-icon')
    .evaluateAll((icons) => icons.reduce((sum, icon) => sum + Number(icon.getAttribute('data-count')), 0));

test('the map shows every result, "Search this area" narrows them, and the view survives a reload', async ({
  page,
  request,
}) => {
  // Without JavaScript: a note, and the results as a list.
  await expect
    .poll(async () => (await request.get('/?purpose=Buy&view=map')).text(), { timeout: 60_000 })
    .toContain('The map needs JavaScript. The results are listed below.');

  await page.goto('/?purpose=Buy');
  const all = await resultCount(page);
  expect(all).toBeGreaterThan(12);
  await expect(map(page)).toHaveCount(0);
  await expect(views(page).getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');

  await views(page).getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\?purpose=Buy&view=map$/);
  await expect(map(page)).toHaveAttribute('data-state', 'ready');
  // Every result with a location is on the map; homes added without one (other tests' listings,
  // added meanwhile too) are counted in the note as in the list only. Both figures are read at once,
  // from the page as it stands: the list's count and the map's note of the same search.
  await expect(page.getByText(/propert(y|ies) on the map\./)).toBeVisible();
  const { status, summary } = await page.evaluate(() => ({
    status:
      document.querySelector('[aria-labelledby="mfs-results-heading"] [role="status"]')?.textContent ?? '',
    summary:
      Array.from(document.querySelectorAll('p')).find((p) => /on the map\./.test(p.textContent ?? ''))
        ?.textContent ?? '',
  }));
  const listed = Number(/· (\d+) propert/.exec(status)?.[1]);
  const located = Number(/^(\d+) propert/.exec(summary)?.[1]);
  const unlocated = Number(/(\d+) propert(?:y|ies) without a location/.exec(summary)?.[1] ?? 0);
  expect(located + unlocated, `${status} / ${summary}`).toBe(listed);
  expect(listed).toBeGreaterThanOrEqual(all);
  expect(located).toBeGreaterThan(12);
  // Fewer markers than homes (clusters), standing for every located home, not only the list's page.
  await expect.poll(() => mapTotal(page)).toBe(located);
  const markers = await map(page).locator('.leaflet-marker-icon').count();
  expect(markers).toBeLessThan(located);

  // A home's popup is a card linking to its page.
  const cluster = map(page).locator('.leaflet-marker-icon[data-count]:not([data-count="1"])').first();
  await cluster.click();
  await expect(page.getByRole('button', { name: 'Search this area' })).toBeVisible();
  await page.getByRole('button', { name: 'Search this area' }).click();
  await expect(page).toHaveURL(/\?purpose=Buy&bbox=[-\d.]+%2C[-\d.]+%2C[-\d.]+%2C[-\d.]+&view=map$/);
  await expect(page.getByText('Only homes in the area chosen on the map.')).toBeVisible();
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  const inArea = await resultCount(page);
  expect(inArea).toBeGreaterThan(0);
  await expect(
    page.getByText(`${inArea} ${inArea === 1 ? 'property' : 'properties'} on the map.`),
  ).toBeVisible();
  await expect.poll(() => mapTotal(page)).toBe(inArea);

  // The URL is the state: a reload gives the same view of the same area.
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(map(page)).toHaveAttribute('data-state', 'ready');
  expect(await resultCount(page)).toBe(inArea);
  await expect.poll(() => mapTotal(page)).toBe(inArea);

  // A home's marker opens a small card whose title links to the home's page.
  const home = map(page).locator('.leaflet-marker-icon[data-count="1"]').first();
  const cluster2 = map(page).locator('.leaflet-marker-icon[data-count]:not([data-count="1"])').first();
  const link = page.locator('.leaflet-popup-content a');
  // A click on a cluster zooms in with an animation that re-draws the markers: a click on a marker
  // during it can land on one that is then replaced, and its card closes with it. Click again then.
  await expect(async () => {
    if ((await home.count()) === 0) await cluster2.click();
    await home.click();
    await expect(link).toHaveAttribute('href', /^\/property\/[a-z0-9-]+$/, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('.leaflet-popup-content')).toContainText(/AED [\d,]+|Inquire for price/);

  // Back to the list, and the whole search.
  await views(page).getByRole('link', { name: 'List' }).click();
  await expect(map(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Show the whole search' }).click();
  await expect(page).toHaveURL(/\?purpose=Buy$/);
  await expect(page.getByText('Only homes in the area chosen on the map.')).toHaveCount(0);
  // Other tests, running meanwhile, may have listed homes for sale since the first count.
  await expect.poll(() => resultCount(page)).toBeGreaterThanOrEqual(all);
});

/**
 * The area guide's market figures (computed by the API from the area's listings, drawn on the server)
 * and the homes a visitor viewed last (kept in the browser, shown on / and at a property page's foot).
 */
import type { Property } from '@manzil/contract';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';

const AREA = '/dubai/downtown-dubai';

async function areaListings(request: import('@playwright/test').APIRequestContext): Promise<Property[]> {
  const answer = await request.get(`${BASE_URL}/api/admin/properties/downtown_dubai`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Property[];
}

test('an area guide shows its market figures, the yearly rent median as computed from its listings', async ({
  page,
  request,
}) => {
  // The median the page should show, computed here from the public listing data: rentals on the
  // market with a price, twelve monthly rents each.
  const rents = (await areaListings(request))
    .filter((p) => p.for === 'Rent' && p.status !== 'rented' && p.status !== 'sold' && (p.price ?? 0) > 0)
    .map((p) => p.price! * 12)
    .sort((a, b) => a - b);
  const mid = rents.length >> 1;
  const median = Math.round(rents.length % 2 ? rents[mid]! : (rents[mid - 1]! + rents[mid]!) / 2);
  const expected =
    rents.length >= 3 ? `AED ${median.toLocaleString('en-US')} a year` : 'Not enough listings yet';

  await page.goto(AREA);
  const figures = page.locator('section[aria-labelledby="market-figures-heading"]');
  await expect(figures.getByRole('heading', { level: 2, name: 'Market figures' })).toBeVisible();
  await expect(figures.getByText(/^\d+ homes? for sale$/)).toBeVisible();
  const rent = figures.locator('table[data-figures="rent"]');
  await expect(
    rent
      .getByRole('row', { name: /All homes for rent/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(expected);
  await expect(figures.locator('table[data-figures="sale"] tbody tr').first()).toBeVisible();
  // The chart is drawn by the server: in the HTML before any script, with its table for screen readers.
  const html = await (await request.get(`${BASE_URL}${AREA}`)).text();
  const section = html.slice(html.indexOf('id="market-figures-heading"'));
  expect(section).toMatch(/<svg[^>]*viewBox="0 0 640 240"/);
  expect(section).toContain('<polyline');
  expect(section).toContain('<caption>Price per sqft over the last 12 months</caption>');
});

test('the Arabic area guide shows its figures in Arabic, right to left', async ({ page }) => {
  await page.goto(`/ar${AREA}`);
  const figures = page.locator('section[aria-labelledby="market-figures-heading"]');
  await expect(figures.getByRole('heading', { level: 2, name: 'أرقام السوق' })).toBeVisible();
  await expect(figures.getByRole('columnheader', { name: 'وسيط سعر القدم المربعة' }).first()).toBeVisible();
  await expect(
    figures.getByRole('heading', { level: 3, name: 'سعر القدم المربعة خلال آخر 12 شهراً' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the figures and their chart are on the page', async ({ page }) => {
    await page.goto(AREA);
    const figures = page.locator('section[aria-labelledby="market-figures-heading"]');
    await expect(figures.getByRole('heading', { name: 'Market figures' })).toBeVisible();
    await expect(figures.locator('svg')).toBeVisible();
  });
});

test('recently viewed lists the last homes opened, newest first, without the one on screen; Clear empties it', async ({
  page,
  request,
}) => {
  const homes = (await areaListings(request)).slice(0, 3);
  expect(homes).toHaveLength(3);
  for (const home of homes) {
    await page.goto(`/property/${home.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: home.house_name })).toBeVisible();
    // Recorded once the page has started.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('manzil.recently-viewed.v1') ?? ''))
      .toContain(home.slug);
  }
  // Opened again: first once more, never twice.
  await page.goto(`/property/${homes[1]!.slug}`);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const list = JSON.parse(localStorage.getItem('manzil.recently-viewed.v1') ?? '[]') as {
          slug: string;
        }[];
        return list.slice(0, 3).map((h) => h.slug);
      }),
    )
    .toEqual([homes[1]!.slug, homes[2]!.slug, homes[0]!.slug]);

  // The property page's foot: the others, not the home on screen.
  const strip = page.getByRole('region', { name: 'Recently viewed' });
  const names = strip.getByTestId('recently-viewed').getByRole('link');
  await expect(names.first()).toContainText(homes[2]!.house_name);
  await expect(names.nth(1)).toContainText(homes[0]!.house_name);
  await expect(strip.getByRole('link', { name: homes[1]!.house_name })).toHaveCount(0);

  // The home page: all three, newest first.
  await page.goto('/');
  // Below the fold: its code comes as it nears the screen (scrolled in steps, so it does come near).
  const home = page.getByRole('region', { name: 'Recently viewed' });
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 600);
        return home.count();
      },
      { timeout: 45_000 },
    )
    .toBe(1);
  await expect(home.getByTestId('recently-viewed').getByRole('link').first()).toContainText(
    homes[1]!.house_name,
  );
  await expect(home.getByTestId('recently-viewed').getByRole('link').nth(1)).toContainText(
    homes[2]!.house_name,
  );
  await expect(home.getByTestId('recently-viewed').getByRole('link').nth(2)).toContainText(
    homes[0]!.house_name,
  );
  await home.getByRole('button', { name: 'Clear the homes you viewed' }).click();
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('manzil.recently-viewed.v1'))).toBe('[]');
});

/** Sobha listing page /dubai/sobha (docs/glossary.md). */
import { openInApp, test, expect } from '../support/fixtures';
import { holdRequests } from '../support/hold';
import { seriousViolations } from '../support/a11y';

test('shows the Sobha hero, Top Properties in SOBHA and pages the cards', async ({ page }) => {
  await page.goto('/dubai/sobha');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Sobha' })).toBeVisible();
  const slides = page.locator('section[aria-roledescription="slideshow"] img');
  await expect(slides).toHaveCount(2);
  await expect(slides.first()).toHaveAttribute('src', '/images/sobha/slide-1.jpg');
  await page.getByRole('button', { name: 'Show photo 8' }).click();
  await expect(
    page.locator('section[aria-roledescription="slideshow"] img[src="/images/sobha/slide-8.jpg"]'),
  ).toHaveAttribute('data-active', 'true');
  await expect(page.getByRole('button', { name: /^Show photo / })).toHaveCount(8);
  await expect(page.getByRole('heading', { name: 'Top Properties in SOBHA' })).toBeVisible();
  const grid = page.locator('section[aria-labelledby="top-properties-heading"]');
  await expect(grid.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const cards = await grid.getByRole('article').count();
  expect(cards).toBeGreaterThan(0);
  expect(cards).toBeLessThanOrEqual(6);
  await expect(grid.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
});

test('shows Loading Properties... then No properties found. when the collection is empty', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/api/admin/properties/sobha', (route) =>
    route.fulfill({ json: [] }),
  );
  await openInApp(page, '/dubai/sobha');
  await expect(page.getByText('Loading Properties...')).toBeVisible();
  release();
  await expect(page.getByText('No properties found.')).toBeVisible();
});

test('with more than 6 properties the pager moves through the pages', async ({ page }) => {
  const real = await (await page.request.get('/api/admin/properties/sobha')).json();
  const many = Array.from({ length: 8 }, (_, i) => ({
    ...real[0],
    _id: `${i}`.padStart(24, 'a'),
    slug: `s-${i}`,
    house_name: `Sobha Home ${i + 1}`,
  }));
  await page.route('**/api/admin/properties/sobha', (route) => route.fulfill({ json: many }));
  await page.goto('/dubai/sobha');
  const grid = page.locator('section[aria-labelledby="top-properties-heading"]');
  await expect(grid.getByText('Page 1 of 2')).toBeVisible();
  await grid.getByRole('button', { name: 'Next page' }).click();
  await expect(grid.getByText('Page 2 of 2')).toBeVisible();
  await expect(grid.getByRole('article')).toHaveCount(2);
  await expect(grid.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

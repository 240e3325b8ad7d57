/**
 * The 'Explore Magnificent Emirates' section of the home page (docs/glossary.md). Its loading, error
 * and empty states happen in the browser, after a client-side navigation to the home page (opened
 * directly, the page arrives with the emirates in its HTML).
 */
import { openInApp, test, expect } from '../support/fixtures';
import { breakImages, holdRequests } from '../support/hold';
import { seriousViolations } from '../support/a11y';
import { emiratesSection, scrollToEmirates } from '../support/home';

const CITIES = '**/api/homepage/cities';

const section = emiratesSection;

test('shows 4 emirate cards a page with Previous / Next / numbers, and a card opens its city page', async ({
  page,
}) => {
  await page.goto('/');
  await scrollToEmirates(page);
  const emirates = section(page);
  await expect(emirates.getByRole('heading', { name: 'Explore Magnificent Emirates' })).toBeVisible();
  const cards = emirates.getByRole('link');
  await expect(cards).toHaveCount(4);
  await expect(emirates.getByRole('link', { name: /Abu Dhabi/ })).toHaveAttribute('href', '/abu-dhabi');
  await expect(emirates.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(emirates.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await emirates.getByRole('button', { name: 'Next' }).click();
  await expect(emirates.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(emirates.getByRole('link', { name: /Abu Dhabi/ })).toHaveCount(0);
  await emirates.getByRole('button', { name: 'Previous' }).click();
  expect(await seriousViolations(page, 'section[aria-labelledby="emirates-heading"]')).toEqual([]);
  await emirates.getByRole('link', { name: /Abu Dhabi/ }).click();
  await expect(page).toHaveURL(/\/abu-dhabi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Abu Dhabi' })).toBeVisible();
});

test('pages with ellipses beyond 7 pages and clamps at the last page', async ({ page }) => {
  const cities = Array.from({ length: 40 }, (_, i) => ({
    _id: `c${i + 1}`,
    name: `City-${i + 1}`,
    image: '/images/emirates/dubai.jpg',
    text: `City number ${i + 1}`,
  }));
  await page.route(CITIES, (route) => route.fulfill({ json: cities }));
  await openInApp(page, '/');
  await scrollToEmirates(page);
  const pager = page.getByRole('navigation', { name: 'Emirates pages' });
  const numbers = () => pager.getByRole('button', { name: /^Page \d+$/ }).allTextContents();
  await expect.poll(numbers).toEqual(['1', '2', '10']);
  await expect(pager.getByText('…')).toHaveCount(1);
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await pager.getByRole('button', { name: 'Page 3' }).click();
  await pager.getByRole('button', { name: 'Page 4' }).click();
  await pager.getByRole('button', { name: 'Page 5' }).click();
  await expect.poll(numbers).toEqual(['1', '4', '5', '6', '10']);
  await expect(pager.getByText('…')).toHaveCount(2);
  await pager.getByRole('button', { name: 'Page 10' }).click();
  await expect.poll(numbers).toEqual(['1', '9', '10']);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(section(page).getByRole('link', { name: /City 40/ })).toBeVisible();
  await expect(section(page).getByRole('link', { name: /City 40/ })).toHaveAttribute('href', '/city-40');
});

test('shows the error with a Retry that reloads the page', async ({ page }) => {
  await page.route(CITIES, (route) => route.fulfill({ status: 500, json: { msg: 'down' } }));
  await openInApp(page, '/');
  await scrollToEmirates(page);
  await expect(page.getByText('Unable to load cities. Please try again later.')).toBeVisible();
  await page.unroute(CITIES);
  const reload = page.waitForEvent('load');
  await section(page).getByRole('button', { name: 'Retry' }).click();
  await reload;
  await scrollToEmirates(page);
  await expect(section(page).getByRole('link')).toHaveCount(4);
  await expect(page.getByText('Unable to load cities. Please try again later.')).toHaveCount(0);
});

test('shows the empty state', async ({ page }) => {
  await page.route(CITIES, (route) => route.fulfill({ json: [] }));
  await openInApp(page, '/');
  await scrollToEmirates(page);
  await expect(page.getByText('No cities available at the moment.')).toBeVisible();
});

test('shows the loading state while the cities are on their way', async ({ page }) => {
  const release = await holdRequests(page, CITIES);
  await openInApp(page, '/');
  await scrollToEmirates(page);
  await expect(page.getByRole('status', { name: 'Loading emirates' })).toBeVisible();
  release();
  await expect(section(page).getByRole('link')).toHaveCount(4);
});

test('a broken emirate image falls back to the placeholder', async ({ page }) => {
  await breakImages(page, '/images/emirates/abu-dhabi.jpg');
  await page.goto('/');
  await scrollToEmirates(page);
  const image = section(page).getByRole('img', { name: 'Abu Dhabi' });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', '/placeholder-property.jpg');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

/** City page /{cityName} (docs/glossary.md): hero slideshow, title, intro, area cards and states. */
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { openInApp, test, expect } from '../support/fixtures';
import { breakImages, holdRequests } from '../support/hold';

async function expectNoSeriousA11yIssues(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('shows the title from the slug, Discover {City} and area cards that lead to the area pages', async ({
  page,
}) => {
  await page.goto('/abu-dhabi');
  await expect(page.getByRole('heading', { level: 1, name: 'Abu Dhabi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Discover Abu Dhabi' })).toBeVisible();
  const learnMore = page.getByRole('link', { name: /^Learn More about / });
  await expect(learnMore.first()).toBeVisible();
  expect(await learnMore.count()).toBeGreaterThan(0);
  await page.goto('/dubai');
  const downtown = page.getByRole('link', { name: 'Learn More about Downtown Dubai' });
  // Sighted visitors read "Learn More"; the rest of the name is visually hidden text (crawlers read it).
  const visibleWords = (a: HTMLElement) =>
    Array.from(a.childNodes)
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join('')
      .trim();
  expect(await downtown.evaluate(visibleWords)).toBe('Learn More');
  await expect(downtown).toHaveAttribute('href', '/dubai/downtown-dubai');
  await expect(page.getByRole('article', { name: 'Downtown Dubai' }).getByRole('img')).toHaveAttribute(
    'width',
    '600',
  );
  await expectNoSeriousA11yIssues(page);
  await downtown.click();
  await expect(page).toHaveURL(/\/dubai\/downtown-dubai$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Downtown Dubai' })).toBeVisible();
});

test('the hero shows 8 local images, advances every 5000 ms and the dots choose an image', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/dubai');
  const hero = page.locator('section[aria-roledescription="slideshow"]');
  const slide = (n: number) => hero.locator(`img[src="/images/slides/slide-${n}.jpg"]`);
  // One photo on screen and the next one ready: the other six are fetched when their turn comes.
  await expect(hero.locator('img')).toHaveCount(2);
  await expect(slide(1)).toHaveAttribute('fetchpriority', 'high');
  await expect(slide(2)).toBeAttached();
  await expect(slide(1)).toHaveCSS('transition-duration', '1s');
  const dot = (n: number) => page.getByRole('button', { name: `Show photo ${n}` });
  await expect(hero.getByRole('button', { name: /^Show photo \d$/ })).toHaveCount(8);
  // Stop the page's clock (it ran while the page loaded), then choose a photo: its timer starts now.
  await page.clock.pauseAt(Date.now() + 1000);
  await dot(3).click();
  await expect(dot(3)).toHaveAttribute('aria-pressed', 'true');
  await expect(slide(3)).toHaveCSS('opacity', '1');
  await page.clock.fastForward(4900);
  await expect(dot(3)).toHaveAttribute('aria-pressed', 'true');
  await page.clock.fastForward(200);
  await expect(dot(4)).toHaveAttribute('aria-pressed', 'true');
  await expect(slide(4)).toHaveAttribute('data-active', 'true');
  await expect(slide(3)).toHaveAttribute('data-active', 'false');
});

test('a path that is no emirate answers 404 with the site’s not-found page, rendered on the server', async ({
  page,
}) => {
  const response = await page.goto('/atlantis');
  expect(response?.status()).toBe(404);
  // In the HTML itself, before any script runs.
  expect(await response?.text()).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('We could not find an emirate called')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('shows Loading... while the areas load, and a failed area image becomes the placeholder', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/api/admin/fetch-city-data?**');
  await breakImages(page, '/images/areas/downtown_dubai.jpg');
  await openInApp(page, '/dubai');
  await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
  release();
  const image = page.getByRole('img', { name: 'Downtown Dubai', exact: true });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', '/placeholder-property.jpg');
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
});

test('a failed area fetch is logged and leaves an empty grid, not a broken page', async ({ page }) => {
  await page.route('**/api/admin/fetch-city-data?**', (route) =>
    route.fulfill({ status: 500, json: { msg: 'boom' } }),
  );
  await openInApp(page, '/dubai');
  await expect(page.getByRole('heading', { name: 'Discover Dubai' })).toBeVisible();
  await expect(page.getByText('No areas available in Dubai yet.')).toBeVisible();
});

test("an emirate's city and area pages show that emirate's own slides, the first preloaded by the server", async ({
  page,
  request,
}) => {
  for (const [path, folder] of [
    ['/sharjah', '/images/slides/sharjah'],
    ['/ras-al-khaimah/al-marjan-island', '/images/slides/ras-al-khaimah'],
    ['/dubai/dubai-marina', '/images/slides'],
  ] as const) {
    const head = (await (await request.get(path)).text()).split('</head>')[0]!;
    expect(head, path).toContain(`imagesrcset="${folder}/slide-1.jpg?w=480 480w`);
    await page.goto(path);
    const first = page.locator('section[aria-roledescription="slideshow"] img').first();
    await expect(first, path).toHaveAttribute('src', `${folder}/slide-1.jpg`);
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth), { message: path })
      .toBeGreaterThan(0);
  }
});

/** Area page /{cityName}/{areaName} with the area detail panel and the brochure flow (docs/glossary.md). */
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { recordedEnquiries } from '../support/admin-api';
import { openInApp, test, expect } from '../support/fixtures';
import { breakImages, holdRequests } from '../support/hold';

async function expectNoSeriousA11yIssues(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('pages through the 13+ properties of Downtown Dubai, 6 at a time', async ({ page }) => {
  await page.goto('/dubai/downtown-dubai');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Downtown Dubai' })).toBeVisible();
  await expect(page.getByText('Find homes that match your lifestyle, right here.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top Properties in DOWNTOWN DUBAI' })).toBeVisible();
  const grid = page.locator('section[aria-labelledby="top-properties-heading"]');
  await expect(grid.getByText('Page 1 of 3')).toBeVisible();
  await expect(grid.getByRole('article')).toHaveCount(6);
  const previous = grid.getByRole('button', { name: 'Previous page' });
  const next = grid.getByRole('button', { name: 'Next page' });
  await expect(previous).toBeDisabled();
  const firstPageNames = await grid.getByRole('heading', { level: 3 }).allTextContents();
  await next.click();
  await expect(grid.getByText('Page 2 of 3')).toBeVisible();
  await expect(grid.getByRole('article')).toHaveCount(6);
  expect(await grid.getByRole('heading', { level: 3 }).allTextContents()).not.toEqual(firstPageNames);
  await next.click();
  await expect(grid.getByText('Page 3 of 3')).toBeVisible();
  await expect(next).toBeDisabled();
  expect(await grid.getByRole('article').count()).toBeGreaterThanOrEqual(1);
  await previous.click();
  await expect(grid.getByText('Page 2 of 3')).toBeVisible();

  // A card: badge, name, type chip, two-line description, location and View.
  const card = grid.getByRole('article').first();
  await expect(card.getByText(/^For (Sale|Rent)$/)).toBeVisible();
  await expect(card.getByText(/^Location — /)).toBeVisible();
  await expect(card.locator('p').first()).toHaveCSS('-webkit-line-clamp', '2');
  await expect(card.getByRole('link', { name: /^View / })).toHaveAttribute(
    'href',
    /^\/property\/[a-z0-9-]+$/,
  );
  await expectNoSeriousA11yIssues(page);
});

test('shows Top Picks with the area detail panel: frames one at a time, lists and Contact for More', async ({
  page,
}) => {
  // The carousels hold still here (rotation has its own test below): on a slow machine the 4 s and 5 s
  // timers would otherwise move them past the frame being checked.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Frames are probed first: serve the gallery images as frameable documents, and lose a floor plan.
  await page.route('**/images/gallery/downtown_dubai-*.jpg', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>gallery image</p>' }),
  );
  await page.route('**/images/floorplans/downtown_dubai-1.png', (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.goto('/dubai/downtown-dubai');
  await expect(page.getByRole('heading', { name: 'Top Picks in DOWNTOWN DUBAI' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Downtown Dubai', exact: true, level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Key Features' })).toBeVisible();
  await expect(page.getByText('Freehold ownership open to all nationalities')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Neighborhood Highlights' })).toBeVisible();
  await expect(page.getByText('Dubai Opera and the Opera District galleries')).toBeVisible();

  const gallery = page.getByRole('group', { name: 'Property Gallery' });
  await gallery.scrollIntoViewIfNeeded();
  await expect(gallery.locator('iframe')).toHaveCount(1);
  await expect(gallery.locator('iframe')).toHaveAttribute('src', '/images/gallery/downtown_dubai-1.jpg');
  await gallery.getByRole('button', { name: 'Next property gallery item' }).click();
  await expect(gallery.getByText('2 / 5')).toBeVisible();
  await expect(gallery.locator('iframe')).toHaveAttribute('src', '/images/gallery/downtown_dubai-2.jpg');
  await gallery.getByRole('button', { name: 'Previous property gallery item' }).click();
  await expect(gallery.getByText('1 / 5')).toBeVisible();

  const plans = page.getByRole('group', { name: 'Floor Plans' });
  await expect(plans.getByRole('img', { name: 'Not Available' })).toHaveAttribute(
    'src',
    '/images/not-available.jpg',
  );
  await expect(plans.locator('iframe')).toHaveCount(0);

  const bubble = page.getByRole('link', { name: 'Contact for More' });
  await expect(bubble).toBeVisible();
  await expect(bubble).toHaveCSS('position', 'fixed');
  await bubble.click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the gallery rotates every 4 s and the floor plans every 5 s', async ({ page }) => {
  await page.route('**/images/{gallery,floorplans}/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>frame</p>' }),
  );
  await page.clock.install();
  await page.goto('/dubai/downtown-dubai');
  const gallery = page.getByRole('group', { name: 'Property Gallery' });
  const plans = page.getByRole('group', { name: 'Floor Plans' });
  await expect(gallery.getByText('1 / 5')).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.pauseAt(Date.now() + 1000);
  // Restart both timers from a known moment with their manual controls.
  await gallery.getByRole('button', { name: 'Next property gallery item' }).click();
  await plans.getByRole('button', { name: 'Next floor plans item' }).click();
  await page.mouse.move(0, 0);
  await page.locator('body').focus();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(gallery.getByText('2 / 5')).toBeVisible();
  await expect(plans.getByText('2 / 3')).toBeVisible();
  await page.clock.fastForward(4100);
  await expect(gallery.getByText('3 / 5')).toBeVisible();
  await expect(plans.getByText('2 / 3')).toBeVisible();
  await page.clock.fastForward(1000);
  await expect(plans.getByText('3 / 3')).toBeVisible();
});

test('on a phone the frames below the first screen are fetched, and rotate, only when the visitor comes near', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const framed: string[] = [];
  await page.route('**/images/{gallery,floorplans}/**', (route) => {
    framed.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>frame</p>' });
  });
  await page.clock.install();
  await page.goto('/dubai/downtown-dubai');
  const gallery = page.getByRole('group', { name: 'Property Gallery' });
  await expect(gallery.getByText('1 / 5')).toBeAttached();
  await page.clock.fastForward(4100);
  await expect(gallery.getByText('1 / 5')).toBeAttached();
  expect(framed).toEqual([]);
  await expect(gallery.locator('iframe')).toHaveCount(0);

  await gallery.scrollIntoViewIfNeeded();
  await expect(gallery.locator('iframe')).toHaveAttribute('src', '/images/gallery/downtown_dubai-1.jpg');
  expect(framed).toContain('/images/gallery/downtown_dubai-1.jpg');
  await page.mouse.move(0, 0);
  await page.clock.fastForward(4100);
  await expect(gallery.getByText('2 / 5')).toBeVisible();
});

test('the brochure flow: all fields required, chat tab, brochure tab 10 s later, recorded by the server', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls: Array<[string, string]> = [];
    (window as unknown as { __opened: typeof calls }).__opened = calls;
    window.open = (url?: string | URL, target?: string) => {
      calls.push([String(url), String(target)]);
      return null;
    };
  });
  await page.clock.install();
  await page.goto('/dubai/downtown-dubai');
  const opened = () =>
    page.evaluate(() => (window as unknown as { __opened: Array<[string, string]> }).__opened);

  await page.getByRole('button', { name: 'Download Brochure' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download Brochure' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(dialog.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  await expectNoSeriousA11yIssues(page);

  // Escape and Cancel close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Download Brochure' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Download Brochure' }).click();
  await dialog.getByLabel('Name').fill('Layla Haddad');
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  // Said in the form (role="alert"), never in a browser box.
  await expect(dialog.getByRole('alert')).toHaveText('Please fill out all fields.');
  // Each empty field says so beside it; no browser bubble.
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
  await expect(dialog.getByLabel('Phone')).toHaveAccessibleDescription('Phone number is required');
  await expect(dialog.locator('form')).toHaveAttribute('novalidate', '');
  expect(alerts).toEqual([]);
  expect(await opened()).toEqual([]);

  await dialog.getByLabel('Email').fill('layla@example.com');
  await dialog.getByLabel('Phone').fill('+971 50 765 4321');
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/enquiries') && r.request().method() === 'POST',
  );
  // Stop the page's clock: on a busy machine real seconds would otherwise count towards the 10 s. The
  // pause point is well ahead: a loaded machine can spend more than a few hundred ms between the calls.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3000);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  expect((await posted).status()).toBe(201);
  const [chat] = await opened();
  expect(chat?.[1]).toBe('_blank');
  const chatUrl = new URL(chat![0]);
  expect(chatUrl.origin + chatUrl.pathname).toMatch(/^https:\/\/wa\.me\/\d+$/);
  const text = chatUrl.searchParams.get('text') ?? '';
  expect(text).toContain('Brochure Request');
  expect(text).toContain('Layla Haddad');
  expect(text).toContain('layla@example.com');
  expect(text).toContain('+971 50 765 4321');

  await page.clock.fastForward(9000);
  expect(await opened()).toHaveLength(1);
  await expect(dialog).toBeVisible();
  await page.clock.fastForward(1100);
  await expect.poll(async () => (await opened()).length).toBe(2);
  expect((await opened())[1]).toEqual(['/brochures/downtown_dubai.pdf', '_blank']);
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Download Brochure' }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('');

  const recorded = await recordedEnquiries(page);
  expect(recorded).toContainEqual(
    expect.objectContaining({
      kind: 'brochure',
      name: 'Layla Haddad',
      email: 'layla@example.com',
      about: expect.objectContaining({ type: 'area', ref: 'downtown_dubai' }),
    }),
  );
});

test('an unknown area answers 404 with the not-found page, rendered on the server', async ({ page }) => {
  const response = await page.goto('/dubai/nowhere-land');
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Explore Nowhere Land')).toHaveCount(0);
});

test('an area without data shows no panel; a failed or empty list shows No properties found.', async ({
  page,
}) => {
  // Both reads fail in the browser, after a client-side navigation.
  await page.route('**/api/admin/properties/Dubai/downtown_dubai', (route) =>
    route.fulfill({ status: 404, json: { msg: 'x' } }),
  );
  await page.route('**/api/admin/properties/downtown_dubai', (route) =>
    route.fulfill({ status: 500, json: { msg: 'x' } }),
  );
  await openInApp(page, '/dubai/downtown-dubai');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Downtown Dubai' })).toBeVisible();
  await expect(page.getByText('No properties found.')).toBeVisible();
  await expect(page.getByText(/Top Picks in/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Top Properties in DOWNTOWN DUBAI' })).toBeVisible();
});

test('shows Loading Properties... and replaces a failed card image with the placeholder', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/api/admin/properties/downtown_dubai');
  await breakImages(page, '/images/properties/p-01.jpg');
  await openInApp(page, '/dubai/downtown-dubai');
  await expect(page.getByText('Loading Properties...')).toBeVisible();
  release();
  const image = page.getByRole('article', { name: 'Boulevard Crest Residence 2BR' }).getByRole('img');
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', '/placeholder-property.jpg');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('alt', 'Boulevard Crest Residence 2BR');
});

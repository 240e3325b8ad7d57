/** axe-core on every route of the site, at desktop and phone widths: no serious or critical violations. */
import { seriousViolations } from '../support/a11y';
import { test, expect } from '../support/fixtures';
import { scrollToEmirates } from '../support/home';

const ROUTES = [
  '/',
  '/contact',
  '/about',
  '/3dspace',
  '/dubai',
  '/dubai/downtown-dubai',
  '/dubai/sobha',
  '/login',
  '/forgot-password',
  '/reset-password/some-token',
  '/find-my-agent',
  '/floor-plans',
  '/no-such-page',
];

async function propertyPath(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const list = (await (await request.get('/api/admin/properties/palm_jumeirah')).json()) as {
    slug: string;
  }[];
  return `/property/${list[0]!.slug}`;
}

for (const width of [1440, 375]) {
  test(`every route passes axe at ${width} px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    // Static content is what axe judges: no fades or slides half-way through a transition.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    for (const route of [...ROUTES, await propertyPath(request)]) {
      await page.goto(route);
      await expect(page.getByRole('heading').first()).toBeVisible();
      if (route === '/') await scrollToEmirates(page);
      // Let remote sections settle (their loading placeholders are replaced by content).
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      expect(await seriousViolations(page), `${route} at ${width}px`).toEqual([]);
    }
  });
}

test('keyboard: skip link, navbar and menu work without a mouse', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/about');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact$/);
});

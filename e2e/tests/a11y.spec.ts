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
  '/find-my-agent/layla-haddad',
  '/floor-plans',
  '/ras-al-khaimah/al-marjan-island',
  '/privacy',
  '/saved',
  '/compare',
  '/alerts/confirm/no-such-token',
  '/alerts/unsubscribe/no-such-token',
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
    test.setTimeout(300_000);
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
    // The property page (the last route) in its other states: the gallery's full-screen viewer open,
    // and the inquiry form refused with its messages and alert.
    await page.getByRole('link', { name: /^Photo 1 of \d+$/ }).click();
    const viewer = page.getByRole('dialog', { name: /^Photos of / });
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
    expect(await seriousViolations(page), `gallery viewer at ${width}px`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    const inquiry = page.getByRole('form', { name: 'Property inquiry' });
    await inquiry.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(inquiry.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page), `refused inquiry at ${width}px`).toEqual([]);
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
  // The language switch, before the menu: in reach on a phone without opening it.
  await expect(page.getByRole('link', { name: 'العربية' })).toBeFocused();
  // Then the currency and units picker (a <details>), then the menu.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').locator('summary')).toBeFocused();
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

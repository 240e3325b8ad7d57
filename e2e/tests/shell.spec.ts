import { test, expect } from '../support/fixtures';

test.describe('navigation bar and footer', () => {
  test('brand, logo and links lead where the spec says', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('Manzil', { exact: true })).toBeVisible();
    await expect(nav.getByText('Prop Real Estate')).toBeVisible();
    await expect(nav.locator('img[src="/images/logo.png"]')).toBeVisible();
    await nav.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await nav.getByRole('link', { name: /Manzil.*Prop Real Estate/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the bar is fixed, full width and gets a stronger shadow past 10 px of scroll', async ({ page }) => {
    await page.goto('/');
    const bar = page.locator('header').first();
    await expect(bar).toHaveCSS('position', 'fixed');
    const box = await bar.boundingBox();
    expect(box?.width).toBe(1440);
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    const calm = await bar.evaluate((el) => getComputedStyle(el).boxShadow);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe(calm);
  });

  test('Contact Us is a yellow call to action that darkens on hover', async ({ page }) => {
    await page.goto('/about');
    const cta = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' });
    await expect(cta).toHaveCSS('background-color', 'rgb(245, 197, 24)');
    await cta.hover();
    await expect(cta).toHaveCSS('background-color', 'rgb(217, 169, 10)');
  });

  test('below 768 px the links collapse into a menu that closes on a choice and on widening', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' });
    await expect(about).toBeHidden();
    await toggle.click();
    await expect(about).toBeVisible();
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(about).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.locator('#main-menu')).toHaveAttribute('data-open', 'false');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(about).toBeHidden();
  });

  test('the footer links to home, find-my-agent, floor-plans, contact and about', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const [name, path] of [
      ['Home', '/'],
      ['Find My Agent', '/find-my-agent'],
      ['Floor Plans', '/floor-plans'],
      ['Contact Us', '/contact'],
      ['About Us', '/about'],
    ] as const) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', path);
    }
    await footer.getByRole('link', { name: 'Find My Agent' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find My Agent' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('every route change scrolls to the top', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown route shows a real not-found screen', async ({ page }) => {
    await page.goto('/admin/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

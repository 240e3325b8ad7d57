/**
 * "Draw area" on the results map: a freehand outline drawn with the pointer becomes the search's
 * area (the URL's `poly`), the results are the homes inside it (the server's filter), a reload keeps
 * it, and "Remove area" gives the whole search back.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

test.describe.configure({ timeout: 150_000 });

const map = (page: Page) => page.getByRole('region', { name: 'Map of the search results' });
const count = async (page: Page) => {
  const status = page.getByRole('region', { name: 'Search results' }).getByRole('status');
  await expect(status).toHaveText(/· \d+ propert(y|ies)/);
  return Number(/· (\d+) propert/.exec((await status.textContent()) ?? '')?.[1]);
};

test('an area drawn on the map keeps the homes inside it, survives a reload and is removed', async ({
  page,
}) => {
  await page.goto('/?purpose=Buy&view=map');
  await expect(map(page)).toHaveAttribute('data-state', 'ready');
  const all = await count(page);

  // Draw a loop around the middle of the map (where the fitted search's homes are).
  await page.getByRole('button', { name: 'Draw area' }).click();
  await expect(page.getByRole('button', { name: 'Cancel drawing' })).toHaveAttribute('aria-pressed', 'true');
  // Measured once the page stands still: the search scrolls smoothly to its results after a delay.
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify([
          await map(page).boundingBox(),
          await page.evaluate(() => window.scrollY),
        ]);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [300] },
    )
    .toBe(true);
  const box = (await map(page).boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const r = Math.min(box.width, box.height) * 0.3;
  await page.mouse.move(cx + r, cy);
  await page.mouse.down();
  for (let a = 0; a <= 64; a++) {
    const angle = (a / 64) * 2 * Math.PI;
    await page.mouse.move(cx + r * Math.cos(angle), cy + r * Math.sin(angle));
  }
  await page.mouse.up();

  await expect(page).toHaveURL(/[?&]poly=(-?[\d.]+_){5,}-?[\d.]+(&|$)/);
  const corners = new URL(page.url()).searchParams.get('poly')!.split('_').length / 2;
  expect(corners).toBeGreaterThanOrEqual(3);
  expect(corners).toBeLessThanOrEqual(24);
  await expect(page.getByText('Only homes inside the area drawn on the map.')).toBeVisible();
  await expect.poll(() => count(page)).toBeLessThanOrEqual(all);
  const inside = await count(page);
  // The map shows the same homes as the list.
  await expect
    .poll(() =>
      map(page)
        .locator('.leaflet-marker-icon')
        .evaluateAll((icons) =>
          icons.reduce((sum, icon) => sum + Number(icon.getAttribute('data-count')), 0),
        ),
    )
    .toBe(inside);

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(map(page)).toHaveAttribute('data-state', 'ready');
  expect(await count(page)).toBe(inside);
  await expect(map(page).locator('path.leaflet-interactive, path')).not.toHaveCount(0);

  await page.getByRole('button', { name: 'Remove area' }).click();
  await expect(page).not.toHaveURL(/poly=/);
  await expect(page.getByText('Only homes inside the area drawn on the map.')).toHaveCount(0);
  await expect.poll(() => count(page)).toBeGreaterThanOrEqual(inside);
});

test('a drawn area arriving from outside is checked: a wrong one is named and not applied', async ({
  request,
}) => {
  const res = await request.get('/api/search?purpose=Buy&poly=1_2_3');
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { msg: string }).msg).toMatch(/^poly: /);
});

/**
 * On a phone's search results: a sticky "Filters (n)" opening the search form as a sheet (Back closes
 * it), and a chip per active filter that removes it, the count following; without JavaScript the chips
 * are links and still remove their filter.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 375, height: 812 } });

const SEARCH = '/?purpose=Buy&location=Dubai&type=Apartment&beds=2';
const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' }).getByRole('link');
const filtersButton = (page: Page) => page.getByRole('link', { name: /^Filters \(\d+\)$/ });

test('chips remove a filter, the count follows, and the filters sheet searches and closes with Back', async ({
  page,
}) => {
  await page.goto(SEARCH);
  await expect(filtersButton(page)).toHaveText('Filters (3)');
  await expect(chips(page)).toHaveText(['Dubai', 'Apartment', 'Beds: 2']);
  await page.getByRole('link', { name: 'Remove filter: Beds: 2' }).click();
  await expect(page).toHaveURL(/\/\?purpose=Buy&location=Dubai&type=Apartment$/);
  await expect(filtersButton(page)).toHaveText('Filters (2)');
  await expect(chips(page)).toHaveText(['Dubai', 'Apartment']);

  // Sticky: after scrolling down the results the button is still under the navbar.
  await page.mouse.wheel(0, 1500);
  await expect(async () => {
    const box = (await filtersButton(page).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(160);
  }).toPass();

  await filtersButton(page).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await expect(page).toHaveURL(/#mfs-filters$/);
  // Back closes it and stays on the same search.
  await page.goBack();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/type=Apartment$/);

  await filtersButton(page).click();
  await sheet.getByLabel('Bedrooms').selectOption('3');
  await sheet.getByRole('button', { name: 'Search' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\/\?purpose=Buy&location=Dubai&type=Apartment&beds=3$/);
  await expect(filtersButton(page)).toHaveText('Filters (3)');
  await expect(chips(page)).toHaveText(['Dubai', 'Apartment', 'Beds: 3']);
  // The sheet's step of history became the new search: Back is the search before it, sheet closed.
  await page.goBack();
  await expect(page).toHaveURL(/type=Apartment$/);
  await expect(sheet).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the chips are links that remove their filter, in both languages', async ({ page }) => {
    await page.goto(SEARCH);
    await expect(filtersButton(page)).toHaveText('Filters (3)');
    await expect(filtersButton(page)).toHaveAttribute('href', '#mfs-filters');
    await page.getByRole('link', { name: 'Remove filter: Apartment' }).click();
    await expect(page).toHaveURL(/\/\?purpose=Buy&location=Dubai&beds=2$/);
    await expect(filtersButton(page)).toHaveText('Filters (2)');
    await expect(chips(page)).toHaveText(['Dubai', 'Beds: 2']);

    await page.goto(`/ar${SEARCH}`);
    await expect(page.getByRole('link', { name: 'الفلاتر (3)' })).toBeVisible();
    await page.getByRole('link', { name: 'إزالة الفلتر: الغرف: 2' }).click();
    await expect(page).toHaveURL(/\/ar\/\?purpose=Buy&location=Dubai&type=Apartment$/);
    await expect(page.getByRole('link', { name: 'الفلاتر (2)' })).toBeVisible();
  });
});

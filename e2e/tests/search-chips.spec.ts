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

  // Sticky: after scrolling down the results the button is still under the navbar. The new search's
  // cards first (a short page loses the scroll), then the scroll inside the retry: the search's own
  // scroll to its results may come after a first turn of the wheel.
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('status').first()).not.toHaveText(/Searching/);
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    // Scrolled past the results' heading: the button is where it is only because it sticks.
    const heading = (await results.getByRole('heading', { level: 2 }).first().boundingBox())!;
    expect(heading.y + heading.height).toBeLessThan(0);
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

/** Every field of the open sheet, reached with Tab, lies whole between its heading bar and its sticky
 * Search button; and scrolled to its end, the last field is whole above the button. */
async function expectFieldsClearOfTheBars(page: Page) {
  const sheet = page.getByRole('dialog');
  const submit = sheet.locator('form > button[type="submit"]');
  const fields = sheet.locator('input:not([type="hidden"]), select, textarea');
  const count = await fields.count();
  expect(count).toBeGreaterThan(10);
  const bars = async () => ({
    head: (await sheet.getByRole('heading', { level: 2 }).locator('..').boundingBox())!,
    button: (await submit.boundingBox())!,
  });
  const clear = async (field: ReturnType<Page['locator']>) => {
    const { head, button } = await bars();
    const box = (await field.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(head.y + head.height - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(button.y + 1);
  };
  // From the first field to the last, as a visitor with a keyboard goes.
  await fields.first().focus();
  for (let seen = 0; seen < count * 2; seen++) {
    const id = await page.evaluate(() => {
      const active = document.activeElement;
      return active?.matches('input:not([type="hidden"]), select, textarea')
        ? active.id || `${active.getAttribute('name')}=${(active as HTMLInputElement).value}`
        : null;
    });
    if (id !== null) {
      await test.step(`field ${id}`, async () => {
        await expect(async () => clear(page.locator(':focus'))).toPass({ timeout: 10_000 });
      });
    }
    if (await fields.last().evaluate((last) => last === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(fields.last()).toBeFocused();
  // Scrolled to its end: the last field whole above the button.
  await sheet.evaluate((frame) => frame.scrollTo({ top: frame.scrollHeight, behavior: 'instant' }));
  await expect(async () => clear(fields.last())).toPass({ timeout: 10_000 });
}

test('in the filters sheet the sticky Search button never covers a field, in both languages', async ({
  page,
}) => {
  await page.goto(SEARCH);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await filtersButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await expectFieldsClearOfTheBars(page);

  await page.goto(`/ar${SEARCH}`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.getByRole('link', { name: 'الفلاتر (3)' }).click();
  await expect(page.getByRole('dialog', { name: 'الفلاتر' })).toBeVisible();
  await expectFieldsClearOfTheBars(page);
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

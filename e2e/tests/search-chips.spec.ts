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
  // The Search button is drawn last in the sheet, and the keyboard reaches it last: after the
  // last field, not between the main fields and the more filters.
  const searchButton = sheet.getByRole('button', { name: 'Search' });
  await searchButton.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(sheet.getByLabel('Keywords')).toBeFocused();
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

/** Every field of the open sheet, scrolled into view as the browser does for a field reached with Tab
 * (the nearest edge), lies whole between the sheet's heading bar and its sticky Search button, from
 * above and from below; and scrolled to its end, the last field is whole above the button. Answers the
 * fields that are not, and by how many pixels. */
const fieldsUnderTheBars = (page: Page) =>
  page.getByRole('dialog').evaluate((frame) => {
    const fields = Array.from(frame.querySelectorAll('input:not([type="hidden"]), select, textarea'));
    const head = frame.querySelector('h2')!.parentElement!;
    const button = frame.querySelector('form > button[type="submit"]')!;
    const under: string[] = [];
    const check = (field: Element, from: string) => {
      const box = field.getBoundingClientRect();
      const top = head.getBoundingClientRect().bottom - box.top;
      const bottom = box.bottom - button.getBoundingClientRect().top;
      const name = field.id || `${field.getAttribute('name')}=${(field as HTMLInputElement).value}`;
      if (top > 0.5) under.push(`${name} (${from}): ${Math.round(top)} px under the heading`);
      if (bottom > 0.5) under.push(`${name} (${from}): ${Math.round(bottom)} px under the button`);
    };
    const end = () => frame.scrollHeight - frame.clientHeight;
    for (const field of fields) {
      frame.scrollTop = 0;
      field.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      check(field, 'from above');
      frame.scrollTop = end();
      field.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      check(field, 'from below');
    }
    frame.scrollTop = end();
    check(fields.at(-1)!, 'at the end');
    return { fields: fields.length, under };
  });

test('in the filters sheet the sticky Search button never covers a field, in both languages', async ({
  page,
}) => {
  await page.goto(SEARCH);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await filtersButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  const english = await fieldsUnderTheBars(page);
  expect(english.fields).toBeGreaterThan(10);
  expect(english.under).toEqual([]);
  // A visitor with a keyboard: Tab to a field below the fold brings it whole above the button.
  const sheet = page.getByRole('dialog');
  await sheet.evaluate((frame) => (frame.scrollTop = 0));
  const keywords = sheet.getByLabel('Keywords');
  await keywords.evaluate((field) => {
    const fields = Array.from(document.querySelectorAll('[role="dialog"] input:not([type="hidden"])'));
    (fields[fields.indexOf(field as HTMLInputElement) - 1] as HTMLElement).focus({ preventScroll: true });
  });
  await page.keyboard.press('Tab');
  await expect(keywords).toBeFocused();
  const field = (await keywords.boundingBox())!;
  const button = (await sheet.getByRole('button', { name: 'Search' }).boundingBox())!;
  expect(field.y + field.height).toBeLessThanOrEqual(button.y);

  await page.goto(`/ar${SEARCH}`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.getByRole('link', { name: 'الفلاتر (3)' }).click();
  await expect(page.getByRole('dialog', { name: 'الفلاتر' })).toBeVisible();
  expect((await fieldsUnderTheBars(page)).under).toEqual([]);
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

/**
 * A search typed in Arabic finds what the same search in English finds: Arabic place names and the
 * Arabic words of a listing lead to the same homes, in the page a visitor opens (server-rendered, as a
 * link, a crawler or the GET form without JavaScript gets it).
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

test.describe.configure({ timeout: 120_000 });

/** The homes a results page lists, by their path in English (the Arabic page's links carry /ar). */
async function listedHomes(page: Page, url: string, region: string): Promise<string[]> {
  await page.goto(url);
  const results = page.getByRole('region', { name: region, exact: true });
  await expect(results.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  const hrefs = await results
    .locator('a[href*="/property/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => href.replace(/^\/ar(?=\/)/, '')))].sort();
}

const SEARCHES = [
  { en: '/?purpose=Buy&location=Dubai+Marina', ar: '/ar?purpose=Buy&location=دبي+مارينا' },
  { en: '/?purpose=Rent&location=Dubai', ar: '/ar?purpose=Rent&location=دبي' },
  // The alef written without its hamza (أبو as ابو): still the same place.
  { en: '/?purpose=Buy&location=Abu+Dhabi', ar: '/ar?purpose=Buy&location=ابو+ظبي' },
];

for (const { en, ar } of SEARCHES)
  test(`${decodeURIComponent(ar)} lists the homes ${en} lists`, async ({ page }) => {
    const english = await listedHomes(page, en, 'Search results');
    expect(english.length).toBeGreaterThan(0);
    expect(await listedHomes(page, ar, 'نتائج البحث')).toEqual(english);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

/**
 * Price history and currencies: a price lowered in the back office shows 'Price reduced' and the history
 * on the property page (English and Arabic); the visitor's currency and area unit, chosen once, are kept
 * across pages and reloads and rendered by the server (also without JavaScript); the rate table edits
 * and the page shows the new rate with its date.
 */
import { signIn } from '../support/admin-ui';
import { addMarinaListing, adminHeaders } from '../support/admin-api';
import { BASE_URL } from '../support/env';
import { test, expect } from '../support/fixtures';

/** A day as the pages write it (Dubai time). */
const day = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Dubai',
  }).format(new Date());
/** An amount to three significant figures, digits grouped (the pages' estimate). */
const estimate = (value: number) => {
  const step = 10 ** (Math.floor(Math.log10(value)) - 2);
  return (Math.round(value / step) * step).toLocaleString('en-US');
};

test('a price lowered in the back office shows "Price reduced" and the history, in English and Arabic', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const home = await addMarinaListing(
    request,
    await adminHeaders(request),
    `Marina Drop ${stamp}`,
    '2450000',
  );

  await signIn(page);
  await page.goto(`/admin/listings?q=${encodeURIComponent(home.house_name)}`);
  await page.getByRole('button', { name: `Edit ${home.house_name}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit ${home.house_name}` });
  await editor.getByLabel('Price (AED)').fill('2399000');
  await editor.getByRole('button', { name: 'Update Property' }).click();
  await expect(
    page.locator('[role="status"]').getByText('Property updated successfully!', { exact: true }),
  ).toBeVisible();

  await page.goto(`/property/${home.slug}`);
  await expect(page.getByTestId('price-reduced')).toHaveText('Price reduced');
  const history = page.getByRole('region', { name: 'Price history' });
  await expect(history.getByRole('img')).toBeVisible();
  const rows = history.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('AED 2,450,000');
  await expect(rows.nth(1)).toContainText('First listed');
  await expect(rows.nth(2)).toContainText('AED 2,399,000');
  await expect(rows.nth(2)).toContainText('−AED 51,000 (−2.1%)');
  // Who changed it is not public.
  expect(await page.content()).not.toContain('"actor"');

  await page.goto(`/ar/property/${home.slug}`);
  await expect(page.getByTestId('price-reduced')).toHaveText('تم تخفيض السعر');
  const arabic = page.getByRole('region', { name: 'سجل السعر' });
  await expect(arabic.getByRole('table').getByRole('row').nth(2)).toContainText('−51,000 درهم (−2.1%)');
});

test('the currency and area unit chosen once are kept across pages, after a reload and without JavaScript', async ({
  page,
  request,
  browser,
}) => {
  const headers = await adminHeaders(request);
  const stamp = Date.now().toString(36);
  const home = await addMarinaListing(request, headers, `Marina Units ${stamp}`, '3672500');
  const rate = await request.put(`${BASE_URL}/api/admin/currency-rates/USD`, {
    headers,
    data: { aedPerUnit: 3.6725 },
  });
  expect(rate.status()).toBe(200);

  // Chosen on the "about" page, in the navbar.
  await page.goto('/about');
  const picker = page.getByTestId('display-picker');
  await picker.getByText('AED · sqft').click();
  await picker.getByLabel('Currency', { exact: true }).selectOption('USD');
  await picker.getByLabel('Area unit', { exact: true }).selectOption('sqm');
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(picker.locator('summary')).toHaveText(/USD · sqm/);

  // A property page: the price in dollars (≈ 1,000,000 at 3.6725), the size in sqm beside sqft.
  await page.goto(`/property/${home.slug}`);
  // (In its facts: a similar home of the tests' own may have the same size.)
  const size = page.getByRole('definition').filter({ hasText: '604 sqm (6,500 sqft)' });
  await expect(page.getByTestId('converted-price')).toContainText('≈ USD 1,000,000');
  await expect(size).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('converted-price')).toContainText('≈ USD 1,000,000');
  await expect(size).toBeVisible();

  // A search page: the cards' sizes in sqm too.
  // (Seven-bedroom homes in Dubai Marina are the tests' own: every one has 6,500 sqft.)
  await page.goto('/?purpose=Buy&location=Dubai+Marina&beds=7');
  await expect(page.getByText('604 sqm (6,500 sqft)').first()).toBeVisible();

  // The home page's newest listings (this home is the newest) and the saved homes follow it too.
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'New on the market' });
  await featured.scrollIntoViewIfNeeded();
  const featuredCard = featured.getByRole('article').filter({ hasText: home.house_name });
  await expect(featuredCard.getByText('604 sqm (6,500 sqft)')).toBeVisible();
  await expect(featuredCard.getByText('6,500 sqft', { exact: true })).toHaveCount(0);
  await page.goto(`/property/${home.slug}`);
  await page
    .getByRole('button', { name: `Save ${home.house_name}` })
    .first()
    .click();
  await page.goto('/saved');
  const savedCard = page.getByRole('article').filter({ hasText: home.house_name });
  await expect(savedCard.getByText('604 sqm (6,500 sqft)')).toBeVisible();

  // Without JavaScript, the server renders the chosen units from the cookie.
  const cookies = await page.context().cookies();
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(cookies.filter((c) => c.name === 'manzil_display'));
  const plain = await noScript.newPage();
  await plain.goto(`${BASE_URL}/property/${home.slug}`);
  await expect(plain.getByTestId('converted-price')).toContainText('≈ USD 1,000,000');
  await expect(plain.getByRole('definition').filter({ hasText: '604 sqm (6,500 sqft)' })).toBeVisible();
  // The picker is a plain form: it works without JavaScript too.
  await plain.getByTestId('display-picker').getByText('USD · sqm').click();
  await plain.getByLabel('Area unit', { exact: true }).selectOption('sqft');
  await plain.getByRole('button', { name: 'Apply' }).click();
  await expect(plain).toHaveURL(new RegExp(`/property/${home.slug}$`));
  await expect(plain.getByText('6,500 sqft').first()).toBeVisible();
  await expect(plain.getByText('604 sqm')).toHaveCount(0);
  await noScript.close();
});

test('the back office rate table edits, and the property page shows the new rate with its date', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const stamp = Date.now().toString(36);
  const home = await addMarinaListing(request, headers, `Marina Euro ${stamp}`, '4000000');
  // A rate of its own (no other spec sets EUR): 4.1xxx.
  const value = 4 + Number(`0.1${String(Date.now() % 1000).padStart(3, '0')}`);

  await signIn(page);
  await page.goto('/admin/currency-rates');
  const table = page.getByRole('region', { name: 'Currency rates' });
  await table.getByLabel('AED for 1 EUR').fill(String(value));
  await table.getByRole('row', { name: /EUR/ }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rate of EUR saved')).toBeVisible();
  const today = day('en-AE');
  await expect(page.getByTestId('rate-date-EUR')).toHaveText(today);
  // Refused: a rate that is no number.
  await table.getByLabel('AED for 1 GBP').fill('abc');
  await table.getByRole('row', { name: /GBP/ }).getByRole('button', { name: 'Save' }).click();
  await expect(table.getByText('Enter a number between 0.0001 and 10000')).toBeVisible();

  await page.context().addCookies([{ name: 'manzil_display', value: 'EUR.sqft', url: BASE_URL }]);
  await page.goto(`/property/${home.slug}`);
  const expected = `≈ EUR ${estimate(4_000_000 / value)}`;
  await expect(page.getByTestId('converted-price')).toContainText(expected);
  await expect(page.getByTestId('converted-price')).toContainText(`rate of ${today}`);
  await page.goto(`/ar/property/${home.slug}`);
  await expect(page.getByTestId('converted-price')).toContainText('يورو');
  await expect(page.getByTestId('converted-price')).toContainText(day('ar-AE-u-nu-latn'));
});

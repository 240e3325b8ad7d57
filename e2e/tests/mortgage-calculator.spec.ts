/** The mortgage and total-cost calculator on a property page, as a buyer uses it. */
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { test, expect } from '../support/fixtures';

// Seeded listings: a Dubai apartment on sale at AED 2,900,000 (ready), and a rental.
const FOR_SALE = 'boulevard-crest-residence-2br';
const RENTAL = 'raas-lagoon-studio';

const section = (page: Page) => page.getByRole('region', { name: 'Mortgage and total cost' });

/** Scrolls to the calculator as a buyer does: its code loads as its place comes near. */
async function openCalculator(page: Page): Promise<Locator> {
  const place = section(page);
  await place.scrollIntoViewIfNeeded();
  await expect(place.getByRole('textbox', { name: 'Down payment (AED)' })).toBeVisible();
  return place;
}

async function retype(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

test('a buyer sets down payment, rate and term and reads the monthly payment of a worked example', async ({
  page,
}) => {
  await page.goto(`/property/${FOR_SALE}`);
  const calculator = await openCalculator(page);
  await expect(calculator.getByRole('textbox', { name: 'Price (AED)' })).toHaveValue('2,900,000');
  // An expatriate resident's first home up to AED 5M: at most 80% lent, so 20% down.
  await expect(calculator.getByRole('textbox', { name: 'Down payment (AED)' })).toHaveValue('580,000');
  await expect(calculator.getByText(/Loan limit: 80%\./)).toBeVisible();
  await expect(calculator.getByText(/Source: Central Bank of the UAE/)).toBeVisible();

  await retype(calculator.getByRole('textbox', { name: 'Down payment (AED)' }), '900000');
  await retype(calculator.getByRole('textbox', { name: 'Rate (% a year)' }), '4');
  await retype(calculator.getByRole('textbox', { name: 'Term (years)' }), '20');
  // Worked by hand: loan 2,000,000; r = 0.04 / 12; n = 240; (1 + r)^240 ≈ 2.22258;
  // 2,000,000 × r × 2.22258 / 1.22258 ≈ 6,666.67 × 1.81794 ≈ AED 12,119.6 → AED 12,120 a month.
  await expect(calculator.getByTestId('mortgage-monthly')).toHaveText('AED 12,120');
  await expect(
    calculator.getByText(/^A loan of AED 2,000,000 \(69% of the price\) over 20 years/),
  ).toBeVisible();
  // Up front: 900,000 down + DLD 4% 116,000 + title deed and admin 580 + trustee 4,000 + 5% VAT 4,200
  // + mortgage registration 0.25% of 2,000,000 + 290 = 5,290 + agency 2% + 5% VAT 60,900 = 1,086,970.
  await expect(calculator.getByTestId('mortgage-upfront')).toHaveText('AED 1,086,970');
  await expect(calculator.getByTestId('mortgage-fee-transfer')).toContainText(
    'Source: Dubai Land Department fee schedule (sale registration).',
  );
  await expect(calculator.getByTestId('mortgage-fee-mortgage')).toContainText('AED 5,290');
  await expect(calculator.getByText(/^An estimate, not an offer/)).toBeVisible();

  // A non-resident: the down payment follows the lower limit the banks apply.
  await retype(calculator.getByRole('textbox', { name: 'Down payment (AED)' }), '580000');
  await calculator.getByRole('combobox', { name: 'You are' }).selectOption('Non-resident');
  await expect(calculator.getByRole('textbox', { name: 'Down payment (AED)' })).toHaveAccessibleDescription(
    /at least AED 1,160,000 \(40% of the price\)/,
  );
  expect(await seriousViolations(page, 'section[aria-labelledby="mortgage-heading"]')).toEqual([]);
});

test('an out-of-range down payment shows the message beside the field and a summary alert', async ({
  page,
}) => {
  await page.goto(`/property/${FOR_SALE}`);
  const calculator = await openCalculator(page);
  const down = calculator.getByRole('textbox', { name: 'Down payment (AED)' });
  await retype(down, '100000');
  const message =
    'The down payment must be at least AED 580,000 (20% of the price): banks may lend at most 80% here.';
  await expect(down).toHaveAttribute('aria-invalid', 'true');
  await expect(down).toHaveAccessibleDescription(message);
  // Beside the field: the message is the paragraph the field names, right under it.
  const describedBy = (await down.getAttribute('aria-describedby'))!;
  await expect(page.locator(`#${describedBy}`)).toHaveText(message);
  const alert = calculator.getByRole('alert');
  await expect(alert).toContainText('One figure needs correcting');
  // No browser bubble: the form checks nothing itself.
  await expect(calculator.locator('form')).toHaveAttribute('novalidate', '');
  expect(await down.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe('');
  await alert.getByRole('link', { name: message }).click();
  await expect(down).toBeFocused();
  expect(await seriousViolations(page, 'section[aria-labelledby="mortgage-heading"]')).toEqual([]);

  await retype(down, '2,900,001');
  await expect(down).toHaveAccessibleDescription(
    'The down payment cannot be more than the price (AED 2,900,000).',
  );
  await retype(down, '1,000,000');
  await expect(down).not.toHaveAttribute('aria-invalid');
  await expect(calculator.getByRole('alert')).toHaveCount(0);
});

test("the server's page carries the estimate; the calculator's code waits until it comes near, and nothing jumps", async ({
  page,
}) => {
  const html = await (await page.request.get(`/property/${FOR_SALE}`)).text();
  // 2,320,000 at 4.5% over 25 years: AED 12,895 a month; up front 580,000 + 116,000 + 580 + 4,200 + 6,090 + 60,900.
  expect(html.replaceAll('<!-- -->', '')).toContain(
    'About <strong>AED 12,895 a month</strong> with 20% down',
  );
  expect(html.replaceAll('<!-- -->', '')).toContain('<strong>AED 767,770</strong> to pay up front');

  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/property/${FOR_SALE}`);
    const place = section(page);
    await expect(place.getByRole('textbox')).toHaveCount(0);
    const reserved = (await place.boundingBox())!.height;
    await openCalculator(page);
    const shown = (await place.boundingBox())!.height;
    expect(Math.abs(shown - reserved), `at ${width} px`).toBeLessThanOrEqual(8);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the estimate keeps its own height: no room is kept for a calculator that cannot come', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/property/${FOR_SALE}`);
    const place = section(page);
    await expect(place).toContainText('About AED 12,895 a month with 20% down');
    // The sentence, the sources and the heading: a few hundred pixels, not the calculator's 1,500.
    expect((await place.boundingBox())!.height).toBeLessThan(700);
  });
});

test('a rental, and a home already sold, have no calculator', async ({ page }) => {
  await page.goto(`/property/${RENTAL}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.mouse.wheel(0, 4000);
  await expect(page.getByRole('heading', { name: 'Location' })).toBeVisible();
  await expect(section(page)).toHaveCount(0);
  await expect(page.getByText('Monthly payment', { exact: true })).toHaveCount(0);

  await page.goto('/property/waterfront-crest-3br');
  await expect(page.getByRole('heading', { name: 'Location' })).toBeVisible();
  await expect(section(page)).toHaveCount(0);
});

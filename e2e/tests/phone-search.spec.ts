/**
 * The phone's search and its shortcuts, at 375 × 812: the search inside the first view of `/`, a page
 * past the last sent to the last, the amenities filter (in the URL, across a reload), the compare tray,
 * "Enquire now" landing on the form naming the home with and without JavaScript, and a buyer's whole
 * task counted in taps.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE });

/** Every tap the test makes goes through here, so the task's count is the visitor's. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.click();
    },
    choose: async (target: Locator, value: string) => {
      taps += 1;
      await target.selectOption(value);
    },
    get count() {
      return taps;
    },
  };
}

/** The search section's own Search button (the hero has one too). */
const searchButton = (page: Page) =>
  page
    .locator('section[aria-labelledby="mfs-search-heading"] form')
    .first()
    .getByRole('button', { name: 'Search', exact: true });

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

test('the location field and the search button are inside the first view of / on a phone', async ({
  page,
}) => {
  await page.goto('/');
  const form = page.getByRole('search', { name: 'Search homes' });
  for (const control of [form.getByLabel('Location'), form.getByRole('button', { name: 'Search' })]) {
    const box = (await control.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  }
});

/** What covers a part of the element in view (below `from`, px from the top of the screen): the
 * elements hit, on a grid of points inside it (4 px in from its edges), that are not the element or
 * inside it. Empty when nothing lies over it. */
const coveringOf = (target: Locator, from = 0) =>
  target.evaluate((element, from) => {
    const box = element.getBoundingClientRect();
    const over = new Set<string>();
    const top = Math.max(box.top + 4, from);
    const bottom = Math.min(box.bottom - 4, window.innerHeight - 1);
    for (let y = top; y <= bottom; y += 12) {
      for (let x = box.left + 4; x <= box.right - 4; x += 24) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !element.contains(hit))
          over.add(`${hit.tagName.toLowerCase()} "${(hit.textContent ?? '').trim().slice(0, 30)}" at y=${y}`);
      }
    }
    return [...over];
  }, from);

test.describe('the phone\'s "Show map" switch', () => {
  // The search's own scroll to its results, without its smooth motion: the page is at rest at once.
  test.use({ reducedMotion: 'reduce' });

  test('hides no result: not the first card at rest, and the last card scrolls clear of it', async ({
    page,
  }) => {
    await page.goto('/?purpose=Buy');
    await hydrated(page);
    const results = page.getByRole('region', { name: 'Search results' });
    const cards = results.getByRole('article');
    await expect(cards.first()).toBeVisible();
    // At rest: the search has brought its results to the top of the screen.
    await expect
      .poll(async () => (await results.getByRole('heading', { level: 2 }).first().boundingBox())!.y)
      .toBeLessThan(200);
    expect(await coveringOf(cards.first())).toEqual([]);

    // Into the list, the switch is there, at the foot of the screen.
    const toggle = page.getByRole('link', { name: 'Show map' });
    await cards.nth(1).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy({ top: 400, behavior: 'instant' }));
    await expect(toggle).toBeVisible();
    const box = (await toggle.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.y + box.height).toBeGreaterThan(PHONE.height - 100);

    // The last card: scrolled on past its foot, it comes clear of the switch, whole on the screen.
    const last = cards.last();
    await last.evaluate((card) => card.scrollIntoView({ block: 'end', behavior: 'instant' }));
    await expect(async () => {
      const card = (await last.boundingBox())!;
      const at = (await toggle.boundingBox())!;
      if (card.y + card.height > at.y)
        await page.evaluate(() => window.scrollBy({ top: 40, behavior: 'instant' }));
      expect(card.y + card.height).toBeLessThanOrEqual(at.y);
    }).toPass({ timeout: 10_000 });
    // A card taller than the room between the sticky bars has its top under the Filters bar, whose
    // place it is: below that bar nothing lies over it.
    const bar = await page
      .getByRole('link', { name: /^Filters \(\d+\)$/ })
      .evaluate((link) => link.parentElement!.getBoundingClientRect().bottom);
    expect(await coveringOf(last, bar)).toEqual([]);

    // The same at rest in Arabic.
    await page.goto('/ar/?purpose=Buy');
    await hydrated(page);
    const arabic = page.getByRole('region', { name: 'نتائج البحث' });
    await expect(arabic.getByRole('article').first()).toBeVisible();
    await expect
      .poll(async () => (await arabic.getByRole('heading', { level: 2 }).first().boundingBox())!.y)
      .toBeLessThan(200);
    expect(await coveringOf(arabic.getByRole('article').first())).toEqual([]);
  });
});

/** The hero's "Max price" choices: each group's label and its options' values, in the order shown. */
const priceChoices = (page: Page, label = 'Max price') =>
  page
    .getByRole('search')
    .first()
    .getByLabel(label)
    .evaluate((select) =>
      Array.from(select.querySelectorAll('optgroup'))
        .filter((group) => getComputedStyle(group).display !== 'none')
        .map((group) => ({
          label: group.label,
          values: Array.from(group.querySelectorAll('option')).map((option) => Number(option.value)),
        })),
    );
const SALE = [500_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000, 5_000_000, 10_000_000];
const MONTHLY = [2_000, 5_000, 8_000, 10_000, 15_000, 25_000];

test('the hero\'s "Max price" offers the chosen purpose\'s prices, rents per month', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const hero = page.getByRole('search', { name: 'Search homes' });
  expect(await priceChoices(page)).toEqual([{ label: 'To buy', values: SALE }]);
  await hero.getByLabel('Max price').selectOption('2500000');
  await hero.getByRole('radio', { name: 'Rent' }).click();
  expect(await priceChoices(page)).toEqual([{ label: 'To rent, per month', values: MONTHLY }]);
  // A sale price is no rent: the choice starts again at "Any".
  await expect(hero.getByLabel('Max price')).toHaveValue('');
  await hero.getByLabel('Max price').selectOption('8000');
  await hero.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/purpose=Rent/);
  await expect(page).toHaveURL(/maxPrice=8000/);

  await page.goto('/ar/');
  await hydrated(page);
  await page.getByRole('search', { name: 'ابحث عن المنازل' }).getByRole('radio', { name: 'إيجار' }).click();
  expect(await priceChoices(page, 'أقصى سعر')).toEqual([{ label: 'للإيجار، شهريًا', values: MONTHLY }]);
});

test('a page past the last is sent to the last page (302), in the app too', async ({ page }) => {
  const total = ((await (await page.request.get('/api/search?purpose=Buy')).json()) as { total: number })
    .total;
  const last = Math.max(1, Math.ceil(total / 12));
  const answer = await page.request.get('/?purpose=Buy&page=400', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['location']).toBe(last > 1 ? `/?purpose=Buy&page=${last}` : '/?purpose=Buy');
  await page.goto('/?purpose=Buy&page=400');
  await expect(page).toHaveURL(last > 1 ? new RegExp(`page=${last}$`) : /purpose=Buy$/);
  await expect(page.getByText('No results found')).toHaveCount(0);
});

test('the amenities filter narrows the results and survives a reload', async ({ page }) => {
  await page.goto('/?purpose=Buy');
  await hydrated(page);
  const summary = page.getByRole('region', { name: 'Search results' }).getByRole('status').first();
  await expect(summary).toContainText('propert');
  const all = Number((await summary.textContent())!.match(/([\d,]+) propert/)![1]!.replace(/,/g, ''));
  const more = page.locator('details').filter({ hasText: 'More filters' }).first();
  if (!(await more.getAttribute('open'))) await more.locator('summary').click();
  await more.getByRole('checkbox', { name: 'Private pool' }).check();
  await searchButton(page).click();
  await expect(page).toHaveURL(/amenities=private-pool/);
  await expect(summary).not.toHaveText(/Searching/);
  const narrowed = Number((await summary.textContent())!.match(/([\d,]+) propert/)![1]!.replace(/,/g, ''));
  expect(narrowed).toBeLessThan(all);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Private pool' })).toBeChecked();
  await expect(summary).toContainText(`${narrowed} propert`);
});

test('the compare tray appears on the first Compare and leads to /compare', async ({ page }) => {
  await page.goto('/?purpose=Buy');
  await hydrated(page);
  const card = page.getByRole('region', { name: 'Search results' }).getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await expect(page.getByRole('complementary', { name: 'Homes to compare' })).toHaveCount(0);
  await card.getByRole('button', { name: `Compare ${name}` }).click();
  const tray = page.getByRole('complementary', { name: 'Homes to compare' });
  await expect(tray).toBeVisible();
  await expect(tray).toContainText(name);
  // The page keeps room for the tray: the foot of the page is not under it.
  const room = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--compare-tray-space'),
  );
  expect(parseFloat(room)).toBeGreaterThan(0);
  await tray.getByRole('link', { name: 'Compare (1)' }).click();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(page.getByRole('complementary', { name: 'Homes to compare' })).toHaveCount(0);
});

test('"Enquire now" on a card opens the enquiry sheet naming the home', async ({ page }) => {
  await page.goto('/?purpose=Buy');
  await hydrated(page);
  const card = page.getByRole('region', { name: 'Search results' }).getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await card.getByRole('link', { name: /Enquire now/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Send us a message' });
  await expect(sheet).toBeVisible();
  await expect(
    sheet.getByText(new RegExp(`^About: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
  ).toBeVisible();
  // Back closes it and leaves the visitor on the results.
  await page.goBack();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Search results' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the hero\'s "Max price" offers both purposes\' prices, labelled, and a rent search finds rents', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    // The server's page holds both groups (without JavaScript nothing can change the list)...
    expect(html).toContain('<optgroup label="To buy" data-purpose="Buy">');
    expect(html).toContain('<optgroup label="To rent, per month" data-purpose="Rent">');
    await page.goto('/');
    const hero = page.getByRole('search', { name: 'Search homes' });
    // ...and the browser shows the chosen purpose's group (CSS), Buy first.
    expect(await priceChoices(page)).toEqual([{ label: 'To buy', values: SALE }]);
    await hero.getByRole('radio', { name: 'Rent' }).click();
    expect(await priceChoices(page)).toEqual([{ label: 'To rent, per month', values: MONTHLY }]);
    await hero.getByLabel('Max price').selectOption('10000');
    await hero.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/purpose=Rent/);
    await expect(page).toHaveURL(/maxPrice=10000/);
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('article').first()).toContainText(/\/month|\/year/);

    const arabic = await (await page.request.get('/ar/')).text();
    expect(arabic).toContain('<optgroup label="للشراء" data-purpose="Buy">');
    expect(arabic).toContain('<optgroup label="للإيجار، شهريًا" data-purpose="Rent">');
  });

  test('"Enquire now" lands on the form naming the home', async ({ page }) => {
    await page.goto('/?purpose=Buy');
    const card = page.getByRole('region', { name: 'Search results' }).getByRole('article').first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
    await card.getByRole('link', { name: /Enquire now/ }).click();
    await expect(page).toHaveURL(/\/contact\?property=[^#]+#enquiry$/);
    const form = page.locator('#enquiry');
    await expect(form.getByText(`About: ${name}`, { exact: false })).toBeVisible();
    const box = (await form.boundingBox())!;
    // The form, not the page's hero, is what the visitor sees.
    expect(box.y).toBeLessThan(PHONE.height);
    expect(box.y + 200).toBeGreaterThan(0);
  });
});

test("a buyer's task on a phone: a 2-bed flat to buy in Dubai under AED 2.5M, enquiry included, in at most 14 taps", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const t = tapCounter();
  // The phone's hero search asks where, how many beds, which type and the most to pay: the first
  // search already carries them (a choice from a list is counted as one tap).
  await page.goto('/');
  await hydrated(page);
  const hero = page.getByRole('search', { name: 'Search homes' });
  await t.tap(hero.getByLabel('Location'));
  await hero.getByLabel('Location').fill('Dubai');
  await t.choose(hero.getByLabel('Beds'), '2');
  await t.choose(hero.getByLabel('Home type'), 'Apartment');
  await t.choose(hero.getByLabel('Max price'), '2500000');
  await t.tap(hero.getByRole('button', { name: 'Search' }));
  await expect(page).toHaveURL(/beds=2/);
  await expect(page).toHaveURL(/type=Apartment/);
  await expect(page).toHaveURL(/maxPrice=2500000/);
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  // Sort: newest first.
  await t.choose(results.getByLabel('Sort by'), 'newest');
  await expect(page).toHaveURL(/sort=newest/);
  const card = results.getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await t.tap(card.getByRole('link', { name: /View details/ }));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await hydrated(page);
  // Every photo: the viewer opens on the first and steps through them.
  const gallery = page.getByRole('region', { name: /^Photos \(/ });
  const count = await gallery.getByRole('img').count();
  if (count > 1) {
    await t.tap(gallery.getByRole('link', { name: `Photo 1 of ${count}` }));
    const viewer = page.getByRole('dialog', { name: /^Photos of / });
    await expect(viewer.getByText(`Photo 1 of ${count}`)).toBeVisible();
    // Swipes are not taps: the viewer steps through the photos by swiping (here the arrow keys).
    for (let i = 2; i <= count; i++) {
      await page.keyboard.press('ArrowRight');
      await expect(viewer.getByText(`Photo ${i} of ${count}`)).toBeVisible();
    }
    await expect(viewer.getByText(`Photo ${count} of ${count}`)).toBeVisible();
    await t.tap(viewer.getByRole('button', { name: 'Close' }));
  }
  // Permit, service charge, agent and mortgage are read on the page, without a tap.
  await expect(page.getByText(/permit/i).first()).toBeAttached();
  await expect(page.getByRole('region', { name: 'Mortgage and total cost' })).toBeAttached();
  // Save, compare (the tray then leads to /compare), share, enquire.
  await t.tap(page.getByRole('button', { name: `Save ${name}` }).first());
  await t.tap(page.getByRole('button', { name: `Compare ${name}` }).first());
  const tray = page.getByRole('complementary', { name: 'Homes to compare' });
  await expect(tray).toBeVisible();
  await t.tap(page.getByRole('button', { name: /^Share/ }).first());
  // Enquire: WhatsApp from the phone's contact bar, its message naming the home (the chat opens in a
  // new tab, which the test's network keeps on the machine).
  const whatsApp = page
    .getByRole('navigation', { name: /^Contact about / })
    .getByRole('link', { name: /WhatsApp/ });
  expect(decodeURIComponent((await whatsApp.getAttribute('href'))!)).toContain(name);
  const [chat] = await Promise.all([page.waitForEvent('popup'), t.tap(whatsApp)]);
  await chat.close();
  await t.tap(tray.getByRole('link', { name: 'Compare (1)' }));
  await expect(page).toHaveURL(/\/compare$/);
  test.info().annotations.push({ type: 'taps', description: String(t.count) });
  console.log(`task (a): ${t.count} taps`);
  expect(t.count).toBeLessThanOrEqual(14);
});

/**
 * A home's pin opens its card wherever it stands on the results map: dragged 10 px from each edge of
 * the map (at 375 and 1440 px), a click opens the card (photo, price, beds and size, a link to the
 * home's page) and the page throws nothing. The map and the list know each other (side by side at
 * 1440 px): hovering a card marks its pin, opening a pin's card marks the list's card.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Property } from '@manzil/contract';
import { adminHeaders } from '../support/admin-api';
import { BASE_URL } from '../support/env';
import { test, expect } from '../support/fixtures';

test.describe.configure({ timeout: 180_000 });

const map = (page: Page) => page.getByRole('region', { name: 'Map of the search results' });
const popup = (page: Page) => page.locator('.leaflet-popup-content');
const EDGE_PX = 10;

/**
 * The whole map on the screen, standing still: at 1440 px it sticks below the navbar once the page has
 * scrolled a little, but at the page's top its foot is below the fold (opening the first card's pin
 * scrolls the list, and the page, back there).
 */
async function wholeMapInView(page: Page): Promise<Box> {
  let frame = await whenStill(page, map(page));
  const below = frame.y + frame.height - page.viewportSize()!.height;
  // (Not a pixel more: a phone's map fills the screen exactly below the sticky Filters bar.)
  if (below > 1) {
    await page.evaluate((dy) => window.scrollBy(0, Math.ceil(dy)), below);
    frame = await whenStill(page, map(page));
  }
  expect(frame.y + frame.height).toBeLessThanOrEqual(page.viewportSize()!.height + 1);
  return frame;
}

/** Zooms into clusters until the map shows single homes' pins. */
async function zoomToPins(page: Page): Promise<void> {
  const pin = map(page).locator('.leaflet-marker-icon[data-count="1"]');
  await expect(async () => {
    if ((await pin.count()) === 0) {
      await map(page).locator('.leaflet-marker-icon[data-count]:not([data-count="1"])').first().click();
    }
    await expect(pin.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * Waits until `target` stands still on the screen: the search's own smooth scroll to its results, the
 * list scrolling its marked card into view, or a card's opening pan may still be moving it.
 */
async function whenStill(page: Page, target: Locator): Promise<Box> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify([await target.boundingBox(), await page.evaluate(() => window.scrollY)]);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return (await target.boundingBox())!;
}

/** Where the pin points (the bottom middle of its icon). */
async function tipOf(pin: Locator): Promise<{ x: number; y: number }> {
  const box = (await pin.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height };
}

/** A point of the map with nothing on it (no marker, control or button) to drag the map from. */
async function emptySpot(page: Page, frame: Box): Promise<{ x: number; y: number }> {
  const spot = await page.evaluate((f) => {
    for (let fy = 0.3; fy <= 0.7; fy += 0.05)
      for (let fx = 0.3; fx <= 0.7; fx += 0.05) {
        const x = f.x + f.width * fx;
        const y = f.y + f.height * fy;
        const hit = document.elementFromPoint(x, y);
        if (hit?.classList.contains('leaflet-tile') || hit?.classList.contains('leaflet-container'))
          return { x, y };
      }
    return null;
  }, frame);
  expect(spot, 'an empty spot of the map to drag from').not.toBeNull();
  return spot!;
}

/** Drags the map so that the pin's tip lands on `target` (without Leaflet's inertia). */
async function dragPinTo(page: Page, pin: Locator, target: { x: number; y: number }, frame: Box) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const tip = await tipOf(pin);
    const dx = target.x - tip.x;
    const dy = target.y - tip.y;
    if (Math.abs(dx) <= 2 && Math.abs(dy) <= 2) return;
    const from = await emptySpot(page, frame);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 8 });
    await page.mouse.move(from.x + dx, from.y + dy, { steps: 8 });
    // A still pointer before the release: Leaflet adds no inertia to the drag.
    await page.waitForTimeout(150);
    await page.mouse.up();
    await page.waitForTimeout(300);
  }
  const tip = await tipOf(pin);
  expect(Math.abs(tip.x - target.x)).toBeLessThanOrEqual(3);
  expect(Math.abs(tip.y - target.y)).toBeLessThanOrEqual(3);
}

for (const width of [375, 1440]) {
  test(`a pin 10 px from each edge of the map opens its card (${width} px)`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.goto('/?purpose=Rent&view=map');
    await expect(map(page)).toHaveAttribute('data-state', 'ready');
    // The search scrolls its map into view itself (under the navbar and, on a phone, the Filters bar).
    await wholeMapInView(page);
    await zoomToPins(page);
    const pin = map(page).locator('.leaflet-marker-icon[data-count="1"]').first();
    const slug = await pin.getAttribute('data-home');
    const own = map(page).locator(`.leaflet-marker-icon[data-home="${slug}"]`);
    // Away from the zoom buttons (top start), the attribution (bottom end), "Search this area" (top
    // middle) and the phone's List switch (bottom middle).
    const edges = {
      top: (f: Box) => ({ x: f.x + f.width * 0.8, y: f.y + EDGE_PX }),
      bottom: (f: Box) => ({ x: f.x + f.width * 0.2, y: f.y + f.height - EDGE_PX }),
      left: (f: Box) => ({ x: f.x + EDGE_PX, y: f.y + f.height * 0.5 }),
      right: (f: Box) => ({ x: f.x + f.width - EDGE_PX, y: f.y + f.height * 0.5 }),
    };
    for (const [edge, place] of Object.entries(edges)) {
      await test.step(`${edge} edge`, async () => {
        // Measured each time: opening a card scrolls its list card into view, and the page with it.
        const frame = await wholeMapInView(page);
        await dragPinTo(page, own, place(frame), frame);
        // Click the part of the pin inside the map (at the top edge only its tip shows).
        const box = (await own.boundingBox())!;
        const y = edge === 'top' ? frame.y + EDGE_PX / 2 : box.y + box.height / 2;
        await page.mouse.click(box.x + box.width / 2, y);
        await expect(popup(page)).toBeVisible();
        await expect(popup(page).locator('a')).toHaveAttribute('href', `/property/${slug}`);
        await expect(popup(page)).toContainText(/AED [\d,]+\/month|Inquire for price/);
        await expect(popup(page)).toContainText(/\d+ Beds?|Studio/);
        await expect(popup(page).locator('img')).toHaveCount(1);
        // The card is shown whole inside the map, once its opening pan (and the page's scroll to the
        // list's card) has ended.
        const card = await whenStill(page, page.locator('.leaflet-popup'));
        const shown = await whenStill(page, map(page));
        expect(card.y).toBeGreaterThanOrEqual(shown.y - 1);
        expect(card.x).toBeGreaterThanOrEqual(shown.x - 1);
        expect(card.x + card.width).toBeLessThanOrEqual(shown.x + shown.width + 1);
        // Its opening pan is not the visitor's move: still the same pin, still open, after it.
        await page.waitForTimeout(500);
        await expect(popup(page)).toBeVisible();
        await page.locator('.leaflet-popup-close-button').click();
        await expect(popup(page)).toHaveCount(0);
      });
    }
    expect(errors).toEqual([]);
  });
}

/** Two rentals of the test's own, each with its coordinates (its own pin), found by a word of their names. */
async function addPinnedHomes(
  request: APIRequestContext,
): Promise<{ word: string; slugs: string[]; remove: () => Promise<void> }> {
  const headers = await adminHeaders(request);
  const word = `pinned${Date.now().toString(36)}`;
  const slugs: string[] = [];
  const ids: string[] = [];
  for (const [name, lat, lon] of [
    [`Marina Pin ${word} A`, '25.0805', '55.1403'],
    [`Marina Pin ${word} B`, '25.0702', '55.1301'],
  ] as const) {
    const res = await request.post(`${BASE_URL}/api/admin/add-property`, {
      headers,
      multipart: {
        house_name: name,
        house_type: 'Apartment',
        for: 'Rent',
        bedrooms: '2',
        bathrooms: '2',
        area: '1200',
        location: 'Dubai Marina',
        discription: 'Two bedrooms over the Marina.',
        price: '12000',
        areaName: 'dubai_marina',
        lat,
        lon,
      },
    });
    expect(res.status()).toBe(201);
    const { data } = (await res.json()) as { data: Property };
    slugs.push(data.slug);
    ids.push(data._id);
  }
  // Taken away afterwards: other specs count the seeded rentals of the map.
  const remove = async () => {
    for (const _id of ids) {
      const res = await request.delete(`${BASE_URL}/api/admin/delete-property`, {
        headers,
        data: { _id, areaName: 'dubai_marina' },
      });
      expect(res.ok()).toBe(true);
    }
  };
  return { word, slugs, remove };
}

test('the list and the map mark each other’s home (side by side)', async ({ page, request }) => {
  const { word, slugs, remove } = await addPinnedHomes(request);
  try {
    await page.goto(`/?purpose=Rent&q=${word}&view=map`);
    await expect(map(page)).toHaveAttribute('data-state', 'ready');
    const list = page.getByRole('region', { name: 'Search results' });
    await expect(list.locator('li[data-home]')).toHaveCount(2);
    const mapBox = (await map(page).boundingBox())!;
    const firstCard = (await list.locator('li[data-home]').first().boundingBox())!;
    // Side by side: the map at the end of the row, beside the cards.
    expect(mapBox.x).toBeGreaterThan(firstCard.x + firstCard.width - 1);
    // Two homes a kilometre and more apart: each has its own pin.
    for (const slug of slugs)
      await expect(map(page).locator(`.leaflet-marker-icon[data-home="${slug}"]`)).toBeVisible();

    // A pin's card opened on the map marks the list's card.
    await map(page).locator(`.leaflet-marker-icon[data-home="${slugs[0]}"]`).click();
    await expect(popup(page)).toBeVisible();
    const card = list.locator(`li[data-home="${slugs[0]}"]`);
    await expect(card).toHaveAttribute('data-map-active', '');
    await expect(card).toBeInViewport();
    await page.locator('.leaflet-popup-close-button').click();
    await expect(list.locator('li[data-map-active]')).toHaveCount(0);

    // A card pointed at in the list marks its pin, and only its pin.
    await list.locator(`li[data-home="${slugs[1]}"]`).hover();
    await expect(map(page).locator(`.leaflet-marker-icon[data-home="${slugs[1]}"]`)).toHaveAttribute(
      'data-list-active',
      '',
    );
    await expect(map(page).locator(`.leaflet-marker-icon[data-home="${slugs[0]}"]`)).not.toHaveAttribute(
      'data-list-active',
      '',
    );
  } finally {
    await remove();
  }
});

/**
 * Without JavaScript nothing on the page offers a control that would do nothing: every enabled
 * button, field or list on the property page and on a search's map view sits in a form that the
 * browser sends by itself (GET or POST). The rest are rendered disabled (or not at all) until the
 * app's code has started, or styled inert where scripts never run. The property page's map is a picture of the place with links to map sites.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

test.use({ javaScriptEnabled: false });

/** The enabled controls outside a form the browser can send, named for the failure message. */
const deadControls = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, input, select, textarea'))
      .filter((control) => {
        if ((control as HTMLButtonElement).disabled || control.closest('[hidden], noscript, template'))
          return false;
        // Styled inert where scripts never run (`@media (scripting: none)`): it cannot be pressed. With
        // scripts, it stays live so that a press before the code started is kept (earlyClick).
        if (getComputedStyle(control).pointerEvents === 'none') return false;
        if (control instanceof HTMLInputElement && control.type === 'hidden') return false;
        const form = control.closest('form');
        return !(form && (form.getAttribute('action') !== null || form.getAttribute('method') !== null));
      })
      .map(
        (control) =>
          `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim()}"`,
      ),
  );

test('the property page: no control needs JavaScript, the map is a picture with links out', async ({
  page,
  request,
}) => {
  const search = (await (await request.get('/api/search?purpose=Buy')).json()) as {
    items: { slug: string; lat?: number; lon?: number; photos?: string[] }[];
  };
  const home = search.items.find((item) => typeof item.lat === 'number' && (item.photos?.length ?? 0) > 1)!;
  expect(home).toBeDefined();
  await page.goto(`/property/${home.slug}`);
  expect(await deadControls(page)).toEqual([]);
  await expect(page.getByText('Loading map...')).toHaveCount(0);
  const picture = page.getByRole('img', { name: /^Where .+ is: latitude [\d.-]+, longitude [\d.-]+$/ });
  await expect(picture).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/?mlat=${home.lat!.toFixed(5)}&mlon=${home.lon!.toFixed(5)}#map=16/${home.lat!.toFixed(5)}/${home.lon!.toFixed(5)}`,
  );
  await expect(page.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  // Each photo is a link to the full image; "View N photos" leads down to them.
  const gallery = page.getByRole('region', { name: /^Photos \(/ });
  await expect(gallery.getByRole('link', { name: /^Photo 1 of / })).toHaveAttribute('href', home.photos![0]!);
  await expect(page.getByRole('link', { name: /^View \d+ photos$/ })).toHaveAttribute('href', '#photos');
});

test('the property page in Arabic: the same', async ({ page, request }) => {
  const search = (await (await request.get('/api/search?purpose=Rent')).json()) as {
    items: { slug: string }[];
  };
  await page.goto(`/ar/property/${search.items[0]!.slug}`);
  expect(await deadControls(page)).toEqual([]);
  await expect(page.getByRole('link', { name: 'افتح في OpenStreetMap' })).toBeVisible();
});

test('a search on the map view: no control needs JavaScript, and the list shows', async ({ page }) => {
  await page.goto('/?purpose=Buy&view=map');
  expect(await deadControls(page)).toEqual([]);
  // In a <noscript> (the browser here runs no script but still parses it as text: read the HTML).
  expect(await page.content()).toContain('The map needs JavaScript. The results are listed below.');
  await expect(
    page.getByRole('region', { name: 'Search results' }).locator('li[data-home]').first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show list' })).toHaveCount(0);
});

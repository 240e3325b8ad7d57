/**
 * The property editor as an admin uses it: a validation message in words, a price far
 * from like listings warned about, three photos uploaded, reordered with the keyboard and a Move
 * button, and the order seen on the public property page's gallery. Listings are seeded through the
 * API; one page does the rest.
 */
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { addMarinaListing, adminHeaders } from '../support/admin-api';
import { signIn } from '../support/admin-ui';
import { expect, test } from '../support/fixtures';

/** A small PNG of one colour: three distinct files. */
const png = async (name: string, r: number, g: number, b: number) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 48, height: 36, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer(),
});

/** The stored image ids of the editor's thumbnails, in order. */
const thumbnailIds = (page: Page) =>
  page
    .getByRole('list', { name: 'Photos in order, the first is the cover' })
    .locator('img')
    .evaluateAll((imgs) =>
      imgs.map((img) => /\/api\/images\/([0-9a-f]{24})/.exec(img.getAttribute('src') ?? '')?.[1]),
    );

test('edit a listing: a message in words, an outlier price warned, three photos reordered and seen in that order on the public page', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const headers = await adminHeaders(request);
  // Seven-bedroom apartments: the demo has none in the area, so the median is these listings'.
  for (const n of [1, 2, 3])
    await addMarinaListing(request, headers, `Marina Sky Floor ${stamp} ${n}`, '20000000');
  const home = await addMarinaListing(request, headers, `Marina Crown ${stamp}`, '21000000');

  await signIn(page);
  await page.goto(`/admin/listings?q=${encodeURIComponent(home.house_name)}`);
  await page.getByRole('button', { name: `Edit ${home.house_name}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit ${home.house_name}` });

  // A validation message a person reads, beside the field and above the buttons.
  const bedrooms = editor.getByLabel('Bedrooms *');
  await bedrooms.fill('-3');
  await editor.getByRole('button', { name: 'Update Property' }).click();
  const said = 'Bedrooms must be a whole number from 0 to 50 (0 for a studio)';
  await expect(editor.getByRole('alert')).toHaveText(said);
  await expect(bedrooms).toHaveAttribute('aria-invalid', 'true');
  await expect(bedrooms).toHaveAccessibleDescription(`0 for a studio. ${said}`);
  await expect(bedrooms).toBeFocused();
  await bedrooms.fill('7');

  // An outlier price: warned, not refused.
  const price = editor.getByLabel('Price (AED)');
  await price.fill('99');
  await expect(editor.getByText(/^AED 99 is lower than any sale price in the UAE/)).toBeVisible();
  await price.fill('5000000');
  await expect(
    editor.getByText(
      'AED 5,000,000 is 75% below the median of AED 20,000,000 for 7-bedroom apartments for sale in Dubai Marina (3 listings). Check the price before saving.',
    ),
  ).toBeVisible();
  await price.fill('21000000');
  await expect(editor.getByText(/below the median|times the median/)).toHaveCount(0);

  // Three photos, each uploaded and re-encoded by the server.
  await editor
    .getByLabel('Add photos')
    .setInputFiles([
      await png('red.png', 200, 30, 30),
      await png('green.png', 30, 160, 60),
      await png('../../blue<script>.png', 30, 60, 200),
    ]);
  const list = editor.getByRole('list', { name: 'Photos in order, the first is the cover' });
  // The listing's placeholder is not a photo: the three uploads are the list.
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByText(/^Uploading/)).toHaveCount(0);
  const [a, b, c] = await thumbnailIds(page);
  expect([a, b, c].every(Boolean)).toBe(true);

  // The keyboard: lift the cover with Space, move it one place on, drop it with Space.
  const cover = editor.getByRole('button', { name: 'Drag Photo 1 (cover) to reorder' });
  await cover.focus();
  // Each key waits for what it did, as a screen-reader user hears it: on a loaded machine the arrow
  // could otherwise arrive before the drag had started, and the drop leave the photo where it was.
  await page.keyboard.press('Space');
  await expect(cover).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Photo 1 is over position 2 of 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(() => thumbnailIds(page)).toEqual([b, a, c]);
  // A Move button: the last photo one place earlier.
  await editor.getByRole('button', { name: 'Move photo 3 earlier' }).click();
  await expect.poll(() => thumbnailIds(page)).toEqual([b, c, a]);
  await expect(page.getByRole('status').filter({ hasText: 'Photo 3 moved to position 2 of 3.' })).toHaveCount(
    1,
  );

  await editor.getByRole('button', { name: 'Update Property' }).click();
  await expect(
    page.locator('[role="status"]').getByText('Property updated successfully!', { exact: true }),
  ).toBeVisible();

  // The public page's gallery shows them in that order, the cover first.
  await page.goto(`/property/${home.slug}`);
  const gallery = page.getByRole('region', { name: 'Photos (3 photos)' });
  const shown = await gallery
    .getByRole('img')
    .evaluateAll((imgs) =>
      imgs.map((img) => /\/api\/images\/([0-9a-f]{24})/.exec(img.getAttribute('src') ?? '')?.[1]),
    );
  expect(shown).toEqual([b, c, a]);
});

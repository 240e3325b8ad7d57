// Scratch: screenshots for looking at the pages (deleted before the report).
import { test } from '../support/fixtures';

const pages = [
  ['home', '/'],
  ['dubai', '/dubai'],
  ['downtown', '/dubai/downtown-dubai'],
  ['sobha', '/dubai/sobha'],
  ['property', '/property/boulevard-crest-residence-2br'],
  ['nocity', '/atlantis'],
];
for (const width of [375, 1440]) {
  for (const [name, path] of pages) {
    test(`${name} at ${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path!);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/listings-shots/${name}-${width}.png`, fullPage: true });
    });
  }
}

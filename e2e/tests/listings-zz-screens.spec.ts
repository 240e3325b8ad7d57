// Scratch: screenshots for looking at the pages (deleted before the report).
import { test } from '../support/fixtures';

const pages = (process.env.SHOTS ?? 'home:/,dubai:/dubai,downtown:/dubai/downtown-dubai,sobha:/dubai/sobha,property:/property/boulevard-crest-residence-2br')
  .split(',')
  .map((p) => p.split(':'));
for (const width of [375, 1440]) {
  for (const [name, path] of pages) {
    test(`${name} at ${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path!);
      await page.waitForTimeout(1500);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(150);
      }
      await page.waitForTimeout(1000);
      await page.evaluate(() => window.scrollTo(0, 0));
      const chunk = width === 375 ? 1400 : 1800;
      for (let y = 0, i = 0; y < height; y += chunk, i++) {
        await page.screenshot({
          path: `/tmp/listings-shots/${name}-${width}-${i}.png`,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(chunk, height - y) },
        });
      }
    });
  }
}

/** The home page's lower sections load when a visitor scrolls near them (see RemoteSlot). */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const emiratesSection = (page: Page) => page.locator('section[aria-labelledby="emirates-heading"]');

/** Scrolls down with the mouse wheel, as a visitor would, until the emirates section is on the page. */
export async function scrollToEmirates(page: Page): Promise<void> {
  const section = emiratesSection(page);
  await expect(async () => {
    if ((await section.count()) === 0) await page.mouse.wheel(0, 400);
    await expect(section).toBeAttached({ timeout: 1500 });
  }).toPass({ timeout: 20_000 });
  await section.scrollIntoViewIfNeeded();
}

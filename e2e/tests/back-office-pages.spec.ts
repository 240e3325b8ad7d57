/**
 * Every back-office page (the page table's BACK_OFFICE_PAGES, plus the second view of listings and
 * leads) with the demo data, at 1440 and 375 px: in its own frame (no public navbar or footer), no
 * taller than 3,000 px at 1440, no wider than the window, and no serious or critical axe violations.
 * The heights are printed and kept in the report's annotations.
 */
import { BACK_OFFICE_PAGES, pagePath, type BackOfficePageId } from '@manzil/contract';
import { seriousViolations } from '../support/a11y';
import { signIn } from '../support/admin-ui';
import { expect, test } from '../support/fixtures';

/** Each page's heading (level 1). */
const TITLES: Record<BackOfficePageId, string> = {
  dashboard: 'ADMIN PANEL',
  adminListings: 'Listings',
  adminLeads: 'Leads',
  adminAgents: 'Agents',
  adminAreas: 'Emirates and areas',
  adminAudit: 'Audit log',
  adminReports: 'Reports',
  adminUsers: 'Users',
  adminCurrencyRates: 'Currency rates',
};

const PAGES: [url: string, title: string][] = [
  ...BACK_OFFICE_PAGES.map((id): [string, string] => [pagePath(id), TITLES[id]]),
  [`${pagePath('adminListings')}?view=area`, TITLES.adminListings],
  [`${pagePath('adminLeads')}?view=board`, TITLES.adminLeads],
];

const MAX_HEIGHT = 3000;

for (const [width, height] of [
  [1440, 900],
  [375, 812],
] as const) {
  test(`every back-office page at ${width} px: its own frame, its height, no serious axe violations`, async ({
    page,
  }) => {
    // Eleven pages, each walked by axe: slow on a shared 2-core machine.
    test.setTimeout(360_000);
    await page.setViewportSize({ width, height });
    await signIn(page);
    const heights: string[] = [];
    for (const [url, title] of PAGES) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveCount(0);
      const nav = page.getByRole('navigation', { name: 'Back office' });
      if (width >= 900) await expect(nav).toBeVisible();
      else {
        await expect(nav).toBeHidden();
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(nav).toBeVisible();
        await page.getByRole('button', { name: 'Close menu' }).click();
      }
      const { px, overflow } = await page.evaluate(() => ({
        px: document.documentElement.scrollHeight,
        overflow: document.documentElement.scrollWidth - window.innerWidth,
      }));
      heights.push(`${url} @${width}: ${px} px`);
      if (width === 1440) expect(px, `${url} at 1440`).toBeLessThanOrEqual(MAX_HEIGHT);
      expect(overflow, `${url} at ${width}: wider than the window`).toBeLessThanOrEqual(0);
      // Nor is a button pushed out of its section to the left, which no scroll bar shows.
      const cut = await page.evaluate(() =>
        Array.from(document.querySelectorAll('section button')).flatMap((button) => {
          const box = button.getBoundingClientRect();
          const section = button.closest('section')!.getBoundingClientRect();
          return box.width > 0 && box.left < section.left - 1
            ? [button.getAttribute('aria-label') ?? button.textContent]
            : [];
        }),
      );
      expect(cut, `${url} at ${width}: buttons cut off`).toEqual([]);
      expect(await seriousViolations(page), `${url} at ${width}`).toEqual([]);
    }
    test.info().annotations.push({ type: `page heights at ${width} px`, description: heights.join('; ') });
    console.log(heights.join('\n'));
  });
}

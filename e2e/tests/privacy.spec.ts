/**
 * The privacy notice (a page added as one entry in the page table plus its component): reached
 * from the footer, rendered on the server with its head and the agency's configured e-mail, listed in
 * the sitemap, and cached like any public page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '@manzil/contract';
import { seriousViolations } from '../support/a11y';
import { E2E_ROOT } from '../support/env';
import { expect, test } from '../support/fixtures';

const SHOTS = path.join(E2E_ROOT, 'test-results', 'privacy');

test('the footer leads to the privacy notice, which names the agency e-mail and the visitor rights', async ({
  page,
  request,
}) => {
  const site = (await (await request.get('/api/site-config')).json()) as SiteConfig;
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page).toHaveTitle(/^Privacy Notice \|/);
  for (const section of ['What we collect', 'Why we use it', 'How long we keep it', 'Your rights', 'Contact'])
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  await expect(page.getByText(/Federal Decree-Law No\. 45 of 2021/)).toBeVisible();
  await expect(page.getByRole('link', { name: site.agencyEmail })).toHaveAttribute(
    'href',
    `mailto:${site.agencyEmail}`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `privacy-${width}.png`), fullPage: true });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server sends the whole notice with its head, cached as a public page', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/privacy');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('public');
    await expect(page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/privacy$/);
    await expect(page.locator('meta[name=description]')).toHaveAttribute(
      'content',
      /UAE Personal Data Protection Law/,
    );
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/privacy<\/loc>/);
  });
});

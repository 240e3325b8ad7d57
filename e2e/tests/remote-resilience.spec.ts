/**
 * A remote that cannot load, disappears, or throws must not take the page down; a remote can be
 * deployed on another origin and found through /remotes.json without rebuilding the shell.
 */
import path from 'node:path';
import { execFileSync } from 'node:child_process';
// The screens' constants are plain data (no React): the test reads the real timeout.
import { TIMINGS } from '../../packages/ui/src/constants';
import { openInApp, test, expect } from '../support/fixtures';
import { scrollToEmirates } from '../support/home';
import { E2E_ROOT, PORT, REPO_ROOT } from '../support/env';
import { startApiServer, startStaticServer, type RunningServer } from '../support/server';

const FALLBACK = 'This section is unavailable right now.';

async function expectChromeAlive(page: import('@playwright/test').Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
}

test('a remote unreachable at start shows the fallback, and Retry really retries', async ({ page }) => {
  await page.route('**/remotes/mf-vr/**', (route) => route.abort('connectionrefused'));
  await page.goto('/3dspace');
  await expect(page.getByText(FALLBACK)).toBeVisible();
  await expectChromeAlive(page);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(FALLBACK)).toBeVisible();

  await page.unroute('**/remotes/mf-vr/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Explore VR World' })).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
});

test('a remote going away after start fails only its slot; the rest keeps working', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Real homes live here' })).toBeVisible();
  await scrollToEmirates(page);
  await expect(page.getByText('Explore Magnificent Emirates')).toBeVisible();

  await page.route('**/remotes/mf-listings/**', (route) => route.abort('connectionrefused'));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/dubai');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText(FALLBACK)).toBeVisible();
  await expectChromeAlive(page);

  await page.unroute('**/remotes/mf-listings/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
  // The shell around the slot kept working throughout.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('a remote that takes too long is given up on after the timeout', async ({ page }) => {
  test.setTimeout(40_000);
  await page.route('**/remotes/mf-vr/mf-manifest.json', () => {
    // Never answer: the connection is accepted but the remote hangs.
  });
  // Reached inside the site: the slot has nothing to show but its placeholder meanwhile.
  await openInApp(page, '/3dspace');
  await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 15_000 });
  await expectChromeAlive(page);
});

test("a page opened from the server keeps a slow part's HTML readable past the timeout", async ({ page }) => {
  test.setTimeout(40_000);
  await page.route('**/remotes/mf-vr/mf-manifest.json', () => undefined);
  await page.mainFrame().goto('/3dspace', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Past the load's timeout (TIMINGS.remoteLoadTimeoutMs, 8 s) the visitor still reads the part.
  await page.waitForTimeout(TIMINGS.remoteLoadTimeoutMs + 1_500);
  await expect(page.getByRole('heading', { name: 'Explore VR World' })).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
  await expect(page.locator('[data-remote-slot="mf-vr"]')).toHaveAttribute('data-loading', '');
});

test.describe('remotes on another origin', () => {
  test.describe.configure({ mode: 'serial' });
  const servers: RunningServer[] = [];
  test.afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });

  test('independent deployment: mf-vr served from a second origin, located through /remotes.json', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const remoteOrigin = await startStaticServer(PORT + 12, path.join(REPO_ROOT, 'mf-vr', 'dist'));
    servers.push(remoteOrigin);
    const site = await startApiServer(PORT + 13, {
      REMOTE_MF_VR_URL: `${remoteOrigin.url}/mf-manifest.json`,
    });
    servers.push(site);

    const remotes = await (await fetch(`${site.url}/remotes.json`)).json();
    expect(remotes['mf-vr']).toBe(`${remoteOrigin.url}/mf-manifest.json`);

    const fromSecondOrigin: string[] = [];
    page.on('requestfinished', (req) => {
      if (req.url().startsWith(remoteOrigin.url)) fromSecondOrigin.push(req.url());
    });
    await page.goto(`${site.url}/3dspace`);
    await expect(page.getByRole('heading', { name: 'Explore VR World' })).toBeVisible();
    expect(fromSecondOrigin.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromSecondOrigin.some((u) => u.endsWith('.js'))).toBe(true);
    await expectChromeAlive(page);
  });

  test('a remote that throws while rendering shows the fallback; the page stays usable', async ({ page }) => {
    test.setTimeout(120_000);
    const fixture = path.join(E2E_ROOT, 'fixtures', 'broken-remote');
    execFileSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'rsbuild'), ['build'], {
      cwd: fixture,
      stdio: 'pipe',
    });
    const brokenOrigin = await startStaticServer(PORT + 14, path.join(fixture, 'dist'));
    servers.push(brokenOrigin);
    const site = await startApiServer(PORT + 15, {
      REMOTE_MF_VR_URL: `${brokenOrigin.url}/mf-manifest.json`,
    });
    servers.push(site);

    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${site.url}/3dspace`);
    await expect(page.getByText(FALLBACK)).toBeVisible();
    await expectChromeAlive(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
  });
});

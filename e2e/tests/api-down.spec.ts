/**
 * The API stopped while the site is open: the page already loaded keeps its shell (navbar,
 * footer), each feature shows the specified error state for its failed data load, and once the API is
 * back a retry or a navigation shows data again. The normal e2e server serves site and API from one
 * process, so this spec runs a server of its own that it can stop (SIGTERM) and start again on the
 * same port and DATA_DIR.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { E2E_ROOT, REPO_ROOT, serverEnv } from '../support/env';
import { emiratesSection, scrollToEmirates } from '../support/home';

const API_DOWN_PORT = 3390;
const SITE = `http://127.0.0.1:${API_DOWN_PORT}`;
const DATA_DIR = path.join(E2E_ROOT, '.data', `api-down-${API_DOWN_PORT}`);

/** The specified failure texts (error catalogue). */
const CITIES_FAILED = 'Unable to load cities. Please try again later.';
const VR_FAILED = 'Connection Failed';
const VR_NETWORK = 'Error connecting to server';

interface SiteProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
}

async function waitHealthy(site: SiteProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = false;
  void site.exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline) {
    if (exitedEarly) throw new Error('the API process exited before it was healthy');
    try {
      const res = await fetch(`${SITE}/api/health`, { signal: AbortSignal.timeout(3000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${SITE} not healthy after ${timeoutMs} ms`);
}

/** node runs server.ts itself (no wrapper), so SIGTERM reaches the process that serves. */
async function startSite(): Promise<SiteProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')], {
    cwd: REPO_ROOT,
    env: serverEnv(API_DOWN_PORT, DATA_DIR),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const site = { child, exited };
  await waitHealthy(site, 90_000);
  return site;
}

async function stopSite(site: SiteProcess): Promise<void> {
  if (site.child.exitCode !== null || site.child.signalCode !== null) return;
  site.child.kill('SIGTERM');
  const code = await Promise.race([
    site.exited,
    new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000)),
  ]);
  if (code === 'timeout') {
    site.child.kill('SIGKILL');
    await site.exited;
  }
}

async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
}

const vrProjects = (page: Page) => page.getByRole('region', { name: 'Our VR Projects' });
const vrCards = (page: Page) => page.getByRole('list', { name: /^VR projects, page/ }).getByRole('button');
const emirateCard = (page: Page, slug: string) => emiratesSection(page).locator(`a[href="/${slug}"]`);
const searchResults = (page: Page) => page.getByRole('region', { name: 'Search results' });

let site: SiteProcess | undefined;

test.beforeAll(() => {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

test.afterAll(async () => {
  if (site) await stopSite(site);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

test('with the API stopped the shell stays and features show their error states; data returns after restart', async ({
  page,
}) => {
  test.setTimeout(180_000);
  site = await startSite();

  // Open the site while the API is up: the VR page and the home page load their remotes and data.
  await page.goto(`${SITE}/3dspace`);
  await expect(vrCards(page).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /home$/ }).click();
  await expect(page.getByRole('tab', { name: 'Buy' })).toBeVisible();
  await scrollToEmirates(page);
  await expect(emirateCard(page, 'dubai')).toBeVisible();

  await stopSite(site);
  expect(site.child.exitCode).toBe(0);
  // Really down: nothing answers on the port any more.
  await expect(fetch(`${SITE}/api/health`)).rejects.toThrow();

  // Client-side navigation with the page still open: each data load fails with the specified text.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expectShell(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /home$/ }).click();
  await scrollToEmirates(page);
  const citiesAlert = page.getByRole('alert').filter({ hasText: CITIES_FAILED });
  await expect(citiesAlert).toBeVisible();
  await expect(citiesAlert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(emirateCard(page, 'dubai')).toHaveCount(0);
  await expectShell(page);
  // The search remote is still on screen and reports its failed call in place.
  await page.getByRole('button', { name: 'Search' }).click();
  const searchAlert = searchResults(page).getByRole('alert');
  await expect(searchAlert).toContainText('We could not complete your search.');
  await expect(searchAlert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectShell(page);

  await page.getByRole('link', { name: 'Explore 3D Space' }).click();
  await expect(page).toHaveURL(/\/3dspace$/);
  const vrAlert = vrProjects(page).getByRole('alert');
  await expect(vrAlert.getByRole('heading', { name: VR_FAILED })).toBeVisible();
  await expect(vrAlert.getByText(VR_NETWORK)).toBeVisible();
  await expect(vrCards(page)).toHaveCount(0);
  await expectShell(page);

  // The API comes back (same port, same DATA_DIR): a retry and a navigation show data again.
  site = await startSite();
  await vrAlert.getByRole('button', { name: 'Retry Connection' }).click();
  await expect(vrCards(page).first()).toBeVisible();
  await expect(vrProjects(page).getByRole('alert')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /home$/ }).click();
  await scrollToEmirates(page);
  await expect(emirateCard(page, 'dubai')).toBeVisible();
  await expect(page.getByText(CITIES_FAILED)).toHaveCount(0);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(searchResults(page).getByRole('article').first()).toBeVisible();
  await expect(searchResults(page).getByRole('alert')).toHaveCount(0);
  await expectShell(page);
});

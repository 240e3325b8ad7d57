/**
 * The `test` every spec uses: pages never reach the internet. Map tiles are answered with a local
 * fixture image; any other request to a host other than 127.0.0.1/localhost is aborted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test as base, errors, expect, type Locator, type Page } from '@playwright/test';
import { E2E_ROOT } from './env';

const TILE = fs.readFileSync(path.join(E2E_ROOT, 'fixtures', 'tile.png'));
/** Generous: CI runs two browsers on two shared cores; a healthy page comes alive in 1-3 s. */
const HYDRATION_TIMEOUT_MS = 20_000;
const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

export async function isolateNetwork(page: Page): Promise<void> {
  await page.route(
    (url) => !LOCAL.test(url.href) && !url.href.startsWith('data:') && !url.href.startsWith('blob:'),
    (route) => {
      const url = route.request().url();
      if (/tile\.openstreetmap\.org|\/tiles?\//.test(url)) {
        return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
      }
      return route.abort('blockedbyclient');
    },
  );
}

/**
 * Pages arrive server-rendered and become interactive when the browser has hydrated them. After each
 * navigation, wait until the shell has hydrated and every remote slot (and lazy page) in view has
 * settled (its content or its error is on screen), as a visitor would see the page come alive.
 * Deferred slots (far below the fold) and pages without JavaScript are not waited for. A page of the
 * app that has not come alive by then fails here, naming what is still loading, rather than later in
 * the test, far from the cause; a document that is not the app (a JSON answer, a file) is left as is.
 */
export async function waitForHydration(page: Page, attempts = 3): Promise<void> {
  const alive = () =>
    document.documentElement.dataset.hydrated === 'true' &&
    document.querySelectorAll('[data-loading]:not([data-deferred])').length === 0;
  try {
    await page.waitForFunction(alive, undefined, { timeout: HYDRATION_TIMEOUT_MS });
  } catch (error) {
    // The page navigated meanwhile (a redirect): wait for the page it went to.
    if (!(error instanceof errors.TimeoutError) && attempts > 1) return waitForHydration(page, attempts - 1);
    const state = await page
      .evaluate(() => ({
        app: document.getElementById('root') !== null,
        hydrated: document.documentElement.dataset.hydrated === 'true',
        loading: Array.from(
          document.querySelectorAll('[data-loading]:not([data-deferred])'),
          (el) => el.getAttribute('data-remote-slot') ?? el.parentElement?.tagName.toLowerCase() ?? '?',
        ),
      }))
      .catch(() => undefined);
    if (!state?.app) return;
    throw new Error(
      `${page.url()} did not come alive in ${HYDRATION_TIMEOUT_MS / 1000} s: ` +
        (state.hydrated ? `still loading: ${state.loading.join(', ')}` : 'the shell has not hydrated'),
      { cause: error },
    );
  }
}

export const test = base.extend<{ isolated: void }>({
  isolated: [
    async ({ page, javaScriptEnabled }, use) => {
      await isolateNetwork(page);
      if (javaScriptEnabled !== false) {
        for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
          const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
          Object.assign(page, {
            [method]: async (...args: unknown[]) => {
              const response = await navigate(...args);
              await waitForHydration(page);
              return response;
            },
          });
        }
      }
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens `path` as a visitor does after clicking a link inside the site: the browser renders it and
 * fetches its data (a page opened directly arrives rendered, with its data in the HTML). Used by the
 * tests of loading, error and empty states, which only client-side navigation can show now.
 */
export async function openInApp(page: Page, path: string, from = '/about'): Promise<void> {
  await page.goto(from);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Scrolls a map's place into view, as a visitor does: the map is built only when its frame comes near
 * the screen, and the frame is then replaced by the map (so the scroll is retried if it lands on the
 * frame just as it goes).
 */
export async function scrollToMap(map: Locator): Promise<void> {
  await expect(async () => {
    await map.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
}

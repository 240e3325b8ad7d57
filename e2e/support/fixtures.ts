/**
 * The `test` every spec uses: pages never reach the internet. Map tiles are answered with a local
 * fixture image; any other request to a host other than 127.0.0.1/localhost is aborted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_ROOT } from './env';

const TILE = fs.readFileSync(path.join(E2E_ROOT, 'fixtures', 'tile.png'));
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

export const test = base.extend<{ isolated: void }>({
  isolated: [
    async ({ page }, use) => {
      await isolateNetwork(page);
      await use();
    },
    { auto: true },
  ],
});

export { expect };

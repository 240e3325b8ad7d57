/** Network holds for the loading states: a page's request waits until the test has seen the state. */
import type { Page, Route } from '@playwright/test';

type UrlMatch = Parameters<Page['route']>[0];

/**
 * Holds the requests matching `url` until the returned release() is called, then answers them with
 * `answer` (by default the real server's answer).
 */
export async function holdRequests(
  page: Page,
  url: UrlMatch,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await answer(route);
  });
  return () => release();
}

/** Makes the photo at `path` fail (404) in every width the page may ask for (`?w=`), to see the
 * placeholder that replaces it. */
export const breakImages = (page: Page, path: string) =>
  page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status: 404, body: '' }),
  );

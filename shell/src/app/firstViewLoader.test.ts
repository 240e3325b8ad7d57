import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_PRELOADS_ID, ENTRY_SCRIPTS_ID, FIRST_VIEW_LOADER, PAGE_PRELOADS_ID } from '@manzil/contract';

/** The page's JSON lists as the server writes them, then the loader itself. */
function loadPage(lists: { entry: string[]; build: string[]; page: { fetch: string[]; script: string[] } }) {
  const json = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${JSON.stringify(value)}</script>`;
  document.head.replaceChildren();
  document.body.innerHTML =
    json(ENTRY_SCRIPTS_ID, lists.entry) +
    json(BUILD_PRELOADS_ID, lists.build) +
    json(PAGE_PRELOADS_ID, lists.page);
  // The page's inline script, run as the browser runs it.
  new Function(FIRST_VIEW_LOADER)();
}

/** What the loader has asked for so far, in order. */
const requested = () =>
  [...document.head.children].map((el) =>
    el instanceof HTMLScriptElement
      ? `script ${el.getAttribute('src')}`
      : `${(el as HTMLLinkElement).as} ${el.getAttribute('href')}`,
  );

describe('FIRST_VIEW_LOADER', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for the entry first, then the rest in slices of a few milliseconds, never in one long task', () => {
    vi.useFakeTimers();
    // Each request costs 4 ms here (a slow phone): a slice has room for two.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 4));
    const build = ['/static/js/async/app.js', '/static/js/async/react.js', '/static/js/async/router.js'];
    const page = {
      fetch: ['/remotes.json', '/remotes/mf-listings/mf-manifest.json'],
      script: ['/remotes/mf-listings/entry.js'],
    };
    loadPage({ entry: ['/static/js/index.js'], build, page });

    // A key press starts the app at once (no waiting for the photo).
    document.dispatchEvent(new KeyboardEvent('keydown'));
    expect(requested()).toEqual(['script /static/js/index.js', 'script /static/js/async/app.js']);

    // The next slice, in a task of its own.
    vi.advanceTimersToNextTimer();
    expect(requested()).toHaveLength(4);
    vi.runAllTimers();
    expect(requested()).toEqual([
      'script /static/js/index.js',
      ...build.map((href) => `script ${href}`),
      ...page.fetch.map((href) => `fetch ${href}`),
      ...page.script.map((href) => `script ${href}`),
    ]);
    // Started once: a second press asks for nothing again.
    document.dispatchEvent(new KeyboardEvent('keydown'));
    vi.runAllTimers();
    expect(requested()).toHaveLength(7);
  });
});

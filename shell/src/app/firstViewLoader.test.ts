import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_PRELOADS_ID, ENTRY_SCRIPTS_ID, FIRST_VIEW_LOADER, PAGE_PRELOADS_ID } from '@manzil/contract';

/** The page of the test: a document of its own, so no earlier test's loader listens to it. */
let page: Document;

/** The page as the server writes it: its photo (still loading), its JSON lists, then the loader itself. */
function loadPage(lists: { entry: string[]; build: string[]; page: { fetch: string[]; script: string[] } }) {
  const json = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${JSON.stringify(value)}</script>`;
  page = document.implementation.createHTMLDocument();
  page.body.innerHTML =
    '<img fetchpriority="high" src="/images/hero.jpg" alt="" />' +
    json(ENTRY_SCRIPTS_ID, lists.entry) +
    json(BUILD_PRELOADS_ID, lists.build) +
    json(PAGE_PRELOADS_ID, lists.page);
  Object.defineProperty(page.querySelector('img'), 'complete', { value: false });
  // The page's inline script, run as the browser runs it (with this page as its document).
  new Function('document', FIRST_VIEW_LOADER)(page);
}

/** What the loader has asked for so far, in order: preloads (fetched, not run) and scripts (run). */
const requested = () =>
  [...page.head.children].map((el) =>
    el instanceof HTMLScriptElement
      ? `run ${el.getAttribute('src')}`
      : `fetch ${(el as HTMLLinkElement).as} ${el.getAttribute('href')}`,
  );

const ENTRY = '/static/js/index.js';
const BUILD = ['/static/js/async/app.js', '/static/js/async/react.js', '/static/js/async/router.js'];
const PAGE = {
  fetch: ['/remotes.json', '/remotes/mf-listings/mf-manifest.json'],
  script: ['/remotes/mf-listings/entry.js'],
};
const EVERY_FILE = [
  `fetch script ${ENTRY}`,
  ...BUILD.map((href) => `fetch script ${href}`),
  ...PAGE.fetch.map((href) => `fetch fetch ${href}`),
  ...PAGE.script.map((href) => `fetch script ${href}`),
];

describe('FIRST_VIEW_LOADER', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('fetches every file at once, at low priority, in slices of a few milliseconds, and runs none', () => {
    vi.useFakeTimers();
    // Each request costs 4 ms here (a slow phone): a slice has room for two.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 4));
    loadPage({ entry: [ENTRY], build: BUILD, page: PAGE });
    expect(requested()).toEqual(EVERY_FILE.slice(0, 2));

    // The next slice, in a task of its own.
    vi.advanceTimersToNextTimer();
    expect(requested()).toHaveLength(4);
    vi.advanceTimersByTime(100);
    expect(requested()).toEqual(EVERY_FILE);
    const links = [...page.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.fetchPriority])).toEqual(links.map(() => ['preload', 'low']));
  });

  it('runs the entry when the visitor acts before the first view has painted, once', () => {
    vi.useFakeTimers();
    loadPage({ entry: [ENTRY], build: BUILD, page: PAGE });
    vi.advanceTimersByTime(100);
    page.dispatchEvent(new KeyboardEvent('keydown'));
    expect(requested()).toEqual([...EVERY_FILE, `run ${ENTRY}`]);
    page.dispatchEvent(new PointerEvent('pointerdown'));
    vi.runAllTimers();
    expect(requested()).toEqual([...EVERY_FILE, `run ${ENTRY}`]);
  });

  it('runs the entry after 2 s at the latest, on a page whose photo never paints', () => {
    vi.useFakeTimers();
    loadPage({ entry: [ENTRY], build: [], page: { fetch: [], script: [] } });
    vi.advanceTimersByTime(1999);
    expect(requested()).toEqual([`fetch script ${ENTRY}`]);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual([`fetch script ${ENTRY}`, `run ${ENTRY}`]);
  });
});

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
  Object.defineProperty(page.querySelector('img'), 'complete', { value: false, configurable: true });
  // The page's inline script, run as the browser runs it (with this page as its document).
  new Function('document', FIRST_VIEW_LOADER)(page);
}

/** What the loader has asked for so far, in order. */
const requested = () =>
  [...page.head.children].map((el) =>
    el instanceof HTMLScriptElement
      ? `script ${el.getAttribute('src')}`
      : `${(el as HTMLLinkElement).as} ${el.getAttribute('href')}`,
  );

const BUILD = ['/static/js/async/app.js', '/static/js/async/react.js', '/static/js/async/router.js'];
const PAGE = {
  fetch: ['/remotes.json', '/remotes/mf-listings/mf-manifest.json'],
  script: ['/remotes/mf-listings/entry.js'],
};

/** A browser that reports largest paints: returns how the test reports one to the loader. */
function observeLargestPaints() {
  let report: (entries: { element: Element }[]) => void = () => {};
  vi.stubGlobal(
    'PerformanceObserver',
    Object.assign(
      class {
        constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
          report = (entries) => callback({ getEntries: () => entries });
        }
        observe() {}
      },
      { supportedEntryTypes: ['largest-contentful-paint'] },
    ),
  );
  return (entries: { element: Element }[]) => report(entries);
}

describe('FIRST_VIEW_LOADER', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('asks for the entry first, then the rest in slices of a few milliseconds, never in one long task', () => {
    vi.useFakeTimers();
    // Each request costs 4 ms here (a slow phone): a slice has room for two.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 4));
    loadPage({ entry: ['/static/js/index.js'], build: BUILD, page: PAGE });

    // A key press starts the app at once (no waiting for the photo).
    page.dispatchEvent(new KeyboardEvent('keydown'));
    expect(requested()).toEqual(['script /static/js/index.js', 'script /static/js/async/app.js']);
    // The entry goes before the photos further down the page (an inserted script is low priority).
    expect(page.head.querySelector('script')).toHaveProperty('fetchPriority', 'high');

    // The next slice, in a task of its own.
    vi.advanceTimersToNextTimer();
    expect(requested()).toHaveLength(4);
    vi.runAllTimers();
    expect(requested()).toEqual([
      'script /static/js/index.js',
      ...BUILD.map((href) => `script ${href}`),
      ...PAGE.fetch.map((href) => `fetch ${href}`),
      ...PAGE.script.map((href) => `script ${href}`),
    ]);
    // Started once: a second press asks for nothing again.
    page.dispatchEvent(new PointerEvent('pointerdown'));
    vi.runAllTimers();
    expect(requested()).toHaveLength(7);
  });

  it('starts once the loaded photo is decoded and a frame has passed, not when other content paints', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    // The first largest paint the browser reports is the heading's, painted before the photo.
    const reportPaints = observeLargestPaints();
    loadPage({ entry: ['/static/js/index.js'], build: [], page: { fetch: [], script: [] } });
    const photo = page.querySelector('img')!;
    let decoded = () => {};
    photo.decode = () => new Promise<void>((resolve) => (decoded = resolve));

    // The photo has arrived but is still being decoded when the heading's paint is reported.
    Object.defineProperty(photo, 'complete', { value: true });
    photo.dispatchEvent(new Event('load'));
    reportPaints([{ element: page.createElement('h1') }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(requested()).toEqual([]);

    decoded();
    await vi.advanceTimersByTimeAsync(0);
    expect(requested()).toEqual([]);
    // Two frames later the photo is on screen: the app's code is asked for.
    await vi.advanceTimersByTimeAsync(40);
    expect(requested()).toEqual(['script /static/js/index.js']);
  });

  it('starts at the paint of the photo itself', async () => {
    vi.useFakeTimers();
    const reportPaints = observeLargestPaints();
    loadPage({ entry: ['/static/js/index.js'], build: [], page: { fetch: [], script: [] } });
    reportPaints([{ element: page.querySelector('img')! }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(requested()).toEqual(['script /static/js/index.js']);
  });

  it('asks for nothing while the photo loads, and starts after 2 s at the latest', () => {
    vi.useFakeTimers();
    loadPage({ entry: ['/static/js/index.js'], build: [], page: { fetch: [], script: [] } });
    vi.advanceTimersByTime(1999);
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual(['script /static/js/index.js']);
  });
});

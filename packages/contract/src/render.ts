/** The contract between the web host (api/src/web/) and the shell's server build: what the host hands
 * the renderer for one page, and what it gets back. */

export interface RenderRequest {
  /** The path and query of the page, e.g. `/dubai?x=1`. */
  url: string;
  /** The origin the API answers in process (its host guard accepts it). */
  origin: string;
  /** Each remote's manifest URL (absolute), as /remotes.json names them for browsers. */
  remotes: Readonly<Record<string, string>>;
  /**
   * Fetches for the render: `/api` calls and the site's own remote files are answered in process;
   * other origins (a remote deployed elsewhere) go over the network.
   */
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  /** How long a remote's server code may take to load before its slot renders in the browser. */
  remoteBudgetMs: number;
  /** One line per remote that could not render on the server, and why. */
  log(line: string): void;
}

export interface RenderedPage {
  /** The markup inside `#root`, from React's streaming renderer. */
  body: ReadableStream<Uint8Array>;
  /** Settles when every part has rendered (or fallen back to the browser): read the body after it,
   * and every section is in place in document order, readable without JavaScript and without the
   * inline scripts out-of-order streaming needs (the CSP allows none). */
  allReady: Promise<void>;
  /** After the body has ended: the query cache the page rendered with (JSON for the browser). */
  queries(): string;
  /** After `allReady`: the shell's named chunks the page rendered (`app`, `page-contact`...), whose
   * stylesheets the host links from the shell's web build. */
  shellChunks?(): string[];
  /** After `allReady`: the stylesheet URLs of the remote modules the page rendered. */
  stylesheets?(): string[];
  /** After the body has ended: how many parts were left to the browser (a remote or a read that
   * failed, an error while rendering). A page with none may be cached by the host. */
  fallbacks?(): number;
}

export type RenderPage = (request: RenderRequest) => Promise<RenderedPage>;

/** Loads every remote's server code ahead of the first page (called once when a server starts). */
export type WarmRemotes = (request: Pick<RenderRequest, 'remotes' | 'fetch'>) => Promise<void>;

/** The id of the JSON list of the shell's entry scripts in index.html, read by FIRST_VIEW_LOADER. */
export const ENTRY_SCRIPTS_ID = 'manzil-entry';

/**
 * The one inline script of every page (the CSP allows it by its sha256): it starts the app's code
 * once the first view has painted: when the browser reports the paint of the photo marked
 * `fetchpriority="high"` (or of the first content, on a page without one), when that photo fails,
 * and at the latest after 2 s. On a slow connection the page's largest photo then has the bandwidth
 * to itself instead of sharing it with the app's code; the server-rendered page works meanwhile
 * without JavaScript (links, the search form, the enquiry forms post). A browser without paint
 * timing starts one frame after the photo has loaded.
 */
export const FIRST_VIEW_LOADER = `(function () {
  var d = document, started = false;
  function start() {
    if (started) return;
    started = true;
    JSON.parse(d.getElementById("${ENTRY_SCRIPTS_ID}").textContent).forEach(function (src) {
      var s = d.createElement("script");
      s.src = src;
      s.async = false;
      d.head.appendChild(s);
    });
  }
  var photo = d.querySelector("img[fetchpriority=high]");
  var soon = function () { setTimeout(start, 0); };
  setTimeout(start, 2000);
  if (photo) photo.addEventListener("error", soon);
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf("largest-contentful-paint") >= 0) {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) {
        if (!photo || e.element === photo || photo.complete) soon();
      });
    }).observe({ type: "largest-contentful-paint", buffered: true });
  } else {
    var afterFrame = function () { requestAnimationFrame(function () { requestAnimationFrame(soon); }); };
    if (!photo || photo.complete) afterFrame();
    else photo.addEventListener("load", afterFrame);
  }
})();`;

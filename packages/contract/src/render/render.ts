import type { PageMetaResponse } from '../api/api';
import type { DisplayPrefs } from '../api/money';
import type { SiteConfig } from '../api/domain';
import type { PageFormResult } from '../api/forms';

/** The contract between the web host (api/src/web/) and the shell's server build: what the host hands
 * the renderer for one page, and what it gets back. */

/** What a read of the render asks: the API client's route (`GET /properties/by-slug/:slug`), its path
 * parameters and its query. */
export interface ServerReadOptions {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, unknown>>;
}
/** The answer, as the route would give it over HTTP: its status and its JSON body. */
export interface ServerReadAnswer {
  status: number;
  data: unknown;
}
/** Answers one of the API's public reads in process, from the data layer (no HTTP, no router). */
export type ServerRead = (route: string, options?: ServerReadOptions) => Promise<ServerReadAnswer>;

export interface RenderRequest {
  /** The path and query of the page, e.g. `/dubai?x=1`. */
  url: string;
  /** The origin the API answers in process (its host guard accepts it). */
  origin: string;
  /** Each remote's manifest URL (absolute), as /remotes.json names them for browsers. */
  remotes: Readonly<Record<string, string>>;
  /**
   * Fetches the remotes' files for the render: the site's own are answered in process, other origins
   * (a remote deployed elsewhere) go over the network. Data never comes this way: see `read`.
   */
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  /** The page's data: every `/api` read of the render is answered by the host's data layer, with one
   * memo for the page, whose head was built from the same reads. */
  read: ServerRead;
  /** How long a remote's server code may take to load before its slot renders in the browser. */
  remoteBudgetMs: number;
  /** One line per remote that could not render on the server, and why. */
  log(line: string): void;
  /** The page's status, title and description, resolved once by the host (the render does not ask
   * /api/page-meta again: the browser does, on client-side navigation). */
  head: PageMetaResponse;
  /** The site's settings (navbar, footer, contact), as /api/site-config answers them. */
  site: SiteConfig;
  /** The result of a form posted to this page (api/forms.ts): the page renders in its new state. */
  form?: PageFormResult;
  /** The visitor's currency and area unit (their cookie): the page renders in them. */
  display?: DisplayPrefs;
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
  /** After `allReady`: the browser's files for the remote modules the page rendered: the manifests
   * that locate them and the scripts they run first (container and chunks). */
  remoteFiles?(): { manifests: string[]; scripts: string[] };
  /** After the body has ended: how many parts were left to the browser (a remote or a read that
   * failed, an error while rendering). A page with none may be cached by the host. */
  fallbacks?(): number;
}

export type RenderPage = (request: RenderRequest) => Promise<RenderedPage>;

/** Loads every remote's server code ahead of the first page (called once when a server starts). */
export type WarmRemotes = (request: Pick<RenderRequest, 'remotes' | 'fetch'>) => Promise<void>;

/** The id of the page's footer (the shell's layout), the element the first paint waits for: it
 * follows the main content, so once the parser has reached it the page is there to lay out whole. */
export const PAGE_FOOTER_ID = 'site-footer';
/** The id of the JSON list of the shell's entry scripts in index.html, read by FIRST_VIEW_LOADER. */
export const ENTRY_SCRIPTS_ID = 'manzil-entry';
/** The id of the JSON list of scripts FIRST_VIEW_LOADER preloads when it starts the entry: the chunks
 * the shell's entry imports next (written by the shell's build). */
export const BUILD_PRELOADS_ID = 'manzil-preload-build';
/** The id of the JSON object FIRST_VIEW_LOADER also fetches when it starts the entry, written per page
 * by the host: `{ fetch: [...], script: [...] }`, the remote files the page rendered (/remotes.json,
 * their manifests, their containers and chunks). */
export const PAGE_PRELOADS_ID = 'manzil-preload-page';

/** Where FIRST_VIEW_LOADER leaves a button pressed before the app started (`{ target, at }`), for
 * the app to press again once that part of the page is live (shell/src/app/earlyClick.ts). */
export const EARLY_CLICK_KEY = '__manzilEarlyClick';
/** Set on <html> by the app just before it attaches to the page: from then on React takes the events. */
export const APP_STARTED_ATTR = 'data-app-started';

/**
 * The one inline script of every page (the CSP allows it by its sha256): it starts the app's code
 * once the first view has painted: when the browser reports the paint of the photo marked
 * `fetchpriority="high"` (or of the first content, on a page without one), a frame after that photo
 * has loaded and been decoded (a small photo is not the largest paint), when it fails, at the first tap or key
 * press, and at the latest after 2 s. On a slow connection the page's largest photo then has the
 * bandwidth to itself instead of sharing it with the app's code; the server-rendered page works
 * meanwhile without JavaScript (links, the search form, the enquiry forms post). A button pressed
 * before the app has started is kept for the app to press again (the page shows it is busy).
 * With the entry it asks for the shell's chunks the entry imports next, and for the remote files the
 * page rendered, at once: found step by step (entry, /remotes.json, a manifest, a container, its
 * chunks), they took one round trip each on a phone.
 */
export const FIRST_VIEW_LOADER = `(function () {
  var d = document, root = d.documentElement, started = false;
  function list(id) {
    var el = d.getElementById(id);
    try { return el ? JSON.parse(el.textContent) : []; } catch (e) { return []; }
  }
  // Each request made here costs the main thread one to three milliseconds (more on a phone): they are
  // made in slices of a few milliseconds, the browser free in between, not in one long task.
  function inSlices(jobs) {
    (function next() {
      var until = performance.now() + 6;
      do jobs.shift()(); while (jobs.length && performance.now() < until);
      if (jobs.length) setTimeout(next, 0);
    })();
  }
  function start() {
    if (started) return;
    started = true;
    var jobs = [];
    list("${ENTRY_SCRIPTS_ID}").forEach(function (src) {
      jobs.push(function () {
        var s = d.createElement("script");
        s.src = src;
        s.async = false;
        // Asked for after the first view, the app's entry goes before the photos further down (an
        // inserted script is otherwise low priority, behind every image already asked for).
        s.fetchPriority = "high";
        d.head.appendChild(s);
      });
    });
    function preload(as, href) {
      jobs.push(function () {
        var l = d.createElement("link");
        l.rel = "preload";
        l.as = as;
        if (as === "fetch") l.crossOrigin = "anonymous";
        l.href = href;
        // A failed preload stays bound to its URL: the next load of that file would be handed the
        // failure without asking again, and Retry could never succeed. Take the failure here.
        l.onerror = function () {
          if (as === "fetch") return void fetch(href).catch(function () {});
          var s = d.createElement("script");
          s.src = href;
          s.onload = s.onerror = function () { s.remove(); };
          d.head.appendChild(s);
        };
        d.head.appendChild(l);
      });
    }
    list("${BUILD_PRELOADS_ID}").forEach(function (href) { preload("script", href); });
    var page = list("${PAGE_PRELOADS_ID}");
    (page.fetch || []).forEach(function (href) { preload("fetch", href); });
    (page.script || []).forEach(function (href) { preload("script", href); });
    if (jobs.length) inSlices(jobs);
  }
  d.addEventListener("click", function (e) {
    var b = e.target && e.target.closest ? e.target.closest("button") : null;
    if (!b || b.type === "submit" || b.disabled || root.hasAttribute("${APP_STARTED_ATTR}")) return;
    window.${EARLY_CLICK_KEY} = { target: b, at: Date.now() };
    root.setAttribute("data-waiting", "");
    start();
  }, true);
  ["pointerdown", "keydown"].forEach(function (type) {
    d.addEventListener(type, start, { capture: true, passive: true, once: true });
  });
  var photo = d.querySelector("img[fetchpriority=high]");
  var soon = function () { setTimeout(start, 0); };
  var afterFrame = function () { requestAnimationFrame(function () { requestAnimationFrame(soon); }); };
  // A loaded photo is not yet a painted one: its decoding (tens of milliseconds for a large AVIF on a
  // phone) comes first, and the app's code asked for in that gap shares the line with the photo.
  var afterDecoded = function () {
    if (photo.decode) photo.decode().then(afterFrame, soon);
    else afterFrame();
  };
  setTimeout(start, 2000);
  if (photo) {
    photo.addEventListener("error", soon);
    if (photo.complete) afterDecoded();
    else photo.addEventListener("load", afterDecoded);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf("largest-contentful-paint") >= 0) {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) {
        if (!photo || e.element === photo) soon();
      });
    }).observe({ type: "largest-contentful-paint", buffered: true });
  } else if (!photo) afterFrame();
})();`;

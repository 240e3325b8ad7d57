/**
 * The page handler: every client route answers the shell's index.html with the page's head tags and
 * the page rendered on the server (render.ts), validated and cached by what it is built from.
 *
 * - Validator: a strong ETag of (content version, build identity, page URL, status), known before the
 *   page renders, so `If-None-Match` is answered 304 without rendering. The content version changes
 *   with every admin write (db/content-version.ts), the build identity with the shell's index.html, the
 *   remotes' locations and their manifests (render.ts).
 * - Anonymous pages are `public, max-age=0, s-maxage=60, stale-while-revalidate=300`: browsers
 *   revalidate every time (an edit shows at once), a CDN serves a page for a minute and refreshes it in
 *   the background for five more. They set no cookie (the CSRF middleware issues none on a public
 *   answer): the browser gets its XSRF-TOKEN from /remotes.json, which every page with a remote loads,
 *   or with the refusal of its first write, which @manzil/api-client then sends again once. A request
 *   carrying credentials (Authorization, x-auth-token, a cookie other
 *   than XSRF-TOKEN) is answered `private, no-cache`; the admin's pages are never cached.
 * - Each worker keeps the pages it rendered in a bounded cache (page-cache.ts). A request's own
 *   headers never bypass it: `Cache-Control: no-cache` (a hard reload) is answered from the cache or
 *   with a 304, or any visitor could make the server render for every request. An edit reaches the
 *   cache through the content version in the key, not through a visitor's header.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  DISPLAY_COOKIE,
  displayCookieValue,
  displayPrefsOfCookies,
  matchPage,
  type DisplayPrefs,
  type PageFormResult,
} from '@manzil/contract';
import type { Config } from '../config';
import { clientIp } from '../lib/client-ip';
import { digest } from '../lib/digest';
import type { Database } from '../db/client';
import { contentVersion } from '../db/content-version';
import { siteConfigOf } from '../routes/site-config';
import { pickEncoding, STREAMED } from '../middleware/compress';
import { CSRF_COOKIE } from '../middleware/csrf';
import { ROUTE, routeOf } from '../middleware/observe';
import { pageRenders } from '../lib/metrics';
import {
  clientHas,
  createPageCache,
  etagFor,
  pageEtag,
  pageUrl,
  type CachedPage,
  type PageCache,
} from './page-cache';
import { busyPage } from './busy-page';
import type { PageRenderer } from './render';
import { createRenderBudget, RENDER_BUDGET_LIMITS, type RenderBudget } from './render-budget';
import { injectHead } from './seo/head';
import { createPageReads, type PageReads } from './page-reads';
import { resolvePageMeta, type PageMeta } from './seo/pageMeta';
import { looksLikeAsset, type StaticSite } from './static';
import { searchPageBeyondLast } from './search-page-bounds';
import { createSharedRenders } from './shared-renders';
import { collectPage } from './collect-page';

/** The HTTP policy of pages: what shared caches may do with an anonymous page and with any other,
 * and the header that says how a page was answered (from this worker's cache, rendered into it, or
 * rendered only). */
export const PAGE_POLICY = {
  publicCacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  privateCacheControl: 'private, no-cache',
  cacheHeader: 'X-Page-Cache',
} as const;

/** Does the request carry credentials (a session, a token, a cookie the site does not give everyone)? */
export function carriesCredentials(c: Context): boolean {
  if (c.req.header('authorization') !== undefined || c.req.header('x-auth-token') !== undefined) return true;
  const cookie = c.req.header('cookie');
  if (!cookie) return false;
  return cookie.split(';').some((part) => {
    const name = part.split('=', 1)[0]!.trim();
    return name !== '' && name !== CSRF_COOKIE && name !== DISPLAY_COOKIE;
  });
}

export interface PageHandlerDeps {
  config: Config;
  db: Database;
  site: StaticSite;
  renderer: PageRenderer;
  cache?: PageCache;
  /** Renders per client (by default the config's renderBudget, with RENDER_BUDGET_LIMITS' bounds). */
  budget?: RenderBudget;
}

export function createPageHandler({
  config,
  db,
  site,
  renderer,
  cache = createPageCache(),
  budget = createRenderBudget({ ...RENDER_BUDGET_LIMITS, ...config.renderBudget }),
}: PageHandlerDeps) {
  const versions = contentVersion(db.db);
  const settings = siteConfigOf(config);
  let shell: { html: string; id: string } | undefined;
  const shellId = (html: string): string => {
    if (shell?.html !== html) shell = { html, id: digest(html) };
    return shell.id;
  };

  const handler = async (c: Context) => {
    if (looksLikeAsset(c.req.path)) return c.json({ msg: 'Not found' }, 404);
    const html = site.readIndexHtml();
    if (!html) return c.json({ msg: 'The site is not built yet: run npm run build' }, 503);
    const base = config.publicUrl;
    const path = c.req.path;
    // The page the path is, from the page table (@manzil/contract's PAGES): matched once, here.
    const match = matchPage(path);
    c.set(ROUTE, match.page.path);
    const { url, cacheable: urlCacheable, redirect } = pageUrl(path, new URL(c.req.url).searchParams, match);
    // A search written otherwise than the form its page is kept in (keywords' case, a map area off its
    // grid) goes there: the page shows the search it was rendered for, and one page serves every spelling.
    if (redirect !== undefined) {
      c.header('Cache-Control', PAGE_POLICY.publicCacheControl);
      return c.redirect(redirect, 301);
    }
    // What the page reads of its query (pageUrl kept it): the agents directory's filter.
    const search = new URL(url, base).searchParams;

    // The staff's pages: never kept, never public (the login form needs its XSRF cookie); a reset link
    // carries its token in the path: not stored anywhere.
    if (match.page.cache !== 'public') {
      const turn = takeTurn(c);
      if (!('release' in turn)) return busy(c, turn.retryAfterMs);
      try {
        const data = createPageReads(db.db, config);
        const meta = await resolvePageMeta(data.reads, config, match, base);
        c.header(
          'Cache-Control',
          match.page.cache === 'secret' ? 'private, no-store' : PAGE_POLICY.privateCacheControl,
        );
        return send(c, injectHead(html, meta, base), url, meta, data, {
          release: turn.release,
          display: displayPrefsOfCookies(c.req.header('cookie')),
        });
      } catch (error) {
        turn.release();
        throw error;
      }
    }

    const cacheControl = carriesCredentials(c)
      ? PAGE_POLICY.privateCacheControl
      : PAGE_POLICY.publicCacheControl;
    const [version, build] = await Promise.all([versions.current(), renderer.buildId()]);
    // The visitor's currency and unit (a bounded set of values) render into the page: part of its key.
    const display = displayPrefsOfCookies(c.req.header('cookie'));
    const key = `${version} ${shellId(html)} ${build} ${url} ${displayCookieValue(display)}`;
    const encoding = c.req.method === 'HEAD' ? undefined : pickEncoding(c.req.header('accept-encoding'));
    const validated = (etag: string) => {
      c.header('ETag', etagFor(etag, encoding));
      c.header('Cache-Control', cacheControl);
      // A shared cache keeps one page per display cookie, not one for everyone.
      c.header('Vary', 'Cookie', { append: true });
      return clientHas(c.req.header('if-none-match'), etagFor(etag, encoding));
    };

    const answerKept = async (kept: CachedPage, how: 'hit' | 'shared') => {
      c.header(PAGE_POLICY.cacheHeader, how);
      if (validated(kept.etag)) return notModified(c);
      const bytes = await cache.bytes(key, kept, encoding);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      if (encoding) {
        c.header('Content-Encoding', encoding);
        c.header('Vary', 'Accept-Encoding', { append: true });
      }
      c.header('Content-Length', String(bytes.byteLength));
      return c.body(bytes, kept.status);
    };

    if (urlCacheable) {
      const kept = cache.get(key);
      if (kept) return answerKept(kept, 'hit');
      // The same page is being rendered for another visitor: wait for it rather than render it again
      // (after an edit, every visitor of a busy page would otherwise render it at once).
      // No await between this check and `leadRender`: of visitors arriving together, one renders.
      const pending = unkept.has(key) ? undefined : inflight.get(key);
      const shared = pending && (await waitFor(pending));
      if (shared) return answerKept(shared, 'shared');
    }

    // Only now does this visitor cost a render: counted against his budget (a cache hit or a shared
    // render above never is). No await between `takeTurn` and `leadRender`.
    const turn = takeTurn(c);
    if (!('release' in turn)) return busy(c, turn.retryAfterMs);
    const { release } = turn;
    // This visitor's render is the one others wait for (unless one is under way already).
    const lead = urlCacheable && !inflight.has(key) && !unkept.has(key) ? leadRender(key) : undefined;
    try {
      // The head and the page read through one memo: each record once.
      const data = createPageReads(db.db, config);
      const last = await searchPageBeyondLast(data.reads, match, search);
      if (last !== undefined) {
        lead?.(undefined);
        release();
        c.header('Cache-Control', PAGE_POLICY.privateCacheControl);
        return c.redirect(last, 302);
      }
      const meta = await resolvePageMeta(data.reads, config, match, base, search);
      const etag = pageEtag(key, meta.status);
      const keeping = urlCacheable && meta.keep !== false;
      c.header(PAGE_POLICY.cacheHeader, keeping ? 'miss' : 'pass');
      if (validated(etag)) {
        lead?.(undefined);
        release();
        return notModified(c);
      }
      if (!keeping) {
        lead?.(undefined);
        return send(c, injectHead(html, meta, base), url, meta, data, { release, display });
      }
      const keep = (identity: Uint8Array<ArrayBuffer>): CachedPage => ({
        status: meta.status,
        etag,
        identity,
      });
      return send(c, injectHead(html, meta, base), url, meta, data, {
        keeping: { key, keep, lead },
        release,
        display,
      });
    } catch (error) {
      lead?.(undefined);
      release();
      throw error;
    }
  };

  /**
   * The page at the request's path answered to a form posted to it (form-posts.ts), rendered with the
   * form's result. Kept nowhere, by no one: it holds what the visitor typed.
   */
  const answerPost = async (c: Context, form: PageFormResult | undefined, status: ContentfulStatusCode) => {
    if (looksLikeAsset(c.req.path)) return c.json({ msg: 'Not found' }, 404);
    const html = site.readIndexHtml();
    if (!html) return c.json({ msg: 'The site is not built yet: run npm run build' }, 503);
    const match = matchPage(c.req.path);
    c.set(ROUTE, match.page.path);
    const { url } = pageUrl(c.req.path, new URL(c.req.url).searchParams, match);
    const data = createPageReads(db.db, config);
    const meta = await resolvePageMeta(
      data.reads,
      config,
      match,
      config.publicUrl,
      new URL(url, config.publicUrl).searchParams,
    );
    c.header('Cache-Control', 'private, no-store');
    return send(c, injectHead(html, meta, config.publicUrl), url, meta, data, {
      form,
      formStatus: status,
      display: displayPrefsOfCookies(c.req.header('cookie')),
    });
  };

  /** A render for this request's client, or how long it is to wait (render-budget.ts). */
  const takeTurn = (c: Context) => budget.take(clientIp(c, config.trustProxy));

  /** Over the client's render budget: a page to go on from (busy-page.ts), never kept by any cache. */
  const busy = (c: Context, retryAfterMs: number) => {
    c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
    c.header('Cache-Control', 'private, no-store');
    const requested = new URL(c.req.url);
    return c.html(busyPage(`${requested.pathname}${requested.search}`), 429);
  };

  /** Is the request's path a page (not an asset, not a record that does not exist)? A form posted
   * anywhere else is no form of ours: it is not recorded. */
  const isPage = async (c: Context): Promise<boolean> => {
    if (looksLikeAsset(c.req.path)) return false;
    const { reads } = createPageReads(db.db, config);
    const meta = await resolvePageMeta(reads, config, matchPage(c.req.path), config.publicUrl);
    return meta.status !== 404;
  };

  const { inflight, unkept, leadRender, waitFor } = createSharedRenders();

  /**
   * Streams the page; with `keep`, a second branch of the same bytes is read at the render's own pace
   * (not the visitor's: a slow or vanished visitor neither delays nor loses it) and kept once the page
   * rendered whole. Visitors asking for the same page meanwhile wait for it (`inflight`).
   */
  function send(
    c: Context,
    page: string,
    url: string,
    meta: PageMeta,
    /** The reads the head was built from: the page renders from the same. */
    data: PageReads,
    {
      keeping,
      form,
      formStatus,
      release,
      display,
    }: {
      keeping?: {
        key: string;
        keep(identity: Uint8Array<ArrayBuffer>): CachedPage;
        lead: ((page: CachedPage | undefined) => void) | undefined;
      };
      form?: PageFormResult;
      /** The answer's status when the page is one (a form's result); a page that is none stays 404. */
      formStatus?: ContentfulStatusCode;
      /** Gives the client's render back (render-budget.ts) once the render has ended. */
      release?: () => void;
      display?: DisplayPrefs;
    } = {},
  ) {
    const status: ContentfulStatusCode = meta.status === 404 ? 404 : (formStatus ?? meta.status);
    // The head resolved above, the site's settings and the head's reads are handed to the render: it
    // reads nothing twice.
    const head = { status: meta.status, title: meta.title, description: meta.description };
    const started = performance.now();
    const rendered = renderer.render(page, url, { head, site: settings, read: data.read, display }, form);
    if (!rendered) {
      keeping?.lead?.(undefined);
      release?.();
      return c.html(page, status);
    }
    const pattern = routeOf(c);
    void rendered.complete.then((whole) =>
      pageRenders.observe({ page: pattern, complete: String(whole) }, (performance.now() - started) / 1000),
    );
    if (release) void rendered.complete.then(release, release);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    c.set(STREAMED, true);
    if (!keeping) return c.body(rendered.body, status);
    const { key, keep, lead } = keeping;
    const [toVisitor, toCache] = rendered.body.tee();
    void collectPage(toCache, rendered.complete, cache.limits.maxEntryBytes).then((identity) => {
      const entry = identity && keep(identity);
      if (entry) {
        cache.set(key, entry);
        unkept.delete(key);
      } else unkept.set(key, true);
      lead?.(entry);
    });
    return c.body(toVisitor, status);
  }

  return { handler, answerPost, isPage, cache };
}

function notModified(c: Context) {
  // The compress middleware leaves a body-less answer alone: say what the representation varies by here.
  c.header('Vary', 'Accept-Encoding', { append: true });
  return c.body(null, 304);
}

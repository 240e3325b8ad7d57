/**
 * Server rendering, the host's side: loads the shell's server build (`shell/dist/server/index.js`)
 * and streams each page as the built index.html (with the page's head tags) around the rendered
 * `#root`, followed by the query cache the page rendered with. The render reads `/api` and the
 * site's own remote files in process; a remote on another origin is fetched over the network.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  jsonForScript,
  PAGE_PRELOADS_ID,
  REMOTES_CONFIG_PATH,
  singleFlight,
  type PageFormResult,
  type RenderedPage,
  type RenderPage,
  type RenderRequest,
  type WarmRemotes,
} from '@manzil/contract';
import type { Config } from '../config';
import { digest } from '../lib/digest';
import { spliceHtml } from './html';
import { createStyleInliner } from './inline-styles';
import { createLogLimiter, type LogLimiter } from '../lib/log-limiter';
import { remotesManifest } from './static';

/** The id the browser reads the query cache from (@manzil/api-client's SERVER_QUERIES_ID). */
const QUERIES_ID = 'manzil-queries';
const ROOT = '<div id="root"></div>';
/** A remote origin that does not answer within this long is treated as down. */
const REMOTE_FETCH_TIMEOUT_MS = 5_000;
/** How often the remotes' manifests are read again for the build identity (as the renderer does,
 * shell/src/server/remotes.ts): a remote published anew changes the pages' validator within this long. */
export const BUILD_RECHECK_MS = 5_000;

export interface RenderedStream {
  body: ReadableStream<Uint8Array>;
  /** Settles once the body has ended (false if it never does): true when every part of the page was
   * rendered on the server, none left to the browser; only such a page may be kept for others. */
  complete: Promise<boolean>;
}

export interface PageRenderer {
  /** Loads the renderer and every remote's server code now rather than on the first page. */
  warm(): void;
  /** The page as a stream, or undefined when the shell has no server build (pages render in the browser). */
  render(
    template: string,
    url: string,
    /** What the page handler resolved for this request, handed to the render as it is. */
    resolved: Pick<RenderRequest, 'head' | 'site' | 'read' | 'display'>,
    form?: PageFormResult,
  ): RenderedStream | undefined;
  /**
   * What the pages are built from besides the data and the shell's index.html: whether pages render
   * on the server, and each remote's location and manifest (a new build of a remote has a new one).
   * Read again every BUILD_RECHECK_MS; meanwhile the last identity is answered at once.
   */
  buildId(): Promise<string>;
}

export interface PageRendererOptions {
  config: Config;
  /** Where the render's one-line reports go (rate-limited: a visitor's URL decides what fails). */
  log?: LogLimiter;
  /** Answers a request in process (the app's own `fetch`). */
  fetchInProcess(request: Request): Promise<Response>;
}

const nodeRequire = createRequire(import.meta.url);

/** The shell web build's stylesheets by chunk name (`app`, `page-contact`...), as root-relative URLs. */
function shellStylesheets(dist: string): Map<string, string[]> {
  const byChunk = new Map<string, string[]>();
  const dir = path.join(dist, 'static', 'css');
  if (!fs.existsSync(dir)) return byChunk;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.css')) continue;
    const chunk = entry.name.slice(0, entry.name.indexOf('.'));
    const url = `/${path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`;
    byChunk.set(chunk, [...(byChunk.get(chunk) ?? []), url]);
  }
  return byChunk;
}

/** The first line of an error's message: a log line, never a stack or a request's configuration. */
const reason = (error: unknown): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).split('\n', 1)[0]!;

export function createPageRenderer({
  config,
  fetchInProcess,
  log = createLogLimiter(),
}: PageRendererOptions): PageRenderer {
  // How long a remote may take on the server before its slot renders in the browser.
  const { remoteBudgetMs } = config;
  const entry = path.join(config.appsRoot, 'shell', 'dist', 'server', 'index.js');
  let renderPage: RenderPage | null | undefined;
  const load = (): RenderPage | null => {
    if (renderPage !== undefined) return renderPage;
    if (!fs.existsSync(entry)) return (renderPage = null);
    try {
      const shell = nodeRequire(entry) as { render?: RenderPage; warm?: WarmRemotes };
      renderPage = typeof shell.render === 'function' ? shell.render : null;
      if (typeof shell.warm === 'function')
        shell.warm({ remotes, fetch: fetchForRender }).catch((error: unknown) => {
          log(`[ssr] could not load the remotes ahead of time: ${reason(error)}`);
        });
    } catch (error) {
      // Pages then render in the browser, as before server rendering.
      console.error(`[ssr] the shell's server build (${entry}) does not load:`, error);
      renderPage = null;
    }
    return renderPage;
  };

  const origin = new URL(config.publicUrl).origin;
  const self = new URL(config.internalOrigin).origin;
  const shellStyles = shellStylesheets(path.join(config.appsRoot, 'shell', 'dist'));
  // The site's own URLs are written root-relative: the page may be served under another allowed name.
  const href = (url: string) =>
    url.startsWith(`${origin}/`)
      ? url.slice(origin.length)
      : url.startsWith(`${self}/`)
        ? url.slice(self.length)
        : url;
  // Relative manifest URLs (the defaults) are this site's own files, located at this server's own
  // address: the federation runtime fetches remote entries itself (not through the fetch below), and
  // the public URL may not be reachable from inside (a proxy, a CDN).
  const remotes = Object.fromEntries(
    Object.entries(remotesManifest(config)).map(([name, url]) => [name, new URL(url, self).href]),
  );
  const fetchForRender = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const target = new URL(request.url).origin;
    if (target === origin || target === self) return fetchInProcess(request);
    return fetch(request, { signal: AbortSignal.timeout(REMOTE_FETCH_TIMEOUT_MS) });
  };

  // The page's stylesheets go into its HTML (see inline-styles.ts), read as the browser would.
  const styles = createStyleInliner(async (url) => {
    const response = await fetchForRender(new URL(url, self));
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith('text/css')) return undefined;
    return response.text();
  }, remoteBudgetMs);

  const readManifest = async (name: string, url: string): Promise<string> => {
    try {
      const response = await fetchForRender(url);
      return `${name} ${url} ${response.status} ${digest(await response.text())}`;
    } catch {
      return `${name} ${url} unreachable`;
    }
  };
  const readBuild = async (): Promise<string> => {
    const manifests = await Promise.all(
      Object.entries(remotes).map(([name, url]) => readManifest(name, url)),
    );
    return digest([load() ? 'ssr' : 'csr', ...manifests].join('\n'));
  };
  let build: { id: string; at: number } | undefined;
  const checking = singleFlight<'build', string>();
  const buildId = (): Promise<string> => {
    if (build && Date.now() - build.at < BUILD_RECHECK_MS) return Promise.resolve(build.id);
    const check = checking.run('build', () =>
      readBuild().then((id) => {
        build = { id, at: Date.now() };
        return id;
      }),
    );
    return build ? Promise.resolve(build.id) : check;
  };

  /** The remote files the page rendered, for FIRST_VIEW_LOADER to fetch with the entry. */
  const pagePreloads = (page: RenderedPage): string => {
    const files = page.remoteFiles?.();
    if (!files?.scripts.length) return '';
    const list = {
      fetch: [REMOTES_CONFIG_PATH, ...files.manifests.map(href)],
      script: files.scripts.map(href),
    };
    return `<script type="application/json" id="${PAGE_PRELOADS_ID}">${jsonForScript(list)}</script>`;
  };

  return {
    warm: () => {
      load();
      void buildId();
      void styles.warm([...shellStyles.values()].flat());
    },
    buildId,
    render(template, url, resolved, form) {
      const render = load();
      const at = template.indexOf(ROOT);
      if (!render || at < 0) return undefined;
      let settle!: (complete: boolean) => void;
      const complete = new Promise<boolean>((resolve) => (settle = resolve));
      const encoder = new TextEncoder();
      // The head goes out at once (the browser fetches styles, scripts and the hero image meanwhile);
      // the body follows when every section has rendered.
      const rendering = render({
        url,
        origin,
        remotes,
        fetch: fetchForRender,
        remoteBudgetMs,
        log,
        ...resolved,
        ...(form ? { form } : {}),
      }).then(async (page) => {
        await page.allReady;
        return page;
      });
      let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
      let page: RenderedPage | undefined;
      /** The visitor left (the connection closed): nothing more is sent, and that is no error. */
      let cancelled = false;
      // A render that fails after the visitor left is awaited by no one.
      rendering.catch(() => undefined);
      const end = (queries: string) => encoder.encode(`</div>${queries}${template.slice(at + ROOT.length)}`);
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          // The shell's main stylesheet is known before rendering: it goes out with the head.
          const appStyles = await styles.markup(shellStyles.get('app') ?? []);
          controller.enqueue(
            encoder.encode(spliceHtml(template.slice(0, at), '</head>', `${appStyles}\n  </head>`)),
          );
        },
        async pull(controller) {
          try {
            if (!page) {
              page = await rendering;
              // The stylesheets of what was rendered come before it: the page reads right without JavaScript.
              const sheets = [
                ...(page.shellChunks?.() ?? []).flatMap((chunk) =>
                  chunk === 'app' ? [] : (shellStyles.get(chunk) ?? []),
                ),
                ...(page.stylesheets?.() ?? []).map(href),
              ];
              controller.enqueue(encoder.encode(`${await styles.markup(sheets)}<div id="root">`));
            }
            reader ??= page.body.getReader();
            const { done, value } = await reader.read();
            if (!done) return controller.enqueue(value);
            const queries = `<script type="application/json" id="${QUERIES_ID}">${page.queries()}</script>`;
            controller.enqueue(end(queries + pagePreloads(page)));
            // A shell built before `fallbacks` existed cannot tell: its pages are not kept.
            settle(page.fallbacks?.() === 0);
          } catch (error) {
            if (cancelled) return;
            // The page renders in the browser instead (an empty root).
            log(
              `[ssr] ${JSON.stringify(url.slice(0, 100))} could not render on the server: ${reason(error)}`,
            );
            if (!reader) controller.enqueue(encoder.encode('<div id="root">'));
            controller.enqueue(end(''));
            settle(false);
          }
          controller.close();
        },
        cancel(reason) {
          cancelled = true;
          settle(false);
          return reader ? reader.cancel(reason) : page?.body.cancel(reason);
        },
      });
      return { body, complete };
    },
  };
}

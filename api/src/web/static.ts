/**
 * Serves the composed site: the shell's build at /, each remote's build under
 * /remotes/<name>/, /remotes.json, and the shell's index.html for client routes.
 * Missing asset files get a real 404 (never index.html) so the MF runtime sees the failure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { pagePath, REMOTES_CONFIG_PATH } from '@manzil/contract';
import { REMOTE_NAMES, type Config } from '../config';
import { IN_PROCESS_ENV } from '../middleware/csrf';
import { createPhotoVariants } from './photo-variants';

/** Hashed file names (e.g. `index.3f2a9c1e.js`) never change: cache them for a year. */
const IMAGE = /\.(jpe?g|png|webp|avif|gif|svg|ico)$/i;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/;
/** Federation manifests and remote entries must be revalidated on every load. */
const NO_CACHE = /(mf-manifest\.json|mf-stats\.json|remoteEntry\.js|\.html)$/;

function cachePolicy(filePath: string): string {
  if (NO_CACHE.test(filePath)) return 'no-cache';
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  // Pictures keep their name for their content (uploads get new ids under /api/images): a week.
  if (IMAGE.test(filePath)) return 'public, max-age=604800, stale-while-revalidate=86400';
  return 'public, max-age=3600';
}

/**
 * Files no browser loads: server builds (`server/`, the shell's read from disk, a remote's read by this
 * server's renderer through the federation runtime, whose fetches are answered in process) and build
 * stats (absolute paths of the build machine). A visitor gets 404 (serveStatic refuses any `%` in a
 * path, so no encoded spelling reaches a file either).
 */
const SERVER_ONLY = /^\/(?:remotes\/[^/]+\/)?server(?:\/|$)|\/mf-stats\.json(?:\.br|\.gz)?$/i;
/** The builds' HTML templates: a page is only ever the page handler's answer (its head, its render), so
 * the shell's template is the home page's address and a remote's (its standalone harness) is none. */
const TEMPLATE = /\.html?(?:\.br|\.gz)?$/i;
const browserFilesOnly: MiddlewareHandler = async (c, next) => {
  if (c.env === IN_PROCESS_ENV) return next();
  if (c.req.path === '/index.html') return c.redirect(pagePath('home'), 301);
  return SERVER_ONLY.test(c.req.path) || TEMPLATE.test(c.req.path)
    ? c.json({ msg: 'Not found' }, 404)
    : next();
};

/** Sets a served file's Cache-Control by its request path, whichever encoding was sent (serveStatic's
 * onFound runs after its answer is built, so headers set there are lost). */
const withCachePolicy: MiddlewareHandler = async (c, next) => {
  await next();
  // A miss falls through to later handlers (the page fallback), which set their own policy.
  if ((c.res.status === 200 || c.res.status === 206) && !c.res.headers.has('Cache-Control'))
    c.res.headers.set('Cache-Control', cachePolicy(c.req.path));
};

/** The body of /remotes.json: defaults under /remotes/<name>/, overridden by REMOTE_*_URL. */
export function remotesManifest(config: Config): Record<string, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, config.remoteOverrides[name] ?? `/remotes/${name}/mf-manifest.json`]),
  );
}

export interface StaticSite {
  routes: Hono;
  /** The shell's index.html, read once (undefined when the shell is not built). */
  readIndexHtml(): string | undefined;
}

export function createStaticSite(config: Config): StaticSite {
  const routes = new Hono();
  const shellDist = path.join(config.appsRoot, 'shell', 'dist');
  // Re-read index.html when the shell is rebuilt (its mtime changes): a stale copy would point at
  // hashed scripts that no longer exist.
  let cached: { mtimeMs: number; html: string } | undefined;
  const readIndexHtml = (): string | undefined => {
    const file = path.join(shellDist, 'index.html');
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
    return cached.html;
  };

  routes.get(REMOTES_CONFIG_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(remotesManifest(config));
  });

  for (const name of REMOTE_NAMES) {
    const root = path.join(config.appsRoot, name, 'dist');
    routes.use(`/remotes/${name}/*`, async (c, next) => {
      // Remotes may be loaded by a shell on another origin (independent deployment).
      c.header('Access-Control-Allow-Origin', '*');
      await next();
    });
    routes.get(
      `/remotes/${name}/*`,
      browserFilesOnly,
      withCachePolicy,
      serveStatic({
        root,
        rewriteRequestPath: (p) => p.slice(`/remotes/${name}`.length),
        precompressed: true,
        // A remote's folder is no page: its harness's index.html is not served for it.
        index: '__no_index__',
      }),
    );
    routes.get(`/remotes/${name}/*`, (c) => c.json({ msg: 'Not found' }, 404));
  }

  // `?w=`: the site's photos in the width a screen needs.
  routes.get('/images/*', createPhotoVariants(shellDist).middleware);
  routes.get(
    '*',
    browserFilesOnly,
    withCachePolicy,
    serveStatic({
      root: shellDist,
      precompressed: true,
      // index.html is answered by the client-route fallback below (per-route head tags).
      index: '__no_index__',
    }),
  );

  return { routes, readIndexHtml };
}

/** A path that names a file (has an extension) is an asset, not a client route. */
export const looksLikeAsset = (p: string): boolean => /\.[a-z0-9]{1,8}$/i.test(p);

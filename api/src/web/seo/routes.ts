/** Crawler-facing routes: sitemap, robots, share images, and page meta for client-side navigation. */
import { Hono } from 'hono';
import { matchPage } from '@manzil/contract';
import type { AppDeps } from '../../app';
import { ogImageQuerySchema, pageMetaQuerySchema } from '@manzil/contract/schemas';
import { MSG } from '../../lib/errors';
import { valid } from '../../lib/validate';
import { createOgImages } from './og-image';
import { createPageReads } from '../page-reads';
import { resolvePageMeta } from './pageMeta';
import { listSitemapUrls, renderIndex, renderRobots, renderUrlSet, SITEMAP_LIMIT } from './sitemap';

export function seoSiteRoutes({ db, config }: AppDeps) {
  const routes = new Hono();
  routes.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(renderRobots(config.publicUrl));
  });
  routes.get('/sitemap.xml', async (c) => {
    const base = config.publicUrl;
    const urls = await listSitemapUrls(db.db);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=600');
    if (urls.length <= SITEMAP_LIMIT) return c.body(renderUrlSet(base, urls));
    const newest = urls.reduce<Date | undefined>(
      (max, u) => (u.lastmod && (!max || u.lastmod > max) ? u.lastmod : max),
      undefined,
    );
    return c.body(renderIndex(base, Math.ceil(urls.length / SITEMAP_LIMIT), newest));
  });
  routes.get('/:file{sitemap-[0-9]+\\.xml}', async (c) => {
    const part = Number(c.req.param('file').replace(/\D/g, ''));
    const urls = await listSitemapUrls(db.db);
    const slice = urls.slice((part - 1) * SITEMAP_LIMIT, part * SITEMAP_LIMIT);
    if (part < 1 || slice.length === 0) return c.json({ msg: 'Not found' }, 404);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(renderUrlSet(config.publicUrl, slice));
  });
  return routes;
}

/** `/page-meta?path=`: title and description of a page, for client-side navigation. */
export const pageMetaRoutes = ({ db, config }: AppDeps) =>
  new Hono().get('/', valid('query', pageMetaQuerySchema), async (c) => {
    const { reads } = createPageReads(db.db, config);
    const meta = await resolvePageMeta(reads, config, matchPage(c.req.valid('query').path), config.publicUrl);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ status: meta.status, title: meta.title, description: meta.description });
  });

/** `/og-image?src=`: a share image, rendered once and cached. */
export function ogImageRoutes({ db, config }: AppDeps) {
  const ogImages = createOgImages({ db: db.db, appsRoot: config.appsRoot });
  return new Hono().get('/', valid('query', ogImageQuerySchema), async (c) => {
    const result = await ogImages.get(c.req.valid('query').src);
    if (result.status === 404) return c.json({ msg: 'Unknown image' }, 404);
    if (result.status === 503) {
      c.header('Retry-After', '1');
      return c.json({ msg: MSG.unavailable }, 503);
    }
    c.header('Content-Type', 'image/jpeg');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(new Uint8Array(result.image));
  });
}

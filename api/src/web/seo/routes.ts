/** Crawler-facing routes: sitemap, robots, share images, and page meta for client-side navigation. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import sharp from 'sharp';
import type { AppDeps } from '../../app';
import { IMAGE_URL_PREFIX, readImage } from '../../db/images';
import { resolvePageMeta } from './pageMeta';
import { listSitemapUrls, renderIndex, renderRobots, renderUrlSet, SITEMAP_LIMIT } from './sitemap';

const OG_WIDTH = 1200;
const OG_HEIGHT = 630;
const ogCache = new Map<string, Buffer>();
const OG_CACHE_MAX = 200;

export function seoSiteRoutes({ db, config }: AppDeps): Hono {
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

/** Reads a share-image source: a site image under /images/ or an uploaded one. */
async function readSource(deps: AppDeps, src: string): Promise<Buffer | undefined> {
  if (src.startsWith(IMAGE_URL_PREFIX)) {
    const id = src.slice(IMAGE_URL_PREFIX.length).split(/[/?]/)[0] ?? '';
    if (!ObjectId.isValid(id)) return undefined;
    return (await readImage(deps.db.db, new ObjectId(id)))?.data;
  }
  if (!/^\/(images\/[\w./-]+|placeholder-property\.jpg)$/.test(src) || src.includes('..')) return undefined;
  for (const dir of ['dist', 'public']) {
    try {
      return await fs.readFile(path.join(deps.config.appsRoot, 'shell', dir, src));
    } catch {
      // try the next location
    }
  }
  return undefined;
}

export function seoApiRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  routes.get('/page-meta', async (c) => {
    const pathParam = c.req.query('path') ?? '/';
    if (!pathParam.startsWith('/') || pathParam.length > 300)
      return c.json({ msg: 'path must be a site path' }, 400);
    const meta = await resolvePageMeta(deps.db.db, deps.config, pathParam, deps.config.publicUrl);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ status: meta.status, title: meta.title, description: meta.description });
  });
  routes.get('/og-image', async (c) => {
    const src = c.req.query('src') ?? '';
    let image = ogCache.get(src);
    if (!image) {
      const source = await readSource(deps, src);
      if (!source) return c.json({ msg: 'Unknown image' }, 404);
      image = await sharp(source, { limitInputPixels: 40_000_000 })
        .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'attention' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
      if (ogCache.size >= OG_CACHE_MAX) ogCache.delete(ogCache.keys().next().value!);
      ogCache.set(src, image);
    }
    c.header('Content-Type', 'image/jpeg');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(new Uint8Array(image));
  });
  return routes;
}

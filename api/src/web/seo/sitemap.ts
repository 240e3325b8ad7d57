/** /sitemap.xml from the database (an index of sitemaps past 50,000 URLs) and /robots.txt. */
import type { Db } from 'mongodb';
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  LOCALES,
  localePath,
  PAGE_IDS,
  pagePath,
  PAGES,
  toSlug,
  type PageEntry,
} from '@manzil/contract';
import { collections } from '../../db/collections';
import { escapeHtml } from '../html';

export const SITEMAP_LIMIT = 50_000;

export interface SitemapUrl {
  path: string;
  lastmod?: Date;
  /** The same page in every language (each listed URL names them all, itself included). */
  alternates?: { hreflang: string; path: string }[];
}

/** XML text escapes exactly as HTML's do. */
const escapeXml = escapeHtml;

/** A page in each language, each naming the others (hreflang), as Google asks of a sitemap. */
function inEveryLanguage(url: SitemapUrl): SitemapUrl[] {
  const alternates = LOCALES.map((locale) => ({
    hreflang: LOCALE_INFO[locale].hreflang,
    path: localePath(locale, url.path),
  }));
  return LOCALES.map((locale) => ({ ...url, path: localePath(locale, url.path), alternates }));
}

/** Every public page in every language: the fixed pages the page table lists for the sitemap, each
 * agent's page, each emirate, each area (Sobha included) and every property. */
export async function listSitemapUrls(db: Db): Promise<SitemapUrl[]> {
  const c = collections(db);
  const [emirates, areas, agents] = await Promise.all([
    c.emirates.find({}, { projection: { slug: 1, updatedAt: 1 } }).toArray(),
    c.areas.find({}, { projection: { emirate: 1, name: 1, updatedAt: 1 } }).toArray(),
    c.agents
      .find({ active: true }, { projection: { slug: 1, updatedAt: 1 } })
      .sort({ order: 1 })
      .toArray(),
  ]);
  const urls: SitemapUrl[] = PAGE_IDS.filter((id) => (PAGES[id] as PageEntry).sitemap).map((id) => ({
    path: PAGES[id].path,
  }));
  for (const a of agents) urls.push({ path: pagePath('agent', { agentSlug: a.slug }), lastmod: a.updatedAt });
  for (const e of emirates) urls.push({ path: pagePath('city', { cityName: e.slug }), lastmod: e.updatedAt });
  for (const a of areas)
    urls.push({
      path: pagePath('area', { cityName: a.emirate, areaName: toSlug(a.name) }),
      lastmod: a.updatedAt,
    });
  const properties = c.properties.find({}, { projection: { slug: 1, updatedAt: 1 } }).sort({ slug: 1 });
  for await (const p of properties)
    urls.push({ path: pagePath('property', { propertySlug: p.slug }), lastmod: p.updatedAt });
  // Every page the sitemap lists is a public, localized one (PAGES' `localized`).
  return urls.flatMap(inEveryLanguage);
}

const lastmodTag = (date?: Date): string =>
  date ? `<lastmod>${new Date(date).toISOString().slice(0, 10)}</lastmod>` : '';

const link = (base: string, hreflang: string, path: string): string =>
  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(base + path)}"/>`;

/** A URL's alternates, and x-default: the English page, for visitors in a language the site lacks. */
function alternateTags(base: string, url: SitemapUrl): string {
  if (!url.alternates?.length) return '';
  const fallback = url.alternates.find((a) => a.hreflang === LOCALE_INFO[DEFAULT_LOCALE].hreflang);
  return [
    ...url.alternates.map((a) => link(base, a.hreflang, a.path)),
    ...(fallback ? [link(base, 'x-default', fallback.path)] : []),
  ].join('');
}

export function renderUrlSet(base: string, urls: SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `  <url><loc>${escapeXml(base + u.path)}</loc>${lastmodTag(u.lastmod)}${alternateTags(base, u)}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

export function renderIndex(base: string, parts: number, lastmod?: Date): string {
  const body = Array.from(
    { length: parts },
    (_, i) =>
      `  <sitemap><loc>${escapeXml(`${base}/sitemap-${i + 1}.xml`)}</loc>${lastmodTag(lastmod)}</sitemap>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

export const renderRobots = (base: string): string =>
  `User-agent: *\nDisallow: /admin\nDisallow: /api\nDisallow: /login\nDisallow: /forgot-password\nDisallow: /reset-password\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`;

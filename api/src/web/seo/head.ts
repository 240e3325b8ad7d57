/** Writes a page's meta tags into the shell's index.html before it is sent. */
import { DEFAULT_LOCALE, jsonForScript, LOCALE_INFO } from '@manzil/contract';
import { escapeHtml, spliceHtml } from '../html';
import type { PageMeta } from './pageMeta';

export const ogImageUrl = (base: string, image: string): string =>
  `${base}/api/og-image?src=${encodeURIComponent(image)}`;

/** `<link rel="preload">` for the page's largest image (one file, or responsive variants). */
function preloadLink(image: NonNullable<PageMeta['preloadImage']>): string {
  const attrs = [
    'rel="preload"',
    'as="image"',
    image.type ? `type="${escapeHtml(image.type)}"` : '',
    image.href ? `href="${escapeHtml(image.href)}"` : '',
    image.srcset ? `imagesrcset="${escapeHtml(image.srcset)}"` : '',
    image.sizes ? `imagesizes="${escapeHtml(image.sizes)}"` : '',
    'fetchpriority="high"',
  ];
  return `<link ${attrs.filter(Boolean).join(' ')} />`;
}

export function renderHead(meta: PageMeta, base: string): string {
  const url = `${base}${meta.path}`;
  const image = ogImageUrl(base, meta.image);
  const preload = meta.preloadImage;
  const tags = [
    preload ? preloadLink(preload) : '',
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...meta.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(`${base}${alternate.path}`)}" />`,
    ),
    // Visitors whose language the site does not have get the English page.
    ...meta.alternates
      .filter((alternate) => alternate.hreflang === LOCALE_INFO[DEFAULT_LOCALE].hreflang)
      .map(
        (alternate) =>
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${base}${alternate.path}`)}" />`,
      ),
    meta.noindex ? '<meta name="robots" content="noindex, nofollow" />' : '',
    `<meta property="og:site_name" content="Manzil Prop Real Estate" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    `<meta property="og:locale" content="${LOCALE_INFO[meta.locale].og}" />`,
    ...meta.alternates
      .filter((alternate) => alternate.hreflang !== LOCALE_INFO[meta.locale].hreflang)
      .map(
        (alternate) =>
          `<meta property="og:locale:alternate" content="${alternate.hreflang.replace('-', '_')}" />`,
      ),
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    ...meta.jsonLd.map((ld) => `<script type="application/ld+json">${jsonForScript(ld)}</script>`),
  ].filter(Boolean);
  return tags.join('\n    ');
}

/** Sets the page's language and direction, keeps the template's tags for it alone, replaces the
 * template's title and description and adds the other tags before </head>. */
export function injectHead(html: string, meta: PageMeta, base: string): string {
  const { lang, dir } = LOCALE_INFO[meta.locale];
  let page = spliceHtml(html, /<html[^>]*>/, `<html lang="${lang}" dir="${dir}">`);
  // The template's tags for one language (the Arabic font's preloads) stay on that language's pages.
  page = page.replace(/[ \t]*<link\b[^>]*\sdata-locale="([a-z-]+)"[^>]*>\n?/g, (tag, locale: string) =>
    locale === meta.locale ? tag : '',
  );
  page = spliceHtml(page, /<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
  page = spliceHtml(
    page,
    /<meta\s+name="description"[^>]*>/,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  );
  return spliceHtml(page, '</head>', `    ${renderHead(meta, base)}\n  </head>`);
}

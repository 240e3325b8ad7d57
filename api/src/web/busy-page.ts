/**
 * The page a client over its render budget gets (429, render-budget.ts): written here, without the
 * renderer (it costs nothing), and still a page to go on from without JavaScript: the site's links, a
 * link to try again, and the search form holding the search the visitor asked for.
 */
import {
  BRAND,
  hasSearch,
  LOCALE_INFO,
  localePath,
  MAX_KEYWORDS_LENGTH,
  pagePath,
  readSearchQuery,
  SEARCH_KEYS,
  searchQueryToParams,
  splitLocale,
} from '@manzil/contract';
import { messagesIn } from '@manzil/i18n';
import { escapeHtml } from './html';
import { busyMessages } from './messages';

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;color:#1d2433;line-height:1.5}
nav{display:flex;flex-wrap:wrap;gap:1rem 1.5rem;align-items:center;padding:1rem 1.5rem;border-bottom:1px solid #e3e6ec}
nav a{color:inherit}main{max-width:40rem;padding:2rem 1.5rem}form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end}
label{display:flex;flex-direction:column;gap:.25rem}input{font:inherit;padding:.5rem}button{font:inherit;padding:.5rem 1rem}`;

/** The 429 page for the page at `url` (path and query, as the visitor asked for it), in its language. */
export function busyPage(url: string): string {
  const { pathname, search: query, searchParams } = new URL(url, 'http://x');
  const { locale, path } = splitLocale(pathname);
  const { lang, dir } = LOCALE_INFO[locale];
  const t = messagesIn(busyMessages, locale);
  const to = (english: string) => localePath(locale, english);
  // Root-relative whatever the path looks like ('//host' would name another site).
  const again = `/${pathname.replace(/^\/+/, '')}${query}`;
  // The home page's search, as it was asked for: every criterion goes back with the form.
  const search = path === '/' && hasSearch(searchParams) ? readSearchQuery(searchParams).query : undefined;
  const params = search ? searchQueryToParams(search) : new URLSearchParams({ purpose: 'Buy' });
  const keywords = params.get(SEARCH_KEYS.keywords) ?? '';
  params.delete(SEARCH_KEYS.keywords);
  params.delete(SEARCH_KEYS.page);
  const hidden = [...params]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${t('title')} | ${BRAND.name}`)}</title><style>${STYLE}</style></head>
<body><header><nav aria-label="${escapeHtml(t('main'))}">${link(to('/'), BRAND.name)}${link(to(pagePath('about')), t('about'))}${link(to(pagePath('contact')), t('contact'))}${link(to(pagePath('saved')), t('saved'))}</nav></header>
<main><h1>${escapeHtml(t('title'))}</h1>
<p>${escapeHtml(t('text'))}</p>
<p>${link(again, t('again'))}</p>
<form method="get" action="${escapeHtml(to('/'))}" role="search">${hidden}<label>${escapeHtml(t('keywords'))}<input type="search" name="${SEARCH_KEYS.keywords}" value="${escapeHtml(keywords)}" maxlength="${MAX_KEYWORDS_LENGTH}"></label><button type="submit">${escapeHtml(t('search'))}</button></form>
</main></body></html>`;
}

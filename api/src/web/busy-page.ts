/**
 * The page a client over its render budget gets (429, render-budget.ts): written here, without the
 * renderer (it costs nothing), and still a page to go on from without JavaScript: the site's links, a
 * link to try again, and the search form holding the search the visitor asked for.
 */
import {
  BRAND,
  hasSearch,
  MAX_KEYWORDS_LENGTH,
  pagePath,
  readSearchQuery,
  SEARCH_KEYS,
  searchQueryToParams,
} from '@manzil/contract';
import { escapeHtml } from './html';

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;color:#1d2433;line-height:1.5}
nav{display:flex;flex-wrap:wrap;gap:1rem 1.5rem;align-items:center;padding:1rem 1.5rem;border-bottom:1px solid #e3e6ec}
nav a{color:inherit}main{max-width:40rem;padding:2rem 1.5rem}form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end}
label{display:flex;flex-direction:column;gap:.25rem}input{font:inherit;padding:.5rem}button{font:inherit;padding:.5rem 1rem}`;

/** The 429 page for the page at `url` (path and query, as the visitor asked for it). */
export function busyPage(url: string): string {
  const { pathname, search: query, searchParams } = new URL(url, 'http://x');
  // Root-relative whatever the path looks like ('//host' would name another site).
  const again = `/${pathname.replace(/^\/+/, '')}${query}`;
  // The home page's search, as it was asked for: every criterion goes back with the form.
  const search =
    pathname === '/' && hasSearch(searchParams) ? readSearchQuery(searchParams).query : undefined;
  const params = search ? searchQueryToParams(search) : new URLSearchParams({ purpose: 'Buy' });
  const keywords = params.get(SEARCH_KEYS.keywords) ?? '';
  params.delete(SEARCH_KEYS.keywords);
  params.delete(SEARCH_KEYS.page);
  const hidden = [...params]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`Please wait a moment | ${BRAND.name}`)}</title><style>${STYLE}</style></head>
<body><header><nav aria-label="Main">${link('/', BRAND.name)}${link(pagePath('about'), 'About Us')}${link(pagePath('contact'), 'Contact Us')}${link(pagePath('saved'), 'Saved homes')}</nav></header>
<main><h1>Please wait a moment</h1>
<p>Too many pages were asked for from your address at once. Please wait a few seconds, then try again.</p>
<p>${link(again, 'Try again')}</p>
<form method="get" action="/" role="search">${hidden}<label>Keywords<input type="search" name="${SEARCH_KEYS.keywords}" value="${escapeHtml(keywords)}" maxlength="${MAX_KEYWORDS_LENGTH}"></label><button type="submit">Search</button></form>
</main></body></html>`;
}

/**
 * From a path to its page (matchPage) and from a page to its path (pagePath, withQuery): the one place a
 * page path is matched, built or encoded.
 */
import { PAGES, PAGE_IDS, type PageId } from './pages';
import type { PageEntry } from './page-entry';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, localePath, splitLocale, type Locale } from './locale';

export interface PageMatch {
  id: PageId;
  page: PageEntry;
  /** Decoded path parameters. */
  params: Record<string, string>;
  /** The path without trailing slashes (`/` stays), its language prefix included. */
  path: string;
  /** The page's language (its path's prefix); a page that is not localized is in English. */
  locale: Locale;
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);
const PATTERNS = PAGE_IDS.map((id) => ({
  id,
  segments: segmentsOf(PAGES[id].path),
  fixed: (PAGES[id] as PageEntry).fixedParams ?? {},
}));

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The page a path is, as react-router matches it in the browser (fixed segments case-insensitive, a
 * parameter one non-empty segment, `*` the rest); `*` catches every other path, so there always is one.
 * Under a language's prefix only the localized pages exist ('/ar/login' is the Arabic not-found page).
 */
export function matchPage(rawPath: string): PageMatch {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : rawPath;
  const { locale, path: rest } = splitLocale(path);
  const actual = segmentsOf(rest);
  for (const { id, segments, fixed } of PATTERNS) {
    if (locale !== DEFAULT_LOCALE && !PAGES[id].localized) continue;
    const params: Record<string, string> = { ...fixed };
    let matched = true;
    for (let i = 0; i < segments.length && matched; i += 1) {
      const pattern = segments[i]!;
      if (pattern === '*') {
        params['*'] = actual.slice(i).join('/');
        return { id, page: PAGES[id], params, path, locale };
      }
      const value = actual[i];
      const decoded = value === undefined ? undefined : decode(value);
      if (decoded === undefined) matched = false;
      else if (pattern.startsWith(':')) params[pattern.slice(1)] = decoded;
      else matched = pattern.toLowerCase() === decoded.toLowerCase();
    }
    if (matched && segments.length === actual.length) return { id, page: PAGES[id], params, path, locale };
  }
  // Unreachable while the table ends with '*'.
  return { id: 'notFound', page: PAGES.notFound, params: {}, path, locale };
}

/** The same page in each of its languages (its `hreflang` alternates; none for a page in English only). */
export function pageAlternates(match: PageMatch): { locale: Locale; hreflang: string; path: string }[] {
  if (!match.page.localized) return [];
  const { path } = splitLocale(match.path);
  return LOCALES.map((locale) => ({
    locale,
    hreflang: LOCALE_INFO[locale].hreflang,
    path: localePath(locale, path),
  }));
}
/** The names of a path pattern's `:param` segments ('/:cityName/:areaName' → 'cityName' | 'areaName'). */
type ParamNames<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? ParamNames<Head> | ParamNames<Rest>
  : P extends `:${infer Name}`
    ? Name
    : never;

/** The parameters a page's path needs, by name: `{ propertySlug: string }` for 'property', none for 'about'. */
export type PageParams<Id extends PageId> = { [Name in ParamNames<(typeof PAGES)[Id]['path']>]: string };

/** pagePath's arguments after the page's id: its parameters, optional when it has none. */
export type PagePathArgs<Id extends PageId> = keyof PageParams<Id> extends never
  ? [params?: PageParams<Id>]
  : [params: PageParams<Id>];

/**
 * The path of a page with its parameters filled in, each encoded as one segment (here only: a link
 * passes the raw slug). Every link and navigation of the apps is built here or by withQuery below.
 */
export function pagePath<Id extends PageId>(
  id: Id,
  ...[params = {} as PageParams<Id>]: PagePathArgs<Id>
): string {
  const values: Record<string, string> = params;
  const path = segmentsOf(PAGES[id].path)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = values[segment.slice(1)];
      if (value === undefined) throw new Error(`${id} needs ${segment}`);
      return encodeURIComponent(value);
    })
    .join('/');
  return `/${path}`;
}

/** A query as a link writes it: pairs in order (an undefined or empty value is left out), or a URLSearchParams. */
export type LinkQuery = URLSearchParams | Readonly<Record<string, string | number | undefined>>;

/**
 * A page's path (pagePath) with a query, encoded by URLSearchParams, and a fragment: `?` only when the
 * query has a pair, `#` only when there is a fragment. `withQuery(pagePath('contact'), { property: ref })`.
 */
export function withQuery(path: string, query: LinkQuery, hash?: string): string {
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([key, value]): [string, string][] =>
            value === undefined || value === '' ? [] : [[key, String(value)]],
          ),
        );
  const text = search.toString();
  return `${path}${text ? `?${text}` : ''}${hash ? `#${hash}` : ''}`;
}

/** The agency's pages, for links (mf-listings). */
export const AGENCY_PATHS = {
  agents: PAGES.agents.path,
  agent: (slug: string) => pagePath('agent', { agentSlug: slug }),
  floorPlans: PAGES.floorPlans.path,
} as const;

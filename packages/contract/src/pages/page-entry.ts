/**
 * The shape of one entry of the page table (pages.ts): its path pattern, the app and module that draw it,
 * how it may be cached and where its head comes from.
 */
import { PHOTO_SIZES, photoSrcSet } from '../api/constants';
import type { Locale } from './locale';

/** The page's largest image, announced in its head before any stylesheet or script. */
export interface PreloadImage {
  href?: string;
  srcset?: string;
  sizes?: string;
  type?: string;
}

/** A photo across the screen: the same candidates as the page's <img> (or the browser downloads it twice). */
export function fullWidthPhoto(src: string): PreloadImage {
  const srcset = photoSrcSet(src);
  return srcset ? { href: src, srcset, sizes: PHOTO_SIZES.fullWidth } : { href: src };
}

/** A head that needs no database read. */
export interface FixedHead {
  title: string;
  description: string;
  /** Share image (site-relative; rendered at 1200x630 by /api/og-image). */
  image?: string;
  noindex?: boolean;
  /** JSON-LD: the agency itself (RealEstateAgent). */
  agencyLd?: boolean;
  preloadImage?: PreloadImage;
  /** The title and description in the other languages (a localized page has one for each). */
  translations?: Readonly<Partial<Record<Locale, { title: string; description: string }>>>;
}

/** A head built from the database by the server's head builder of that name (api/src/web/seo/). */
export type HeadBuilder = 'agents' | 'agent' | 'property' | 'city' | 'area' | 'notFound';

/**
 * How the page may be cached: `public` (kept by the server, shared caches may keep it a minute), `staff`
 * (`private, no-cache`, never kept), `secret` (its path holds a secret: `private, no-store`).
 */
export type PageCachePolicy = 'public' | 'staff' | 'secret';

export interface PageEntry {
  /** The path pattern: fixed segments, `:param` (one segment), a final `*` (the rest, possibly nothing). */
  path: string;
  /** The app that renders it, and the module it exposes (a shell page: its component's name). */
  app: 'shell' | 'mf-listings' | 'mf-vr' | 'mf-admin';
  module: string;
  cache: PageCachePolicy;
  /** Served in every language of LOCALES (under each one's prefix), or in English only (the staff pages). */
  localized: boolean;
  /** Rendered on the server (false: the browser draws it; the server sends the frame). */
  ssr: boolean;
  /** The query parameters the page reads, in the order its cached URL keeps them; any other is dropped. */
  search: readonly string[];
  /** The page's query as its cached URL keeps it, when the page reads it whole (a search) rather than
   * key by key: one canonical form per meaning, whether that form may be kept at all, and the query to
   * send the visitor to when the one asked for is written otherwise (the page shows what it is kept for). */
  canonicalQuery?: (search: URLSearchParams) => { query: string; cacheable: boolean; redirect?: string };
  head: FixedHead | { build: HeadBuilder };
  /** Listed in the sitemap as is (pages with parameters are listed by the sitemap from the database). */
  sitemap?: boolean;
  /** The server says 404 for a parameter naming no record; the shell then shows its not-found page. */
  knownOnly?: boolean;
  /** The parameters a fixed path stands for (its head is built as that of the general page). */
  fixedParams?: Readonly<Record<string, string>>;
}

/** A localized page's fixed head in a language (the English one when it has no translation). */
export function fixedHeadIn(head: FixedHead, locale: Locale): FixedHead {
  const text = head.translations?.[locale];
  return text ? { ...head, ...text } : head;
}

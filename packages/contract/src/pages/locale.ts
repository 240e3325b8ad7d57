/**
 * The site's languages: one dimension of the page table. A page marked `localized` is served in English
 * at its path and in Arabic under the `/ar` prefix (`/dubai` → `/ar/dubai`, `/` → `/ar`); the prefix, the
 * text direction and the tags for `Intl`, `hreflang` and Open Graph are declared here and nowhere else.
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** The path prefix of its pages ('' for the default language). */
  prefix: '' | `/${string}`;
  /** `<html lang>` and the `lang` of text in this language. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /**
   * The tag given to `Intl` (numbers, prices, dates, plurals). Arabic keeps Western digits (`nu-latn`):
   * the UAE's portals, prices in its press and its phone numbers and permits are written with them.
   */
  intl: string;
  hreflang: string;
  /** `og:locale`. */
  og: string;
  /** The language's own name, for the switch. */
  name: string;
}

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  en: { prefix: '', lang: 'en', dir: 'ltr', intl: 'en-AE', hreflang: 'en-AE', og: 'en_AE', name: 'English' },
  ar: {
    prefix: '/ar',
    lang: 'ar',
    dir: 'rtl',
    intl: 'ar-AE-u-nu-latn',
    hreflang: 'ar-AE',
    og: 'ar_AE',
    name: 'العربية',
  },
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** A path without its language prefix, and the language it names: '/ar/dubai' → ar, '/dubai'. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const { prefix } = LOCALE_INFO[locale];
    if (!prefix) continue;
    if (path.toLowerCase() === prefix || path.toLowerCase() === `${prefix}/`) return { locale, path: '/' };
    if (path.slice(0, prefix.length + 1).toLowerCase() === `${prefix}/`)
      return { locale, path: path.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path };
}

/** A page's path (pagePath, possibly with its query) in a language: ('ar', '/dubai?x=1') → '/ar/dubai?x=1'. */
export function localePath(locale: Locale, path: string): string {
  const { prefix } = LOCALE_INFO[locale];
  if (!prefix) return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#')
    ? `${prefix}${path.slice(1)}`
    : `${prefix}${path}`;
}

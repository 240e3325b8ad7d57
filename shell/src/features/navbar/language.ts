/**
 * The language switch's memory: a cookie the switch sets, read only in the browser after the page has
 * started (the page's HTML never depends on it, so one cached page serves every visitor).
 */
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_INFO,
  LOCALES,
  localePath,
  splitLocale,
  type Locale,
} from '@manzil/contract';

export const LANGUAGE_COOKIE = 'manzil_lang';
const YEAR_S = 365 * 24 * 60 * 60;

/** The same page and query in a language. */
export const pageIn = (locale: Locale, pathname: string, search: string): string =>
  `${localePath(locale, splitLocale(pathname).path)}${search}`;

/** The language the switch offers on a page in `locale`, and the link to this page in it. */
export function otherLanguage(pathname: string, search: string): { locale: Locale; href: string } {
  const { locale } = splitLocale(pathname);
  const other = LOCALES.find((candidate) => candidate !== locale) ?? DEFAULT_LOCALE;
  return { locale: other, href: pageIn(other, pathname, search) };
}

export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`;
}

/** The language the visitor chose with the switch, if any. */
export function chosenLanguage(cookies: string): Locale | undefined {
  const value = cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLocale(value) ? value : undefined;
}

/**
 * The language to suggest on a page in `locale`: the one chosen before, else (a hint only) the first of
 * the browser's languages the site has, when it is not the page's and not English (many who read the
 * Arabic pages browse with an English browser; they are not told the page is in English too).
 */
export function suggestedLanguage(
  locale: Locale,
  cookies: string,
  languages: readonly string[],
): Locale | undefined {
  const chosen = chosenLanguage(cookies);
  if (chosen) return chosen === locale ? undefined : chosen;
  const preferred = languages
    .map((tag) => tag.toLowerCase().split('-')[0])
    .find((lang) => LOCALES.some((candidate) => LOCALE_INFO[candidate].lang === lang));
  const found = LOCALES.find((candidate) => LOCALE_INFO[candidate].lang === preferred);
  return found && found !== locale && found !== DEFAULT_LOCALE ? found : undefined;
}

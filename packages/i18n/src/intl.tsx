/**
 * The page's language for every app on it, and its texts formatted as ICU messages by FormatJS's
 * intl-messageformat. This package is a federation singleton, so the context the shell provides (from
 * the page's path) is the one every remote's components read.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { IntlMessageFormat } from 'intl-messageformat';
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  localePath,
  pagePath,
  type Locale,
  type PageId,
  type PagePathArgs,
} from '@manzil/contract';
import type { Messages } from './messages';

/** Outside a provider (a component test, a remote's harness) the page is English. */
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * Compiled messages by language and text. Catalogues are finite, but a bound keeps a mistake (a text
 * built at run time) from growing it for ever: past the bound it starts again.
 */
export const COMPILED_MAX = 2_000;
const compiled = new Map<string, IntlMessageFormat>();

function compile(message: string, locale: Locale): IntlMessageFormat {
  const key = `${locale}\u0000${message}`;
  let format = compiled.get(key);
  if (!format) {
    if (compiled.size >= COMPILED_MAX) compiled.clear();
    format = new IntlMessageFormat(message, LOCALE_INFO[locale].intl);
    compiled.set(key, format);
  }
  return format;
}

/** How many compiled messages are kept (for the test of the bound). */
export const compiledCount = (): number => compiled.size;

type Values = Record<string, string | number | Date | null | undefined>;
type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export interface Translate<M extends Messages> {
  /** A text in the page's language, its ICU arguments filled in. */
  (key: keyof M & string, values?: Values): string;
  /** A text with markup: `t.rich('terms', { link: (chunks) => <a …>{chunks}</a> })`. */
  rich: (key: keyof M & string, values?: RichValues) => ReactNode;
  locale: Locale;
}

function translator<M extends Messages>(locale: Locale, messages: M): Translate<M> {
  const format = (key: keyof M & string, values?: Values | RichValues) =>
    compile(messages[key]![locale], locale).format<ReactNode>(values as Record<string, ReactNode>);
  const t = ((key, values) => {
    const text = format(key, values);
    return Array.isArray(text) ? text.join('') : String(text);
  }) as Translate<M>;
  t.rich = format;
  t.locale = locale;
  return t;
}

/** A feature's texts in the page's language: `const t = useMessages(messages); t('title')`. */
export function useMessages<M extends Messages>(messages: M): Translate<M> {
  const locale = useLocale();
  return useMemo(() => translator(locale, messages), [locale, messages]);
}

/** A catalogue's texts in a language outside React (the API's mails and no-JavaScript answers). */
export function messagesIn<M extends Messages>(messages: M, locale: Locale): Translate<M> {
  return translator(locale, messages);
}

/** Links in the page's language: `const path = usePagePath(); <Link to={path('property', { propertySlug })}>`. */
export function usePagePath(): <Id extends PageId>(id: Id, ...params: PagePathArgs<Id>) => string {
  const locale = useLocale();
  return useCallback(
    <Id extends PageId>(id: Id, ...params: PagePathArgs<Id>) => localePath(locale, pagePath(id, ...params)),
    [locale],
  );
}

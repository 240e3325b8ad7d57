/**
 * The page's language for every app on it. react-intl is a federation singleton, so its provider, set
 * once by the shell from the page's path, is the one context every remote's copy of this package reads.
 */
import { Fragment, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, IntlContext, IntlProvider, type IntlShape } from 'react-intl';
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  LOCALES,
  localePath,
  pagePath,
  type Locale,
  type PageId,
  type PagePathArgs,
} from '@manzil/contract';
import type { Messages } from './messages';

const NO_MESSAGES = {};

/**
 * Texts are given with each call (their catalogue's entry, as react-intl's default message), so its own
 * lookup always misses; the default message is formatted in the default locale, which is therefore the
 * page's language.
 */
function onError(error: { code?: string }) {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error);
}

const localeOfTag = (tag: string): Locale =>
  LOCALES.find((locale) => LOCALE_INFO[locale].intl === tag) ?? DEFAULT_LOCALE;

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider
      locale={LOCALE_INFO[locale].intl}
      defaultLocale={LOCALE_INFO[locale].intl}
      messages={NO_MESSAGES}
      textComponent={Fragment}
      onError={onError}
    >
      {children}
    </IntlProvider>
  );
}

/** The page's formatters; outside a provider (a component test, a remote's harness) English ones. */
function usePageIntl(): IntlShape {
  return useContext(IntlContext) ?? intlIn(DEFAULT_LOCALE);
}

/** The page's language. */
export function useLocale(): Locale {
  return localeOfTag(usePageIntl().locale);
}

type Values = Record<string, string | number | Date | null | undefined>;
type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export interface Translate<M extends Messages> {
  /** A text in the page's language, its ICU arguments filled in. */
  (key: keyof M & string, values?: Values): string;
  /** A text with markup: `t.rich('terms', { link: (chunks) => <a …>{chunks}</a> })`. */
  rich: (key: keyof M & string, values?: RichValues) => ReactNode;
  locale: Locale;
}

function translator<M extends Messages>(intl: IntlShape, locale: Locale, messages: M): Translate<M> {
  const describe = (key: keyof M & string) => ({ id: key, defaultMessage: messages[key]![locale] });
  const t = ((key, values) => intl.formatMessage(describe(key), values)) as Translate<M>;
  t.rich = (key, values) => intl.formatMessage(describe(key), values);
  t.locale = locale;
  return t;
}

/** A feature's texts in the page's language: `const t = useMessages(messages); t('title')`. */
export function useMessages<M extends Messages>(messages: M): Translate<M> {
  const intl = usePageIntl();
  const locale = localeOfTag(intl.locale);
  return useMemo(() => translator(intl, locale, messages), [intl, locale, messages]);
}

/** At most one formatter set per language (outside a provider): a bounded cache. */
const SERVER_INTL = new Map<Locale, IntlShape>();
const cache = createIntlCache();

function intlIn(locale: Locale): IntlShape {
  let intl = SERVER_INTL.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale: LOCALE_INFO[locale].intl,
        defaultLocale: LOCALE_INFO[locale].intl,
        messages: NO_MESSAGES,
        onError,
      },
      cache,
    );
    SERVER_INTL.set(locale, intl);
  }
  return intl;
}

/** A catalogue's texts in a language outside React (the API's mails and no-JavaScript answers). */
export function messagesIn<M extends Messages>(messages: M, locale: Locale): Translate<M> {
  return translator(intlIn(locale), locale, messages);
}

/** Links in the page's language: `const path = usePagePath(); <Link to={path('property', { propertySlug })}>`. */
export function usePagePath(): <Id extends PageId>(id: Id, ...params: PagePathArgs<Id>) => string {
  const locale = useLocale();
  return useCallback(
    <Id extends PageId>(id: Id, ...params: PagePathArgs<Id>) => localePath(locale, pagePath(id, ...params)),
    [locale],
  );
}

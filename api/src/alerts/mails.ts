/**
 * The texts of the search alerts' mails, in the language of the page the visitor signed up on
 * (messages.ts): plain text, every link absolute (PUBLIC_URL) and to the pages in that language; an
 * Arabic mail also has an HTML part that reads right to left.
 */
import {
  ALERT_LIMITS,
  BRAND,
  contentIn,
  localePath,
  pagePath,
  readSearchQuery,
  SEARCH_DEFAULTS,
  type Locale,
  type SearchQuery,
} from '@manzil/contract';
import { formatArea, formatBedrooms, formatPrice } from '@manzil/format';
import { messagesIn } from '@manzil/i18n';
import type { MailMessage } from '../lib/mailer';
import type { PropertyDoc } from '../db/collections';
import { alertMailMessages } from './messages';

/** Keywords in a mail: quoted, short, letters and digits only (never an address or a link). */
const MAX_QUOTED = 40;
function quotedWords(keywords: string, locale: Locale): string {
  const words = keywords.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  if (!words) return '';
  const short = words.length > MAX_QUOTED ? `${words.slice(0, MAX_QUOTED).trimEnd()}…` : words;
  return messagesIn(alertMailMessages, locale)('searchWords', { words: short });
}

const TYPE_KEYS = {
  Apartment: 'searchApartment',
  Villa: 'searchVilla',
  Townhouse: 'searchTownhouse',
  Commercial: 'searchCommercial',
  Land: 'searchLand',
} as const;

/**
 * "2 bed Apartments to rent in Dubai Marina" style name of a stored alert search: labels from our own
 * lists, the place as the database names it (signup.ts stores it so; `place` is its name in the
 * mail's language when it has one) and the keywords quoted.
 */
export function describeSearch(query: SearchQuery, locale: Locale = 'en', place?: string): string {
  const t = messagesIn(alertMailMessages, locale);
  const typeKey = TYPE_KEYS[query.residential as keyof typeof TYPE_KEYS];
  const type = typeKey
    ? t(typeKey)
    : query.residential === SEARCH_DEFAULTS.residential
      ? t('searchHomes')
      : `${query.residential}s`;
  const beds =
    query.beds === SEARCH_DEFAULTS.beds
      ? ''
      : query.beds === 'Studio'
        ? t('searchStudio')
        : t('searchBeds', { beds: query.beds });
  const purpose = query.purpose === 'Rent' ? t('searchRent') : t('searchBuy');
  const where = query.location ? t('searchIn', { place: place || query.location }) : t('searchAnywhere');
  const price = query.price === SEARCH_DEFAULTS.price ? '' : t('searchPrice', { price: query.price });
  return t('searchName', { beds, type, purpose, where, words: quotedWords(query.keywords, locale), price });
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A mail's text as an HTML part that reads right to left (links clickable), for an Arabic mail. */
function rtlHtml(text: string): string {
  const body = text
    .split('\n')
    .map((line) =>
      escapeHtml(line).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" dir="ltr">${url}</a>`),
    )
    .join('<br>\n');
  return `<!doctype html><html lang="ar" dir="rtl"><body dir="rtl" style="text-align:right"><div dir="rtl" lang="ar">${body}</div></body></html>`;
}

/** The message with its HTML part when its language reads right to left. */
const inLanguage = (message: MailMessage, locale: Locale): MailMessage =>
  locale === 'ar' ? { ...message, html: rtlHtml(message.text) } : message;

const signature = (locale: Locale) =>
  messagesIn(alertMailMessages, locale)('signature', { brand: BRAND.name, tagline: BRAND.tagline });

/** An absolute link to a page in the mail's language. */
const pageLink = (publicUrl: string, locale: Locale, path: string) =>
  `${publicUrl}${localePath(locale, path)}`;

/**
 * To an address no one has confirmed yet: the search is described, not linked, so a stranger's words
 * reach it only quoted in that description.
 */
export function confirmationMail(
  publicUrl: string,
  email: string,
  search: string,
  token: string,
  locale: Locale = 'en',
  place?: string,
): MailMessage {
  const t = messagesIn(alertMailMessages, locale);
  const { query } = readSearchQuery(new URLSearchParams(search));
  const link = pageLink(publicUrl, locale, pagePath('alertConfirm', { token }));
  return inLanguage(
    {
      to: email,
      subject: t('confirmSubject', { brand: BRAND.name }),
      text: [
        t('hello'),
        '',
        t('confirmAsked', { brand: BRAND.name }),
        '',
        `  ${describeSearch(query, locale, place)}`,
        '',
        t('confirmHow'),
        '',
        `  ${link}`,
        '',
        t('confirmNothing', { hours: ALERT_LIMITS.pendingHours }),
        '',
        signature(locale),
        '',
      ].join('\n'),
    },
    locale,
  );
}

/** To a mailbox signed up again (by anyone) for a search it already has an alert for: nothing changes. */
export function alreadyOnMail(
  email: string,
  search: string,
  locale: Locale = 'en',
  place?: string,
): MailMessage {
  const t = messagesIn(alertMailMessages, locale);
  const { query } = readSearchQuery(new URLSearchParams(search));
  return inLanguage(
    {
      to: email,
      subject: t('alreadySubject', { brand: BRAND.name }),
      text: [
        t('hello'),
        '',
        t('alreadyAsked', { brand: BRAND.name }),
        '',
        `  ${describeSearch(query, locale, place)}`,
        '',
        t('alreadyNothing'),
        '',
        signature(locale),
        '',
      ].join('\n'),
    },
    locale,
  );
}

export function alertMail(
  publicUrl: string,
  email: string,
  search: string,
  homes: readonly PropertyDoc[],
  unsubscribeToken: string,
  locale: Locale = 'en',
  place?: string,
): MailMessage {
  const t = messagesIn(alertMailMessages, locale);
  const { query } = readSearchQuery(new URLSearchParams(search));
  const stop = pageLink(publicUrl, locale, pagePath('alertUnsubscribe', { token: unsubscribeToken }));
  const lines = homes.flatMap((home) => {
    const facts = [
      formatPrice(home.price, home.for, locale),
      formatBedrooms(home.bedrooms, locale),
      formatArea(home.area, locale),
    ]
      .filter(Boolean)
      .join(' · ');
    // Its name and place in the mail's language (English where the listing has no translation).
    const name = contentIn(home, 'house_name', locale).text;
    const where = locale === 'en' ? home.areaName : contentIn(home, 'location', locale).text;
    return [
      t('alertHome', { name, where }),
      `  ${facts}`,
      `  ${pageLink(publicUrl, locale, pagePath('property', { propertySlug: home.slug }))}`,
      '',
    ];
  });
  const named = describeSearch(query, locale, place);
  return {
    ...inLanguage(
      {
        to: email,
        subject: t('alertSubject', { count: homes.length, search: named }),
        text: [
          t('hello'),
          '',
          t('alertIntro', { search: named }),
          '',
          ...lines,
          t('alertWhole', { link: pageLink(publicUrl, locale, `/?${search}`) }),
          '',
          t('alertStop'),
          `  ${stop}`,
          '',
          signature(locale),
          '',
        ].join('\n'),
      },
      locale,
    ),
    headers: { 'List-Unsubscribe': `<${stop}>` },
  };
}

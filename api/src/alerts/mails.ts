/**
 * The texts of the search alerts' mails, in the language of the page the visitor signed up on
 * (messages.ts): plain text, every link absolute (PUBLIC_URL) and to the pages in that language; an
 * Arabic mail also has an HTML part that reads right to left, and an alert's news has one in every
 * language (its homes' photos).
 */
import {
  ALERT_LIMITS,
  BRAND,
  contentIn,
  LOCALE_INFO,
  localePath,
  pagePath,
  readSearchQuery,
  SEARCH_DEFAULTS,
  titleFromSlug,
  type Locale,
  type SearchQuery,
} from '@manzil/contract';
import { formatArea, formatBedrooms, formatPrice } from '@manzil/format';
import { messagesIn } from '@manzil/i18n';
import type { MailMessage } from '../lib/mailer';
import type { PropertyDoc } from '../db/collections';
import { alertMailMessages } from './messages';
import type { HomePlace } from './places';

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

/** A photo's absolute address: the site's own images under PUBLIC_URL, another https one as it is. */
const absolute = (publicUrl: string, url: string): string =>
  url.startsWith('/') && !url.startsWith('//') ? `${publicUrl}${url}` : url;

/**
 * The mail of an alert's news: a text part, and an HTML part with each home's photo, price, bedrooms
 * and link, in the alert's language (right to left in Arabic). Each home's place is its area and
 * emirate by name (`placeOf`: places.ts).
 */
export function alertMail(
  publicUrl: string,
  email: string,
  search: string,
  homes: readonly PropertyDoc[],
  unsubscribeToken: string,
  locale: Locale = 'en',
  place?: string,
  placeOf: HomePlace = (home) => titleFromSlug(home.areaName),
): MailMessage {
  const t = messagesIn(alertMailMessages, locale);
  const { query } = readSearchQuery(new URLSearchParams(search));
  const stop = pageLink(publicUrl, locale, pagePath('alertUnsubscribe', { token: unsubscribeToken }));
  const whole = pageLink(publicUrl, locale, `/?${search}`);
  const listed = homes.map((home) => ({
    // Its name in the mail's language (English where the listing has no translation).
    name: contentIn(home, 'house_name', locale).text,
    where: placeOf(home),
    price: formatPrice(home.price, home.for, locale),
    facts: [formatBedrooms(home.bedrooms, locale), formatArea(home.area, locale)].filter(Boolean).join(' · '),
    link: pageLink(publicUrl, locale, pagePath('property', { propertySlug: home.slug })),
    photo: absolute(publicUrl, home.imageurl),
  }));
  const named = describeSearch(query, locale, place);
  const text = [
    t('hello'),
    '',
    t('alertIntro', { search: named }),
    '',
    ...listed.flatMap((h) => [
      t('alertHome', { name: h.name, where: h.where }),
      `  ${[h.price, h.facts].filter(Boolean).join(' · ')}`,
      `  ${h.link}`,
      '',
    ]),
    t('alertWhole', { link: whole }),
    '',
    t('alertStop'),
    `  ${stop}`,
    '',
    signature(locale),
    '',
  ].join('\n');
  const { dir } = LOCALE_INFO[locale];
  const align = dir === 'rtl' ? 'right' : 'left';
  const cards = listed
    .map(
      (h) => `<tr><td style="padding:12px 0;border-bottom:1px solid #e5e1d8">
<a href="${escapeHtml(h.link)}" style="color:inherit;text-decoration:none">
<img src="${escapeHtml(h.photo)}" alt="${escapeHtml(h.name)}" width="560" style="display:block;width:100%;max-width:560px;height:auto;border-radius:8px">
<p style="margin:8px 0 0;font-size:18px;font-weight:bold;color:#0b3d3a">${escapeHtml(h.price)}</p>
<p style="margin:4px 0 0;font-size:16px;font-weight:bold">${escapeHtml(h.name)}</p>
<p style="margin:2px 0 0;color:#555">${escapeHtml([h.where, h.facts].filter(Boolean).join(' · '))}</p>
</a>
<p style="margin:6px 0 0"><a href="${escapeHtml(h.link)}">${escapeHtml(t('alertView'))}</a></p>
</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${LOCALE_INFO[locale].lang}" dir="${dir}"><body dir="${dir}" style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#1c1c1c;text-align:${align}">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;border-collapse:collapse" dir="${dir}">
<tr><td><p>${escapeHtml(t('hello'))}</p><p>${escapeHtml(t('alertIntro', { search: named }))}</p></td></tr>
${cards}
<tr><td style="padding-top:16px"><a href="${escapeHtml(whole)}">${escapeHtml(t('alertWholeLink'))}</a></td></tr>
<tr><td style="padding-top:16px;color:#555;font-size:14px"><p>${escapeHtml(t('alertStop'))}</p><p><a href="${escapeHtml(stop)}">${escapeHtml(t('alertStopLink'))}</a></p><p>${escapeHtml(signature(locale))}</p></td></tr>
</table></body></html>`;
  return {
    to: email,
    subject: t('alertSubject', { count: homes.length, search: named }),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${stop}>` },
  };
}

/** The texts of the search alerts' mails: plain text, every link absolute (PUBLIC_URL). */
import { BRAND, pagePath, readSearchQuery, SEARCH_DEFAULTS, type SearchQuery } from '@manzil/contract';
import { formatArea, formatBedrooms, formatPrice } from '@manzil/format';
import { ALERT_LIMITS } from '@manzil/contract';
import type { MailMessage } from '../lib/mailer';
import type { PropertyDoc } from '../db/collections';

/** Keywords in a mail: quoted, short, letters and digits only (never an address or a link). */
const MAX_QUOTED = 40;
function quotedWords(keywords: string): string {
  const words = keywords.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  if (!words) return '';
  const short = words.length > MAX_QUOTED ? `${words.slice(0, MAX_QUOTED).trimEnd()}…` : words;
  return ` with the words "${short}"`;
}

/**
 * "2 bed Apartments to rent in Dubai Marina" style name of a stored alert search: labels from our own
 * lists, the place as the database names it (signup.ts stores it so) and the keywords quoted.
 */
export function describeSearch(query: SearchQuery): string {
  const type = query.residential === SEARCH_DEFAULTS.residential ? 'Homes' : `${query.residential}s`;
  const beds = query.beds === SEARCH_DEFAULTS.beds ? '' : `${query.beds} bed `;
  const purpose = query.purpose === 'Rent' ? 'to rent' : 'for sale';
  const where = query.location ? `in ${query.location}` : 'across the UAE';
  const price = query.price === SEARCH_DEFAULTS.price ? '' : `, ${query.price}`;
  return `${beds}${type} ${purpose} ${where}${quotedWords(query.keywords)}${price}`;
}

const searchLink = (publicUrl: string, search: string) => `${publicUrl}/?${search}`;

/**
 * To an address no one has confirmed yet: the search is described, not linked, so a stranger's words
 * reach it only quoted in that description.
 */
export function confirmationMail(
  publicUrl: string,
  email: string,
  search: string,
  token: string,
): MailMessage {
  const { query } = readSearchQuery(new URLSearchParams(search));
  const link = `${publicUrl}${pagePath('alertConfirm', { token })}`;
  return {
    to: email,
    subject: `Confirm your ${BRAND.name} search alert`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) asked ${BRAND.name} to e-mail this address about new homes matching this search:`,
      '',
      `  ${describeSearch(query)}`,
      '',
      'To start the alert, open this link and press "Start my alert":',
      '',
      `  ${link}`,
      '',
      `Nothing is sent before you do. If it was not you, ignore this e-mail: the request and this address are deleted within ${ALERT_LIMITS.pendingHours} hours.`,
      '',
      `${BRAND.name} ${BRAND.tagline}`,
      '',
    ].join('\n'),
  };
}

/** To a mailbox signed up again (by anyone) for a search it already has an alert for: nothing changes. */
export function alreadyOnMail(email: string, search: string): MailMessage {
  const { query } = readSearchQuery(new URLSearchParams(search));
  return {
    to: email,
    subject: `Your ${BRAND.name} search alert is already on`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) asked ${BRAND.name} again to e-mail this address about new homes matching this search:`,
      '',
      `  ${describeSearch(query)}`,
      '',
      'This address already has that alert, so nothing has changed and there is nothing to do. Every alert e-mail ends with a link that stops it.',
      '',
      `${BRAND.name} ${BRAND.tagline}`,
      '',
    ].join('\n'),
  };
}

export function alertMail(
  publicUrl: string,
  email: string,
  search: string,
  homes: readonly PropertyDoc[],
  unsubscribeToken: string,
): MailMessage {
  const { query } = readSearchQuery(new URLSearchParams(search));
  const stop = `${publicUrl}${pagePath('alertUnsubscribe', { token: unsubscribeToken })}`;
  const lines = homes.flatMap((home) => {
    const facts = [formatPrice(home.price, home.for), formatBedrooms(home.bedrooms), formatArea(home.area)]
      .filter(Boolean)
      .join(' · ');
    return [
      `- ${home.house_name}, ${home.areaName}`,
      `  ${facts}`,
      `  ${publicUrl}${pagePath('property', { propertySlug: home.slug })}`,
      '',
    ];
  });
  const count = homes.length === 1 ? '1 new home' : `${homes.length} new homes`;
  return {
    to: email,
    subject: `${count} for your search: ${describeSearch(query)}`,
    text: [
      'Hello,',
      '',
      `New or re-priced homes that match your search (${describeSearch(query)}):`,
      '',
      ...lines,
      `See the whole search: ${searchLink(publicUrl, search)}`,
      '',
      'We send at most one e-mail a day for this search. To stop these e-mails and delete this alert:',
      `  ${stop}`,
      '',
      `${BRAND.name} ${BRAND.tagline}`,
      '',
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${stop}>` },
  };
}

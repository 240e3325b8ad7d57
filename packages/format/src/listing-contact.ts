/**
 * How an enquiry names a listing: its Reference ID, the words a chat or mail opens with,
 * and the permit check link its QR code encodes. One copy for every app and the server.
 */
import { REFERENCE_ID_LENGTH, type Locale } from '@manzil/contract';
import { messagesIn } from '@manzil/i18n';
import { enquiryMessages, listingMessages } from './messages';

/** The spec's Reference ID: the first 8 characters of the property's id, upper-cased. */
export const propertyReference = (id: string): string => id.slice(0, REFERENCE_ID_LENGTH).toUpperCase();

/** The listing as a chat, call note or mail subject names it: 'Marina Gate 2BR (Ref. 65A1B2C3)'. */
export const listingLabel = (name: string, reference: string, locale: Locale = 'en'): string =>
  messagesIn(listingMessages, locale)('label', { name, reference });

/** A chat's or mail's first words about a listing. */
export const listingEnquiryText = (name: string, reference: string, locale: Locale = 'en'): string =>
  messagesIn(listingMessages, locale)('enquiry', { listing: listingLabel(name, reference, locale) });

export const listingMailSubject = (name: string, reference: string, locale: Locale = 'en'): string =>
  messagesIn(enquiryMessages, locale)('mailSubject', { about: listingLabel(name, reference, locale) });

/** mailto: with subject and body (RFC 6068: %20 for spaces). */
export const listingMailtoHref = (
  email: string,
  name: string,
  reference: string,
  locale: Locale = 'en',
): string =>
  `mailto:${email}?subject=${encodeURIComponent(listingMailSubject(name, reference, locale))}&body=${encodeURIComponent(
    listingEnquiryText(name, reference, locale),
  )}`;

/** The permit check link for a permit number (`{permit}` in the site's configured link). */
export const permitCheckLink = (template: string, permit: string): string =>
  template.replace('{permit}', encodeURIComponent(permit));

/** Is this a Reference ID (8 hex characters, any case)? A link's `?property=` is checked with it. */
export const isPropertyReference = (value: string): boolean =>
  new RegExp(`^[0-9a-f]{${REFERENCE_ID_LENGTH}}$`, 'i').test(value);

/** The line an enquiry about a listing opens with, on the contact page and in its chat or mail text. */
export const enquiryAboutLine = (name: string, reference: string, locale: Locale = 'en'): string =>
  messagesIn(listingMessages, locale)('about', { name, reference });

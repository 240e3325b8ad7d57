/**
 * How an enquiry names a listing: its Reference ID, the words a chat or mail opens with,
 * and the permit check link its QR code encodes. One copy for every app and the server.
 */
import { REFERENCE_ID_LENGTH } from '@manzil/contract';

/** The spec's Reference ID: the first 8 characters of the property's id, upper-cased. */
export const propertyReference = (id: string): string => id.slice(0, REFERENCE_ID_LENGTH).toUpperCase();

/** The listing as a chat, call note or mail subject names it: 'Marina Gate 2BR (Ref. 65A1B2C3)'. */
export const listingLabel = (name: string, reference: string): string => `${name} (Ref. ${reference})`;

/** A chat's or mail's first words about a listing. */
export const listingEnquiryText = (name: string, reference: string): string =>
  `Hello, I'm interested in ${listingLabel(name, reference)}. Please contact me with more information.`;

export const listingMailSubject = (name: string, reference: string): string =>
  `Property Inquiry - ${listingLabel(name, reference)}`;

/** mailto: with subject and body (RFC 6068: %20 for spaces). */
export const listingMailtoHref = (email: string, name: string, reference: string): string =>
  `mailto:${email}?subject=${encodeURIComponent(listingMailSubject(name, reference))}&body=${encodeURIComponent(
    listingEnquiryText(name, reference),
  )}`;

/** The permit check link for a permit number (`{permit}` in the site's configured link). */
export const permitCheckLink = (template: string, permit: string): string =>
  template.replace('{permit}', encodeURIComponent(permit));

/** Is this a Reference ID (8 hex characters, any case)? A link's `?property=` is checked with it. */
export const isPropertyReference = (value: string): boolean =>
  new RegExp(`^[0-9a-f]{${REFERENCE_ID_LENGTH}}$`, 'i').test(value);

/** The line an enquiry about a listing opens with, on the contact page and in its chat or mail text. */
export const enquiryAboutLine = (name: string, reference: string): string => `About: ${name} (${reference})`;

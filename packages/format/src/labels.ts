/** The words of a listing's type, status and lease in a language (the cards, the filters, the server). */
import type { ListingStatus, Locale, RentPeriod } from '@manzil/contract';
import { messagesIn } from '@manzil/i18n';
import { listingLabelMessages } from './messages';

const isKnown = (value: string): value is keyof typeof listingLabelMessages =>
  Object.hasOwn(listingLabelMessages, value);

/** A property type in `locale`; a type the catalogue does not know (typed by staff) as it is. */
export const propertyTypeLabel = (type: string, locale: Locale = 'en'): string =>
  isKnown(type) ? messagesIn(listingLabelMessages, locale)(type) : type;

/** Whether propertyTypeLabel writes this type in every language (else it is shown as typed, in English). */
export const isKnownPropertyType = (type: string): boolean => isKnown(type);

export const listingStatusLabel = (status: ListingStatus, locale: Locale = 'en'): string =>
  messagesIn(listingLabelMessages, locale)(status);

export const rentPeriodLabel = (period: RentPeriod, locale: Locale = 'en'): string =>
  messagesIn(listingLabelMessages, locale)(period);

/** How the property page shows a record's values (docs/glossary.md). */
import {
  FURNISHING_LABELS,
  listingAmenities,
  listingFacts,
  LOCALE_INFO,
  RENT_PERIOD_LABELS,
  type Locale,
  type Property,
} from '@manzil/contract';
import { messagesIn } from '@manzil/i18n';
import {
  formatArea,
  formatCompletion,
  formatPrice,
  formatServiceCharge,
  propertyReference,
  purposeLabel,
} from '@manzil/format';
import { inquiryMessages, propertyMessages } from './messages';

/** Floor area in sqft, or 'Modern & Open' when unknown. */
export function formatLayout(area: number | undefined | null, locale: Locale = 'en'): string {
  return formatArea(area, locale) ?? messagesIn(propertyMessages, locale)('modernOpen');
}

/** Parking spaces as stored, or 'Available' when the record says nothing. */
export function formatParking(parking: Property['parking'] | null, locale: Locale = 'en'): string {
  const text = parking === undefined || parking === null ? '' : String(parking).trim();
  return text ? text : messagesIn(propertyMessages, locale)('available');
}

/** The full address: the address, or the house name plus the location. */
export function fullAddress(property: Pick<Property, 'address' | 'house_name' | 'location'>): string {
  const address = property.address?.trim();
  if (address) return address;
  return [property.house_name, property.location].filter((part) => part && String(part).trim()).join(', ');
}

/** The inquiry form's prefilled message (docs/glossary.md). */
export const inquiryMessage = (houseName: string, locale: Locale = 'en'): string =>
  messagesIn(inquiryMessages, locale)('prefilled', { name: houseName });

/** Dubai's offset from UTC: +4 all year (no daylight saving since 1920). The day there is read with
 * this sum, whichever time zone renders the page, not with an Intl formatter: the first one a page
 * makes loads the locale's data, tens of ms of main thread at start-up. */
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date as en-AE writes it, '12 Nov 2026'; undefined when missing or unreadable. The same text on the
 * server and in the browser (the page is rendered on one and taken over by the other): en-GB data in
 * newer ICU says 'Sept', older says 'Sep'.
 */
export function formatListingDate(iso: string | undefined | null, locale: Locale = 'en'): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  // Arabic month names come from Intl (Node's full ICU and every browser agree on them).
  if (locale !== 'en') return arabicDate(locale).format(date);
  const dubai = new Date(date.getTime() + DUBAI_OFFSET_MS);
  if (Number.isNaN(dubai.getTime())) return undefined;
  return `${dubai.getUTCDate()} ${MONTHS[dubai.getUTCMonth()]} ${dubai.getUTCFullYear()}`;
}

let arabicDates: Intl.DateTimeFormat | undefined;
const arabicDate = (locale: Locale): Intl.DateTimeFormat =>
  (arabicDates ??= new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Dubai',
  }));

const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The label of a known value; a stored value outside the contract's list (a hand-edited record) has none. */
const labelOf = <K extends string>(
  labels: Record<K, string>,
  value: string | undefined,
): string | undefined =>
  value !== undefined && Object.hasOwn(labels, value) ? labels[value as K] : undefined;

/** One line of the Details list: a label, its value, and an optional aside in smaller type. */
export interface DetailFact {
  label: string;
  value: string;
  note?: string;
}

/**
 * The service charge as a buyer weighs it: the rate per sqft and what it comes to a year for this home
 * (rate × size, to the dirham). In the UAE the owner pays it, so a tenant reads that instead of a sum.
 */
export function serviceChargeFact(
  property: Pick<Property, 'serviceCharge' | 'area' | 'for'>,
  locale: Locale = 'en',
): DetailFact | undefined {
  const t = messagesIn(propertyMessages, locale);
  const { serviceCharge: charge, area } = property;
  const rate = formatServiceCharge(charge, locale);
  if (!rate || !isPositive(charge)) return undefined;
  const fact: DetailFact = { label: t('serviceCharge'), value: rate };
  if (property.for === 'Rent') fact.note = t('paidByLandlord');
  else if (isPositive(area))
    fact.note = t('serviceChargeYear', {
      amount: formatPrice(Math.round(charge * area), undefined, locale),
      area: formatArea(area, locale),
    });
  return fact;
}

/** A property type in the page's language: the contract's types have their words; another is shown as stored. */
export function propertyTypeLabel(type: string, locale: Locale = 'en'): string {
  const key = type as keyof typeof propertyMessages;
  return locale !== 'en' && TYPE_KEYS.has(type) ? messagesIn(propertyMessages, locale)(key) : type;
}
const TYPE_KEYS = new Set(['Apartment', 'Villa', 'Townhouse', 'Commercial', 'Land', 'House']);

/**
 * The Details list of a property page: the spec's four (property type, status as the for-field,
 * location, reference ID), then the listing's facts (listingFacts) as Dubai's portals list them. A fact
 * the listing does not have is left out, never shown empty.
 */
export function detailFacts(property: Property, locale: Locale = 'en', location?: string): DetailFact[] {
  const t = messagesIn(propertyMessages, locale);
  const facts: (DetailFact | undefined)[] = [
    { label: t('propertyType'), value: propertyTypeLabel(property.house_type, locale) },
    { label: t('status'), value: purposeLabel(property.for, locale) },
    { label: t('location'), value: location ?? String(property.location ?? '') },
    { label: t('reference'), value: propertyReference(property._id) },
  ];
  const furnishing = labelOf(FURNISHING_LABELS, property.furnishing);
  if (furnishing && property.furnishing)
    facts.push({ label: t('furnishing'), value: locale === 'en' ? furnishing : t(property.furnishing) });
  const completion = formatCompletion(property.completion, locale);
  if (completion) facts.push({ label: t('completion'), value: completion });
  const { rentPeriod: period } = listingFacts(property);
  const rentPeriod = labelOf(RENT_PERIOD_LABELS, period);
  if (rentPeriod && period)
    facts.push({ label: t('rentPeriod'), value: locale === 'en' ? rentPeriod : t(period) });
  facts.push(serviceChargeFact(property, locale));
  const listed = formatListingDate(property.listedAt, locale);
  if (listed) facts.push({ label: t('addedOn'), value: listed });
  // An update on the day it was listed tells the buyer nothing more.
  const updated = formatListingDate(property.updatedAt, locale);
  if (updated && updated !== listed) facts.push({ label: t('updatedOn'), value: updated });
  return facts.filter((fact): fact is DetailFact => fact !== undefined && fact.value.trim() !== '');
}

/** The listing's amenities as the page lists them: trimmed, blanks and repeats dropped. */
export const amenitiesOf = (property: Pick<Property, 'imageurl' | 'for' | 'amenities'>): string[] =>
  listingAmenities(listingFacts(property).amenities);

/** How the property page shows a record's values (docs/glossary.md). */
import {
  FURNISHING_LABELS,
  listingAmenities,
  listingFacts,
  RENT_PERIOD_LABELS,
  type Property,
} from '@manzil/contract';
import {
  formatArea,
  formatCompletion,
  formatPrice,
  formatServiceCharge,
  propertyReference,
  purposeLabel,
} from '@manzil/format';

/** Floor area in sqft, or 'Modern & Open' when unknown. */
export function formatLayout(area: number | undefined | null): string {
  return formatArea(area) ?? 'Modern & Open';
}

/** Parking spaces as stored, or 'Available' when the record says nothing. */
export function formatParking(parking: Property['parking'] | null): string {
  if (parking === undefined || parking === null) return 'Available';
  const text = String(parking).trim();
  return text ? text : 'Available';
}

/** The full address: the address, or the house name plus the location. */
export function fullAddress(property: Pick<Property, 'address' | 'house_name' | 'location'>): string {
  const address = property.address?.trim();
  if (address) return address;
  return [property.house_name, property.location].filter((part) => part && String(part).trim()).join(', ');
}

/** The inquiry form's prefilled message (docs/glossary.md). */
export const inquiryMessage = (houseName: string): string =>
  `I'm interested in ${houseName}. Please contact me with more information.`;

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
export function formatListingDate(iso: string | undefined | null): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const dubai = new Date(date.getTime() + DUBAI_OFFSET_MS);
  if (Number.isNaN(dubai.getTime())) return undefined;
  return `${dubai.getUTCDate()} ${MONTHS[dubai.getUTCMonth()]} ${dubai.getUTCFullYear()}`;
}

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
): DetailFact | undefined {
  const { serviceCharge: charge, area } = property;
  const rate = formatServiceCharge(charge);
  if (!rate || !isPositive(charge)) return undefined;
  const fact: DetailFact = { label: 'Service Charge', value: rate };
  if (property.for === 'Rent') fact.note = '(paid by the landlord, not the tenant)';
  else if (isPositive(area))
    fact.note = `(about ${formatPrice(Math.round(charge * area))} a year for ${formatArea(area)})`;
  return fact;
}

/**
 * The Details list of a property page: the spec's four (property type, status as the for-field,
 * location, reference ID), then the listing's facts (listingFacts) as Dubai's portals list them. A fact
 * the listing does not have is left out, never shown empty.
 */
export function detailFacts(property: Property): DetailFact[] {
  const facts: (DetailFact | undefined)[] = [
    { label: 'Property Type', value: property.house_type },
    { label: 'Status', value: purposeLabel(property.for) },
    { label: 'Location', value: String(property.location ?? '') },
    { label: 'Reference ID', value: propertyReference(property._id) },
  ];
  const furnishing = labelOf(FURNISHING_LABELS, property.furnishing);
  if (furnishing) facts.push({ label: 'Furnishing', value: furnishing });
  const completion = formatCompletion(property.completion);
  if (completion) facts.push({ label: 'Completion', value: completion });
  const rentPeriod = labelOf(RENT_PERIOD_LABELS, listingFacts(property).rentPeriod);
  if (rentPeriod) facts.push({ label: 'Rent Period', value: rentPeriod });
  facts.push(serviceChargeFact(property));
  const listed = formatListingDate(property.listedAt);
  if (listed) facts.push({ label: 'Added On', value: listed });
  // An update on the day it was listed tells the buyer nothing more.
  const updated = formatListingDate(property.updatedAt);
  if (updated && updated !== listed) facts.push({ label: 'Updated On', value: updated });
  return facts.filter((fact): fact is DetailFact => fact !== undefined && fact.value.trim() !== '');
}

/** The listing's amenities as the page lists them: trimmed, blanks and repeats dropped. */
export const amenitiesOf = (property: Pick<Property, 'imageurl' | 'for' | 'amenities'>): string[] =>
  listingAmenities(listingFacts(property).amenities);

/**
 * A listing's facts (listingFacts) in its JSON-LD, the same the page shows a buyer: its photos,
 * the offer's availability from the listing's status, Dubai's advertising permit (Trakheesi), the price
 * per sqft, the agent in charge, the amenities, furnishing, completion, service charge, rent period and
 * the dates it was listed and last changed.
 */
import {
  AGENCY_PATHS,
  amenityLabel,
  contentIn,
  FURNISHING_LABELS,
  hasBedrooms,
  isLand,
  listingAmenities,
  listingFacts,
  localePath,
  type ListingStatus,
  type Locale,
} from '@manzil/contract';
import { formatCompletion } from '@manzil/format';
import { messagesIn } from '@manzil/i18n';
import type { AgentDoc, PropertyDoc } from '../../db/collections';
import { headMessages } from './messages';

/** The head's words in a language: an Arabic page's JSON-LD names its facts in Arabic. */
const wordsIn = (locale: Locale) => messagesIn(headMessages, locale);

/** schema.org ItemAvailability of each status: a let home is out of stock, not sold. */
export const OFFER_AVAILABILITY: Record<ListingStatus, string> = {
  available: 'https://schema.org/InStock',
  'under-offer': 'https://schema.org/LimitedAvailability',
  reserved: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
  rented: 'https://schema.org/OutOfStock',
};

/** A photo link as an absolute URL: a site path under PUBLIC_URL, an http(s) link as it is. */
export const absoluteUrl = (base: string, src: string): string =>
  /^https?:\/\//i.test(src) ? src : `${base}${src.startsWith('/') ? '' : '/'}${src}`;

type Ld = Record<string, unknown>;

export interface ListingLdFacts {
  image: string[];
  availability: string;
  /** The permit, where the listing has one. */
  identifier?: { '@type': 'PropertyValue'; propertyID: string; name: string; value: string };
  /** A plot has no rooms: its unit leaves them out. */
  land: boolean;
  /** A home has bedrooms; a plot or a commercial unit has none to name. */
  bedrooms: boolean;
  /** The home's own facts (schema.org Accommodation): rooms, amenities, furnishing, completion, service
   * charge, lease length. A fact the listing lacks is left out, as the page leaves it out. */
  unit: Ld;
  /** The price's breakdowns the page shows: per month for a rental, per sqft for any priced home. */
  priceSpecification: Ld[];
  /** ISO dates: listed ('Added On') and last changed ('Updated On'). */
  datePosted: string;
  dateModified: string;
}

const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

const fact = (name: string, value: string | number, unitText?: string): Ld => ({
  '@type': 'PropertyValue',
  name,
  value,
  ...(unitText ? { unitText } : {}),
});

/** Accommodation facts of the Details list (propertyFormat.ts in mf-listings shows the same). */
function unitFacts(p: PropertyDoc, bedrooms: boolean, locale: Locale): Ld {
  const t = wordsIn(locale);
  const unit: Ld = {};
  // Dubai's portals count a home's rooms by its bedrooms; a studio is one room.
  if (bedrooms) unit.numberOfRooms = Math.max(1, p.bedrooms);
  if (typeof p.area === 'number')
    unit.floorSize = { '@type': 'QuantitativeValue', value: p.area, unitCode: 'FTK', unitText: t('ldSqft') };
  const amenities = listingAmenities(p.amenities);
  if (amenities.length)
    unit.amenityFeature = amenities.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name: amenityLabel(name, locale).text,
      value: true,
    }));
  const more: Ld[] = [];
  if (p.furnishing && Object.hasOwn(FURNISHING_LABELS, p.furnishing))
    more.push(fact(t('ldFurnishing'), t(p.furnishing)));
  const completion = formatCompletion(p.completion, locale);
  if (completion) more.push(fact(t('ldCompletion'), completion));
  // The owner pays it: a tenant reads it as the landlord's (the page says so in words).
  if (isPositive(p.serviceCharge))
    more.push(fact(t('ldServiceCharge'), p.serviceCharge, t('ldServiceChargeUnit')));
  if (typeof p.parking === 'number' && p.parking > 0) more.push(fact(t('ldParking'), p.parking));
  if (more.length) unit.additionalProperty = more;
  const { rentPeriod } = listingFacts(p);
  if (rentPeriod)
    unit.leaseLength = {
      '@type': 'QuantitativeValue',
      value: 1,
      unitCode: rentPeriod === 'yearly' ? 'ANN' : 'MON',
    };
  return unit;
}

/** A rental's price is per month; any priced home with a size also has its price per sqft (a rental's
 * yearly, as formatPricePerSqft shows it on the card and page). */
function priceSpecifications(p: PropertyDoc, locale: Locale): Ld[] {
  if (!isPositive(p.price)) return [];
  const t = wordsIn(locale);
  const specs: Ld[] = [];
  const rent = p.for === 'Rent';
  if (rent)
    specs.push({
      '@type': 'UnitPriceSpecification',
      price: p.price,
      priceCurrency: 'AED',
      unitCode: 'MON',
      unitText: t('ldMonth'),
    });
  if (isPositive(p.area))
    specs.push({
      '@type': 'UnitPriceSpecification',
      price: Math.round(((rent ? p.price * 12 : p.price) / p.area) * 100) / 100,
      priceCurrency: 'AED',
      unitText: t(rent ? 'ldPerSqftYear' : 'ldPerSqft'),
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'FTK' },
    });
  return specs;
}

const isoDate = (value: Date | string | undefined, fallback: string): string => {
  const date = value === undefined ? undefined : new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : fallback;
};

export function listingLdFacts(p: PropertyDoc, base: string, locale: Locale = 'en'): ListingLdFacts {
  const { photos, status } = listingFacts(p);
  const land = isLand(p.house_type);
  const bedrooms = hasBedrooms(p.house_type);
  const dateModified = isoDate(p.updatedAt, new Date(0).toISOString());
  const facts: ListingLdFacts = {
    image: photos.map((src) => absoluteUrl(base, src)),
    availability: OFFER_AVAILABILITY[status],
    land,
    bedrooms,
    unit: unitFacts(p, bedrooms, locale),
    priceSpecification: priceSpecifications(p, locale),
    // What the API sends as listedAt (properties.ts); an older record without it was listed when last changed.
    datePosted: isoDate(p.createdAt, dateModified),
    dateModified,
  };
  if (p.permitNumber) {
    facts.identifier = {
      '@type': 'PropertyValue',
      propertyID: 'Trakheesi',
      name: wordsIn(locale)('ldPermit'),
      value: p.permitNumber,
    };
  }
  return facts;
}

/** The agent in charge as the offer's agent: name, broker number (BRN), portrait and their page; a
 * retired agent's phone and e-mail are no longer the listing's (their page says they left). */
export function agentLd(agent: AgentDoc, base: string, agencyName: string, locale: Locale = 'en'): Ld {
  return {
    '@type': 'Person',
    name: contentIn(agent, 'name', locale).text,
    jobTitle: wordsIn(locale)('agentJob'),
    image: absoluteUrl(base, agent.photo),
    url: `${base}${localePath(locale, AGENCY_PATHS.agent(agent.slug))}`,
    identifier: { '@type': 'PropertyValue', name: 'BRN', value: agent.brn },
    worksFor: { '@type': 'RealEstateAgent', name: agencyName, url: `${base}/` },
    ...(agent.active ? { telephone: agent.phone, email: agent.email } : {}),
  };
}

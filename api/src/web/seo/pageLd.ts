/** The JSON-LD of a listing's page and of an area's page, and the description clip they share with the
 * heads (pageMeta.ts). */
import { BRAND, contentIn, LOCALE_INFO, localePath, titleFromSlug, type Locale } from '@manzil/contract';
import type { AgentDoc, AreaDoc, EmirateDoc, PropertyDoc } from '../../db/collections';
import { agentLd, listingLdFacts } from './listingLd';

export const SITE = `${BRAND.name} ${BRAND.tagline}`;

/** Trims text to a meta description (≤ 160 characters, on a word boundary). */
export function clip(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/** schema.org accommodation type of a property type. */
export function unitType(houseType: string): 'Apartment' | 'House' | 'Accommodation' {
  const type = houseType.toLowerCase();
  if (type === 'apartment' || type === 'penthouse' || type === 'studio') return 'Apartment';
  if (type === 'villa' || type === 'townhouse' || type === 'house') return 'House';
  return 'Accommodation';
}

export function propertyLd(
  p: PropertyDoc,
  emirate: EmirateDoc | undefined,
  agent: AgentDoc | undefined,
  base: string,
  path: string,
  locale: Locale,
) {
  const facts = listingLdFacts(p, base, locale);
  const name = contentIn(p, 'house_name', locale).text;
  const unit: Record<string, unknown> = {
    '@type': unitType(p.house_type),
    name,
    ...(facts.bedrooms ? { numberOfBedrooms: p.bedrooms } : {}),
    ...(facts.land ? {} : { numberOfBathroomsTotal: p.bathrooms }),
    ...facts.unit,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contentIn(p, p.address ? 'address' : 'location', locale).text,
      addressLocality: contentIn(p, 'location', locale).text,
      addressRegion: emirate ? contentIn(emirate, 'name', locale).text : titleFromSlug(p.emirate),
      addressCountry: 'AE',
    },
  };
  if (typeof p.lat === 'number' && typeof p.lon === 'number') {
    unit.geo = { '@type': 'GeoCoordinates', latitude: p.lat, longitude: p.lon };
  }
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    priceCurrency: 'AED',
    businessFunction:
      p.for === 'Rent'
        ? 'http://purl.org/goodrelations/v1#LeaseOut'
        : 'http://purl.org/goodrelations/v1#Sell',
    availability: facts.availability,
    url: `${base}${localePath(locale, path)}`,
  };
  if (typeof p.price === 'number') offer.price = p.price;
  if (facts.priceSpecification.length) offer.priceSpecification = facts.priceSpecification;
  if (agent) offer.offeredBy = agentLd(agent, base, SITE, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    inLanguage: LOCALE_INFO[locale].hreflang,
    name,
    description: clip(
      contentIn(p, 'description', locale).text || contentIn(p, 'discription', locale).text,
      300,
    ),
    url: `${base}${localePath(locale, path)}`,
    image: facts.image,
    ...(facts.identifier ? { identifier: facts.identifier } : {}),
    datePosted: facts.datePosted,
    dateModified: facts.dateModified,
    offers: offer,
    about: unit,
  };
}

export function placeLd(area: AreaDoc, emirate: EmirateDoc, base: string, path: string, locale: Locale) {
  const name = contentIn(area, 'name', locale).text;
  const place: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name,
    description: clip(contentIn(area, 'discription', locale).text, 300),
    url: `${base}${localePath(locale, path)}`,
    image: `${base}${area.imageURL}`,
    address: {
      '@type': 'PostalAddress',
      addressLocality: name,
      addressRegion: contentIn(emirate, 'name', locale).text,
      addressCountry: 'AE',
    },
  };
  if (typeof area.lat === 'number' && typeof area.lon === 'number') {
    place.geo = { '@type': 'GeoCoordinates', latitude: area.lat, longitude: area.lon };
  }
  return place;
}

/**
 * The listing facts of issue 25 in a property's JSON-LD: its photos, the offer's availability from
 * the listing's status, and Dubai's advertising permit (Trakheesi) as an identifier.
 */
import { isLand, listingFacts, type ListingStatus } from '@manzil/contract';
import type { PropertyDoc } from '../../db/collections';

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

export interface ListingLdFacts {
  image: string[];
  availability: string;
  /** The permit, where the listing has one. */
  identifier?: { '@type': 'PropertyValue'; propertyID: string; name: string; value: string };
  /** A plot has no rooms: its unit leaves them out. */
  land: boolean;
}

export function listingLdFacts(p: PropertyDoc, base: string): ListingLdFacts {
  const { photos, status } = listingFacts(p);
  const facts: ListingLdFacts = {
    image: photos.map((src) => absoluteUrl(base, src)),
    availability: OFFER_AVAILABILITY[status],
    land: isLand(p.house_type),
  };
  if (p.permitNumber) {
    facts.identifier = {
      '@type': 'PropertyValue',
      propertyID: 'Trakheesi',
      name: 'Dubai Land Department advertising permit',
      value: p.permitNumber,
    };
  }
  return facts;
}

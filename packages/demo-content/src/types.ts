/** Shapes of the demo content seeded on a first start (empty database). */
import type {
  Agent,
  AreaData,
  EmirateName,
  EmirateTranslations,
  Property,
  PropertyTranslations,
  Purpose,
  VrCardTranslations,
} from '@manzil/contract';

/** The listing facts a seed listing carries, as the API's Property has them (the cover first in
 * photos, equal to imageurl; the agent by slug). */
type SeedListingFacts = Pick<
  Property,
  | 'photos'
  | 'status'
  | 'permitNumber'
  | 'agent'
  | 'furnishing'
  | 'completion'
  | 'serviceCharge'
  | 'rentPeriod'
  | 'amenities'
>;

export interface SeedEmirate {
  name: EmirateName;
  /** Home page card text. */
  text: string;
  /** Site-relative image URL, e.g. '/images/emirates/dubai.jpg'. */
  image: string;
  /** Its Arabic name and card text. */
  translations?: EmirateTranslations;
}

/** An area as it is stored (its lists in Arabic written for each), with where it lies. */
export interface SeedArea extends AreaData {
  emirate: EmirateName;
  imageURL: string;
  /** Approximate centre, used for the area's properties. */
  lat: number;
  lon: number;
  /** A developer collection (e.g. Sobha): has properties and its own page, but is not listed as an area card. */
  collection?: boolean;
}

export interface SeedProperty extends SeedListingFacts {
  /** Area key with underscores, e.g. 'downtown_dubai' or 'sobha'. */
  areaName: string;
  house_name: string;
  house_type: string;
  for: Purpose;
  bedrooms: number;
  bathrooms: number;
  parking?: number;
  location: string;
  address: string;
  area: number;
  discription: string;
  description: string;
  /** AED; monthly for rentals; omitted for 'Inquire for price'. */
  price?: number;
  imageurl: string;
  lat: number;
  lon: number;
  /** Days before the first start it was listed, and last changed (the API dates it then; absent: at
   * the first start, in seed order). */
  listedDaysAgo?: number;
  updatedDaysAgo?: number;
  translations?: PropertyTranslations;
}

/** An agent of the demo agency (checked by the contract's agentSchema when seeded). */
export type SeedAgent = Omit<Agent, '_id' | 'listingsCount'>;

export interface SeedVrCard {
  name: string;
  image: string;
  links360: string[];
  translations?: VrCardTranslations;
}

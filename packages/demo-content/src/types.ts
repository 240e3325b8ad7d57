/** Shapes of the demo content seeded on a first start (empty database). */
import type {
  Completion,
  EmirateName,
  Furnishing,
  ListingStatus,
  Purpose,
  RentPeriod,
} from '@manzil/contract';

export interface SeedEmirate {
  name: EmirateName;
  /** Home page card text. */
  text: string;
  /** Site-relative image URL, e.g. '/images/emirates/dubai.jpg'. */
  image: string;
}

export interface SeedArea {
  emirate: EmirateName;
  name: string;
  discription: string;
  imageURL: string;
  neighbourhood: string[];
  feature: string[];
  /** Brochure link ('' for none). */
  pdf: string;
  floorplan: string[];
  images: string[];
  /** Approximate centre, used for the area's properties. */
  lat: number;
  lon: number;
  /** A developer collection (e.g. Sobha): has properties and its own page, but is not listed as an area card. */
  collection?: boolean;
}

export interface SeedProperty {
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
  /** The facts of issue 25 (the cover first in photos, equal to imageurl). */
  photos?: string[];
  status?: ListingStatus;
  permitNumber?: string;
  /** Agent slug. */
  agent?: string;
  furnishing?: Furnishing;
  completion?: Completion;
  serviceCharge?: number;
  rentPeriod?: RentPeriod;
  amenities?: string[];
}

/** An agent of the demo agency (checked by the contract's agentSchema when seeded). */
export interface SeedAgent {
  slug: string;
  name: string;
  photo: string;
  brn: string;
  languages: string[];
  areas: string[];
  phone: string;
  whatsapp: string;
  email: string;
  active: boolean;
}

export interface SeedVrCard {
  name: string;
  image: string;
  links360: string[];
}

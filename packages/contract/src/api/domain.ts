/** Entities (docs/glossary.md) as the API sends them (ids as hex strings). */
import type { Locale } from '../pages/locale';
import type { Completion, Furnishing, ListingStatus, RentPeriod } from './listing';
import type {
  AreaTranslations,
  EmirateTranslations,
  PropertyTranslations,
  VrCardTranslations,
} from './translations';

/** 'Buy' or 'Rent' on the admin side; shown as 'For Sale' / 'For Rent' elsewhere. */
export type Purpose = 'Buy' | 'Rent';

export interface Property {
  _id: string;
  /** Unique URL slug: house name lowercased, whitespace as hyphens, '-2', '-3'… on clashes. */
  slug: string;
  house_name: string;
  house_type: string;
  for: Purpose;
  bedrooms: number;
  bathrooms: number;
  parking?: number | string;
  location: string;
  address?: string;
  /** Floor area in square feet. */
  area?: number;
  /** Structured overview text (spelled so), split on full stops into bullets. */
  discription: string;
  /** Free text. */
  description?: string;
  /** AED; monthly for rentals. Absent means 'Inquire for price' (PRICE_ON_REQUEST). */
  price?: number;
  /** URL of the image (an upload is served from /api/images/…). */
  imageurl: string;
  /** Area key with underscores, e.g. 'downtown_dubai' (or 'sobha' for the Sobha collection). */
  areaName: string;
  /** Emirate slug, e.g. 'dubai'. */
  emirate: string;
  /** Coordinates geocoded once by the server; absent until known. */
  lat?: number;
  lon?: number;
  updatedAt?: string;
  /** When it was first listed (ISO date); the API always sends it. */
  listedAt?: string;
  /** Ordered photo links, the first the cover (= imageurl). The API always sends at least one; a
   * record without them reads as `listingFacts` says. */
  photos?: string[];
  /** The API always sends it ('available' for an older record). */
  status?: ListingStatus;
  /** Dubai's advertising permit (Trakheesi), digits. */
  permitNumber?: string;
  /** Slug of the agent in charge (GET /api/agents/{slug}). */
  agent?: string;
  /** The agent's phone and WhatsApp while they are active: sent with search results, so the cards'
   * Call and WhatsApp need no agents list. */
  agentContact?: { phone: string; whatsapp: string };
  furnishing?: Furnishing;
  completion?: Completion;
  /** AED per sqft per year. */
  serviceCharge?: number;
  /** Rentals: how it is let; the price stays per month. The API sends it on every rental. */
  rentPeriod?: RentPeriod;
  /** The API always sends it ([] when none). */
  amenities?: string[];
  /** Set when its latest price change lowered it, within PRICE_REDUCED_DAYS (money.ts). */
  priceReduced?: boolean;
  /** Arabic texts beside the English ones (absent when there are none). */
  translations?: PropertyTranslations;
}

/** One row of `fetch-city-data` and one card on a city page: an area of an emirate. */
export interface CityEntry {
  _id: string;
  name: string;
  discription: string;
  imageURL: string;
  translations?: AreaTranslations;
}

/** An emirate as the home page lists it. `name` is hyphenated, e.g. 'Abu-Dhabi'. */
export interface HomepageCity {
  _id: string;
  name: string;
  image: string;
  text: string;
  /** `translations.ar.name` is the emirate's Arabic name ('أبوظبي'), not hyphenated. */
  translations?: EmirateTranslations;
}

/** Detail data of an area (the area detail panel). */
export interface AreaData {
  name: string;
  discription: string;
  neighbourhood: string[];
  feature: string[];
  /** The two lists in Arabic, item for item as the editor wrote them (absent or [] when there is none:
   * Arabic pages then show the English list, marked `lang="en"`). */
  ar_neighbourhood?: string[];
  ar_feature?: string[];
  /** Brochure link; empty when there is none. */
  pdf: string;
  floorplan: string[];
  images: string[];
  translations?: AreaTranslations;
}

export interface VrCard {
  _id: string;
  name: string;
  image: string;
  links360: string[];
  translations?: VrCardTranslations;
}

export interface SearchCriteria {
  purpose: Purpose;
  location: string;
  residential: string;
  beds: string;
  price: string;
}

export type EnquiryKind = 'property-inquiry' | 'brochure' | 'vr-access' | 'contact';

export interface EnquiryInput {
  kind: EnquiryKind;
  name: string;
  email: string;
  phone: string;
  message?: string;
  subject?: string;
  propertyType?: string;
  preferredContact?: 'email' | 'whatsapp';
  /** The language of the page it was sent from ('en' when absent): the agency answers in it. */
  locale?: Locale;
  /** What the enquiry is about: a property slug, an area key or a VR card id, with a readable name. */
  about?: EnquiryAbout;
}

export interface EnquiryAbout {
  type: 'property' | 'area' | 'vr';
  ref: string;
  name: string;
  /** A property's Reference ID, as the server recorded it from the listing (never taken from the sender). */
  reference?: string;
}

export interface Enquiry extends EnquiryInput {
  _id: string;
  createdAt: string;
}

/** Public settings the browser needs; values come from the server's environment. */
export interface SiteConfig {
  brandName: string;
  agencyPhone: string;
  agencyEmail: string;
  officeAddress: string;
  /** The office address in Arabic (OFFICE_ADDRESS_AR), or null: an Arabic page then shows the English one. */
  officeAddressAr: string | null;
  mapTileUrl: string;
  mapAttribution: string;
  /** The agency's licence number with the regulator (ORN): RERA_LICENCE_NUMBER, or the demo agency's. */
  licenceNumber: string;
  /** Where a Dubai advertising permit is checked, `{permit}` standing for its number (PERMIT_CHECK_URL). */
  permitCheckUrl: string;
}

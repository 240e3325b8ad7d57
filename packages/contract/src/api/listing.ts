/**
 * The facts of a listing a buyer decides from: status, photos, permit, agent, furnishing,
 * completion, service charge, rent period, amenities, dates. Records stored before these existed lack
 * them: `listingFacts` is the one place that says what such a record means.
 */
import type { AgentTranslations } from './translations';
import type { Property } from './domain';

export const LISTING_STATUSES = ['available', 'under-offer', 'reserved', 'sold', 'rented'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** What a buyer reads for each status. */
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  available: 'Available',
  'under-offer': 'Under offer',
  reserved: 'Reserved',
  sold: 'Sold',
  rented: 'Rented',
};

export const FURNISHINGS = ['furnished', 'semi-furnished', 'unfurnished'] as const;
export type Furnishing = (typeof FURNISHINGS)[number];
export const FURNISHING_LABELS: Record<Furnishing, string> = {
  furnished: 'Furnished',
  'semi-furnished': 'Semi-furnished',
  unfurnished: 'Unfurnished',
};

/**
 * A rental's price is always per month (the spec's price ranges are monthly): the rent period says
 * how the landlord lets it, a yearly lease (Dubai's usual, paid in cheques) or month to month.
 */
export const RENT_PERIODS = ['yearly', 'monthly'] as const;
export type RentPeriod = (typeof RENT_PERIODS)[number];
export const RENT_PERIOD_LABELS: Record<RentPeriod, string> = {
  yearly: 'Yearly lease',
  monthly: 'Monthly lease',
};

/** Handover quarter of an off-plan home, e.g. '2027-Q3'. */
export type HandoverQuarter = `${number}-Q${1 | 2 | 3 | 4}`;
export const HANDOVER_QUARTER_PATTERN = /^(20\d\d)-Q([1-4])$/;
/** 'ready', or off-plan with its handover quarter. */
export type Completion = 'ready' | HandoverQuarter;
export const isHandoverQuarter = (v: string): v is HandoverQuarter => HANDOVER_QUARTER_PATTERN.test(v);
/** '2027-Q3' → 'Q3 2027'. */
export const handoverLabel = (q: HandoverQuarter): string => {
  const [, year, n] = HANDOVER_QUARTER_PATTERN.exec(q)!;
  return `Q${n} ${year}`;
};

/** The highest price a listing may hold (AED): the API's check, the search filter's bound, the
 * editor's and the mortgage calculator's checks all stop here, so they agree. */
export const LISTING_PRICE_MAX = 10_000_000_000;
/** The largest floor area a listing may hold (sqft), likewise shared by the API, search and editor. */
export const LISTING_AREA_MAX = 10_000_000;

/** Dubai's advertising permit (Trakheesi): digits only. */
export const PERMIT_NUMBER_PATTERN = /^\d{6,12}$/;
/** Broker registration number (BRN) of an agent: digits. */
export const BRN_PATTERN = /^\d{3,10}$/;

export const MAX_PHOTOS = 30;
export const MAX_AMENITIES = 40;

/** Types that are a plot, not a home: no bedrooms or bathrooms to show. */
export const isLand = (houseType: string): boolean => houseType.trim().toLowerCase() === 'land';

/**
 * Whether a type has bedrooms to show: homes do; a plot has no rooms, and an office, shop or warehouse
 * has washrooms but no bedrooms (its 0 is not a 'Studio').
 */
export const hasBedrooms = (houseType: string): boolean =>
  !isLand(houseType) && houseType.trim().toLowerCase() !== 'commercial';

/** A listing's facts with what an older record means by their absence. */
export interface ListingFacts {
  /** At least one: the first is the cover, equal to `imageurl`. */
  photos: string[];
  status: ListingStatus;
  amenities: string[];
  /** Rentals only: a record from before rent periods was let per month (the spec's price). */
  rentPeriod?: RentPeriod;
}

/** The defaults of a record without the new facts: available, its one image as its photos, no amenities. */
export function listingFacts(
  p: Pick<Property, 'imageurl' | 'for'> &
    Partial<Pick<Property, 'photos' | 'status' | 'amenities' | 'rentPeriod'>>,
): ListingFacts {
  // imageurl is the cover in every answer: it leads the list even if a write let the two drift.
  const photos = [p.imageurl, ...(p.photos ?? []).filter((src) => src !== p.imageurl)];
  const facts: ListingFacts = {
    photos,
    status: p.status && (LISTING_STATUSES as readonly string[]).includes(p.status) ? p.status : 'available',
    amenities: p.amenities ?? [],
  };
  if (p.for === 'Rent') facts.rentPeriod = p.rentPeriod ?? 'monthly';
  return facts;
}

/** A listing's amenities as a buyer reads them (the page's list and its JSON-LD): trimmed, blanks and
 * repeats dropped; a hand-edited record's non-text entries ignored. */
export function listingAmenities(amenities: readonly unknown[] | undefined): string[] {
  const seen = new Set<string>();
  for (const amenity of amenities ?? []) {
    const text = typeof amenity === 'string' ? amenity.trim() : '';
    if (text) seen.add(text);
  }
  return [...seen];
}

/** Off the market: the card and page say so instead of offering it. */
export const isOffMarket = (status: ListingStatus): boolean => status === 'sold' || status === 'rented';

/** An agent of the agency as the API sends it. */
export interface Agent {
  _id: string;
  slug: string;
  name: string;
  /** Portrait, a site path. */
  photo: string;
  /** Broker registration number (RERA). */
  brn: string;
  languages: string[];
  /** Area keys ('downtown_dubai') the agent covers. */
  areas: string[];
  /** E.164 ('+971501234567'). */
  phone: string;
  whatsapp: string;
  email: string;
  /** A retired agent keeps their page for old links but takes no new listings. */
  active: boolean;
  /** Listings assigned to them (any status). */
  listingsCount: number;
  /** An Arabic spelling of their name, when given. */
  translations?: AgentTranslations;
}

/**
 * Search criteria: defaults, validation of incoming values, and the mapping between criteria and the
 * URL query (so a search can be shared, survives reload and Back).
 */
import {
  BEDS,
  findPriceRange,
  PRICE_RANGES,
  PROPERTY_TYPES,
  PURPOSES,
  SEARCH_DEFAULTS,
  type PriceRange,
  type Purpose,
  type SearchCriteria,
} from '@manzil/contract';

/** '' location means "anywhere"; the other fields hold their default labels (docs/glossary.md). */
export const DEFAULT_CRITERIA: SearchCriteria = {
  purpose: SEARCH_DEFAULTS.purpose,
  location: '',
  residential: SEARCH_DEFAULTS.residential,
  beds: SEARCH_DEFAULTS.beds,
  price: SEARCH_DEFAULTS.price,
};

/** Names of the query parameters. `purpose` is always written: its presence marks a search in the URL. */
export const QUERY_KEYS = {
  purpose: 'purpose',
  location: 'location',
  residential: 'type',
  beds: 'beds',
  price: 'price',
} as const satisfies Record<keyof SearchCriteria, string>;

const MAX_LOCATION_LENGTH = 120;

export const isPurpose = (value: string | null): value is Purpose =>
  value !== null && (PURPOSES as readonly string[]).includes(value);

/** The price ranges offered for a purpose (Buy and Rent lists (docs/glossary.md), in AED). */
export const priceRangesFor = (purpose: Purpose): readonly PriceRange[] => PRICE_RANGES[purpose];

/** Maps any accepted price label (AED label or the spec's $ label) to the AED label; unknown → 'Price'. */
export function normalisePrice(purpose: Purpose, value: string | null | undefined): string {
  if (!value) return SEARCH_DEFAULTS.price;
  return findPriceRange(purpose, value)?.label ?? SEARCH_DEFAULTS.price;
}

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: string): string =>
  value !== null && (allowed as readonly string[]).includes(value) ? value : fallback;

/** Criteria → query string parameters. Defaults are left out to keep shared links short. */
export function criteriaToQuery(criteria: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  params.set(QUERY_KEYS.purpose, criteria.purpose);
  if (criteria.location) params.set(QUERY_KEYS.location, criteria.location);
  if (criteria.residential !== DEFAULT_CRITERIA.residential)
    params.set(QUERY_KEYS.residential, criteria.residential);
  if (criteria.beds !== DEFAULT_CRITERIA.beds) params.set(QUERY_KEYS.beds, criteria.beds);
  if (criteria.price !== DEFAULT_CRITERIA.price) params.set(QUERY_KEYS.price, criteria.price);
  return params;
}

/**
 * Query → criteria, or null when the URL holds no search. Values that are not on offer fall back to
 * their defaults, so a hand-edited link still gives a sensible search instead of an error.
 */
export function criteriaFromQuery(params: URLSearchParams): SearchCriteria | null {
  const purposeParam = params.get(QUERY_KEYS.purpose);
  if (purposeParam === null) return null;
  const purpose = isPurpose(purposeParam) ? purposeParam : DEFAULT_CRITERIA.purpose;
  return {
    purpose,
    location: (params.get(QUERY_KEYS.location) ?? '').trim().slice(0, MAX_LOCATION_LENGTH),
    residential: pick(PROPERTY_TYPES, params.get(QUERY_KEYS.residential), DEFAULT_CRITERIA.residential),
    beds: pick(BEDS, params.get(QUERY_KEYS.beds), DEFAULT_CRITERIA.beds),
    price: normalisePrice(purpose, params.get(QUERY_KEYS.price)),
  };
}

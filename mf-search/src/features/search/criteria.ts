/**
 * The search this remote edits and shows, as its URL carries it. Keys, reading, defaults and bounds
 * live in packages/contract/src/pages/search.ts (the API and the page cache read the same URL); this file
 * adds what only the form needs.
 */
import {
  DEFAULT_SEARCH,
  findPriceRange,
  hasSearch,
  PRICE_RANGES,
  PURPOSES,
  readSearchQuery,
  SEARCH_DEFAULTS,
  SEARCH_KEYS,
  searchQueryToParams,
  type PriceRange,
  type Purpose,
  type SearchQuery,
} from '@manzil/contract';

/** '' location means "anywhere"; the selectors hold their default labels (docs/glossary.md). */
export const DEFAULT_CRITERIA: SearchQuery = DEFAULT_SEARCH;

/** Names of the query parameters (the form's field names). */
export const QUERY_KEYS = SEARCH_KEYS;

export const isPurpose = (value: string | null): value is Purpose =>
  value !== null && (PURPOSES as readonly string[]).includes(value);

/** The price ranges offered for a purpose (Buy and Rent lists (docs/glossary.md), in AED). */
export const priceRangesFor = (purpose: Purpose): readonly PriceRange[] => PRICE_RANGES[purpose];

/** Maps any accepted price label (AED label or the spec's $ label) to the AED label; unknown → 'Price'. */
export function normalisePrice(purpose: Purpose, value: string | null | undefined): string {
  if (!value) return SEARCH_DEFAULTS.price;
  return findPriceRange(purpose, value)?.label ?? SEARCH_DEFAULTS.price;
}

/** A search → its URL query (defaults left out to keep shared links short). */
export const criteriaToQuery = (criteria: SearchQuery): URLSearchParams => searchQueryToParams(criteria);

/**
 * Query → search, or null when the URL holds none (no purpose). Values that are not on offer fall
 * back to their defaults, so a hand-edited link still gives a sensible search instead of an error.
 */
export const criteriaFromQuery = (params: URLSearchParams): SearchQuery | null =>
  hasSearch(params) ? readSearchQuery(params).query : null;

/** The filters kept behind "More filters" that differ from their defaults (the disclosure opens). */
export const MORE_FILTER_KEYS = [
  'minPrice',
  'maxPrice',
  'minBeds',
  'maxBeds',
  'minBaths',
  'maxBaths',
  'minSize',
  'maxSize',
  'furnishing',
  'completion',
  'status',
  'keywords',
  'amenities',
] as const satisfies readonly (keyof SearchQuery)[];

export const hasMoreFilters = (criteria: SearchQuery): boolean =>
  MORE_FILTER_KEYS.some((key) => criteria[key] !== DEFAULT_SEARCH[key]) ||
  (criteria.purpose === 'Rent' && criteria.period !== DEFAULT_SEARCH.period);

/** The typed price bounds a preset band stands for, in the period the visitor reads rents in. */
export function bandBounds(criteria: SearchQuery, label: string): { minPrice?: number; maxPrice?: number } {
  const range = findPriceRange(criteria.purpose, label);
  const times = criteria.purpose === 'Rent' && criteria.period === 'year' ? 12 : 1;
  return {
    ...(range?.min !== undefined ? { minPrice: range.min * times } : {}),
    ...(range?.max !== undefined ? { maxPrice: range.max * times } : {}),
  };
}

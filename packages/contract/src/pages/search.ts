/**
 * The property search as a URL: the spec's five criteria plus the filters, the sort and
 * the page, under one set of query keys. The one place that says which keys a search has, what each
 * accepts and what it defaults to: mf-search's form and links, the API's GET /api/search and the
 * page cache (which URLs of the home page are kept) all read a query through `readSearchQuery`.
 *
 * Plain code, no zod: the browser apps import it. A value a hand-edited link gets wrong falls back to
 * its default and is named in `problems` (the API answers 400 with them; the page renders the
 * defaults and is not cached).
 */
import type { SearchCriteria } from '../api/domain';
import { bboxToParam, readBbox, snapBbox, type SearchBbox } from './search-bbox';
import { polygonToParam, readPolygon, type SearchPolygon } from './search-polygon';
import { AMENITY_KEYS, isAmenityKey, type AmenityKey } from '../api/amenities';
import { BEDS, findPriceRange, PROPERTY_TYPES, SEARCH_DEFAULTS } from '../api/constants';
import {
  FURNISHINGS,
  LISTING_AREA_MAX,
  LISTING_PRICE_MAX,
  LISTING_STATUSES,
  type Furnishing,
  type ListingStatus,
} from '../api/listing';

export const SEARCH_SORTS = ['newest', 'price-asc', 'price-desc', 'price-per-sqft', 'size'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  newest: 'Newest',
  'price-asc': 'Price (low to high)',
  'price-desc': 'Price (high to low)',
  'price-per-sqft': 'Price per sqft (low to high)',
  size: 'Size (largest first)',
};

export const COMPLETION_FILTERS = ['ready', 'off-plan'] as const;
export type CompletionFilter = (typeof COMPLETION_FILTERS)[number];
export const COMPLETION_FILTER_LABELS: Record<CompletionFilter, string> = {
  ready: 'Ready',
  'off-plan': 'Off-plan',
};

/** A status, or every status ('any'). */
export type StatusFilter = ListingStatus | 'any';
export const STATUS_FILTERS: readonly StatusFilter[] = [...LISTING_STATUSES, 'any'];

/** How typed rent prices read: stored rents are per month (the spec's ranges are monthly). */
export const PRICE_PERIODS = ['month', 'year'] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];

export interface SearchFilters {
  /** AED, in `period` for rentals; inclusive. */
  minPrice?: number;
  maxPrice?: number;
  period: PricePeriod;
  /** 0 = studio; inclusive. */
  minBeds?: number;
  maxBeds?: number;
  minBaths?: number;
  maxBaths?: number;
  /** Square feet; inclusive. */
  minSize?: number;
  maxSize?: number;
  furnishing: Furnishing | '';
  completion: CompletionFilter | '';
  status: StatusFilter;
  /** Words looked for in the name and the descriptions ('' = none). */
  keywords: string;
  /** Amenities every result has (absent = any), in the catalogue's order. */
  amenities?: AmenityKey[];
}

/** How the results are shown: the cards, or a map of every result above them. */
export const SEARCH_VIEWS = ['list', 'map'] as const;
export type SearchView = (typeof SEARCH_VIEWS)[number];

/** A search as its URL carries it. */
export interface SearchQuery extends SearchCriteria, SearchFilters {
  /** Only homes whose coordinates lie in this area ("Search this area" on the map). */
  bbox?: SearchBbox;
  /** Only homes whose coordinates lie inside this area, drawn on the map ("Draw area"). */
  polygon?: SearchPolygon;
  sort: SearchSort;
  /** 1-based. */
  page: number;
  view: SearchView;
}

/** The URL query key of every part of a search. `purpose` is always written: it marks a search. */
export const SEARCH_KEYS = {
  purpose: 'purpose',
  location: 'location',
  residential: 'type',
  beds: 'beds',
  price: 'price',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  period: 'period',
  minBeds: 'minBeds',
  maxBeds: 'maxBeds',
  minBaths: 'minBaths',
  maxBaths: 'maxBaths',
  minSize: 'minSize',
  maxSize: 'maxSize',
  furnishing: 'furnishing',
  completion: 'completion',
  status: 'status',
  keywords: 'q',
  amenities: 'amenities',
  bbox: 'bbox',
  polygon: 'poly',
  sort: 'sort',
  page: 'page',
  view: 'view',
} as const satisfies Record<keyof SearchQuery, string>;

/** Amenities in the URL: comma-separated (`amenities=gym,balcony`), or one per field (a GET form's
 * checkboxes). */
const readAmenities = (values: string[]): { keys: AmenityKey[]; unknown: boolean } => {
  const asked = new Set(
    values
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  );
  return {
    keys: AMENITY_KEYS.filter((key) => asked.has(key)),
    unknown: [...asked].some((value) => !isAmenityKey(value)),
  };
};

/** Results per page of the search. */
export const SEARCH_PAGE_SIZE = 12;
/** Pages a search may be paged to (a bound on skip: deeper pages are refused, not read). */
export const SEARCH_MAX_PAGE = 500;
/** GET /api/search's `limit` (the home page's featured row asks for a few): at most this. */
export const SEARCH_MAX_LIMIT = 48;
export const SEARCH_LIMIT_KEY = 'limit';

export const MAX_LOCATION_LENGTH = 120;
export const MAX_KEYWORDS_LENGTH = 80;
/** Upper bounds of the number filters (anything above names no home). */
const NUMBER_BOUNDS = {
  price: LISTING_PRICE_MAX,
  rooms: 20,
  size: LISTING_AREA_MAX,
} as const;

export const DEFAULT_SEARCH: SearchQuery = {
  purpose: SEARCH_DEFAULTS.purpose,
  location: '',
  residential: SEARCH_DEFAULTS.residential,
  beds: SEARCH_DEFAULTS.beds,
  price: SEARCH_DEFAULTS.price,
  period: 'month',
  furnishing: '',
  completion: '',
  status: 'available',
  keywords: '',
  // The order the spec's search has always listed its results in.
  sort: 'price-asc',
  page: 1,
  view: 'list',
};

/** The spec's five criteria of a search (what POST /api/search/result takes). */
export const criteriaOf = (q: SearchQuery): SearchCriteria => ({
  purpose: q.purpose,
  location: q.location,
  residential: q.residential,
  beds: q.beds,
  price: q.price,
});

// Control characters (C0, DEL, C1) and the Unicode line/paragraph separators never belong in a search.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const cleanText = (value: string): string => value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();

const oneOf = <T extends string>(allowed: readonly T[], value: string): value is T =>
  (allowed as readonly string[]).includes(value);

export interface ReadSearch {
  query: SearchQuery;
  /** Values that were given but not accepted (each fell back to its default). */
  problems: string[];
}

/**
 * Reads a search from a URL query: the first value of each key counts (as URLSearchParams.get).
 * Never throws; a wrong value falls back to its default and is named in `problems`. Numbers may be
 * typed with thousands separators ('120,000'); a min above its max is a problem and both are dropped.
 */
export function readSearchQuery(params: URLSearchParams): ReadSearch {
  const problems: string[] = [];
  const get = (key: keyof SearchQuery): string | null => params.get(SEARCH_KEYS[key]);
  const pick = <T extends string>(key: keyof SearchQuery, allowed: readonly T[], fallback: T): T => {
    const raw = get(key);
    if (raw === null || raw === '') return fallback;
    if (oneOf(allowed, raw)) return raw;
    problems.push(`${SEARCH_KEYS[key]}: not one of ${allowed.join(', ')}`);
    return fallback;
  };
  const number = (key: keyof SearchQuery, max: number): number | undefined => {
    const raw = get(key);
    if (raw === null) return undefined;
    const text = raw.trim().replace(/[,\s]/g, '');
    if (text === '') return undefined;
    if (!/^\d{1,11}$/.test(text) || Number(text) > max) {
      problems.push(`${SEARCH_KEYS[key]}: must be a whole number from 0 to ${max}`);
      return undefined;
    }
    return Number(text);
  };

  const purpose = pick('purpose', ['Buy', 'Rent'] as const, DEFAULT_SEARCH.purpose);
  const priceLabel = get('price');
  let price: string = SEARCH_DEFAULTS.price;
  if (priceLabel !== null && priceLabel !== '' && priceLabel !== SEARCH_DEFAULTS.price) {
    const range = findPriceRange(purpose, priceLabel);
    if (range) price = range.label;
    else problems.push(`${SEARCH_KEYS.price}: not a price range for ${purpose}`);
  }
  // Free text is kept up to its bound; a longer one is cut there and named.
  const text = (key: 'location' | 'keywords', max: number): string => {
    const clean = cleanText(get(key) ?? '');
    if (clean.length > max) problems.push(`${SEARCH_KEYS[key]}: at most ${max} characters`);
    return clean.slice(0, max);
  };
  const query: SearchQuery = {
    purpose,
    location: text('location', MAX_LOCATION_LENGTH),
    residential: pick(
      'residential',
      [SEARCH_DEFAULTS.residential, ...PROPERTY_TYPES],
      DEFAULT_SEARCH.residential,
    ),
    beds: pick('beds', [SEARCH_DEFAULTS.beds, ...BEDS], DEFAULT_SEARCH.beds),
    price,
    period: pick('period', PRICE_PERIODS, DEFAULT_SEARCH.period),
    furnishing: pick('furnishing', ['', ...FURNISHINGS], ''),
    completion: pick('completion', ['', ...COMPLETION_FILTERS], ''),
    status: pick('status', STATUS_FILTERS, DEFAULT_SEARCH.status),
    keywords: text('keywords', MAX_KEYWORDS_LENGTH),
    sort: pick('sort', SEARCH_SORTS, DEFAULT_SEARCH.sort),
    page: DEFAULT_SEARCH.page,
    view: pick('view', SEARCH_VIEWS, DEFAULT_SEARCH.view),
  };
  const amenities = readAmenities(params.getAll(SEARCH_KEYS.amenities).slice(0, AMENITY_KEYS.length));
  if (amenities.unknown) problems.push(`${SEARCH_KEYS.amenities}: not one of ${AMENITY_KEYS.join(', ')}`);
  if (amenities.keys.length) query.amenities = amenities.keys;
  const bboxText = get('bbox');
  if (bboxText !== null && bboxText !== '') {
    const bbox = readBbox(bboxText);
    if (bbox) query.bbox = bbox;
    else problems.push(`${SEARCH_KEYS.bbox}: must be west,south,east,north in degrees`);
  }
  const polygonText = get('polygon');
  if (polygonText !== null && polygonText !== '') {
    const read = readPolygon(polygonText);
    if ('polygon' in read) query.polygon = read.polygon;
    else problems.push(`${SEARCH_KEYS.polygon}: ${read.problem}`);
  }
  const pairs = [
    ['minPrice', 'maxPrice', NUMBER_BOUNDS.price],
    ['minBeds', 'maxBeds', NUMBER_BOUNDS.rooms],
    ['minBaths', 'maxBaths', NUMBER_BOUNDS.rooms],
    ['minSize', 'maxSize', NUMBER_BOUNDS.size],
  ] as const;
  for (const [minKey, maxKey, bound] of pairs) {
    const min = number(minKey, bound);
    const max = number(maxKey, bound);
    if (min !== undefined && max !== undefined && min > max) {
      problems.push(`${SEARCH_KEYS[minKey]}: is above ${SEARCH_KEYS[maxKey]}`);
      continue;
    }
    if (min !== undefined) query[minKey] = min;
    if (max !== undefined) query[maxKey] = max;
  }
  const page = number('page', Number.MAX_SAFE_INTEGER);
  if (page !== undefined) {
    if (page >= 1 && page <= SEARCH_MAX_PAGE) query.page = page;
    else problems.push(`${SEARCH_KEYS.page}: must be from 1 to ${SEARCH_MAX_PAGE}`);
  }
  return { query, problems };
}

/** Whether a URL query holds a search (the form always sends `purpose`). */
export const hasSearch = (params: URLSearchParams): boolean => params.has(SEARCH_KEYS.purpose);

/** A search → its URL query, defaults left out (short links), keys in SEARCH_KEYS' order. */
export function searchQueryToParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(SEARCH_KEYS) as (keyof SearchQuery)[]) {
    const value = query[key];
    if (value === undefined) continue;
    if (key !== 'purpose' && value === DEFAULT_SEARCH[key]) continue;
    if (key === 'amenities') {
      if (query.amenities?.length) params.set(SEARCH_KEYS.amenities, query.amenities.join(','));
      continue;
    }
    params.set(
      SEARCH_KEYS[key],
      key === 'polygon'
        ? polygonToParam(value as SearchPolygon)
        : Array.isArray(value)
          ? bboxToParam(value as SearchBbox)
          : String(value),
    );
  }
  return params;
}

/** The same search at another page. */
export const searchPageHref = (query: SearchQuery, page: number): string =>
  `?${searchQueryToParams({ ...query, page }).toString()}`;

/**
 * The form of a search the page cache keeps: keywords lower-cased (the search ignores case) and the
 * map area snapped to its grid (snapBbox). The results of the normal form are those of the search.
 */
export function normalSearch(query: SearchQuery): SearchQuery {
  const normal: SearchQuery = { ...query, keywords: query.keywords.toLowerCase() };
  if (query.bbox) normal.bbox = snapBbox(query.bbox);
  return normal;
}

/**
 * The home page's URL as the page cache keys it: the search it carries, in its canonical form (so the
 * same search reached by differently written links is one entry), or '/' when it carries none.
 * Keywords and a map area are kept in their normal form (normalSearch): a request that writes them
 * otherwise is sent there (`redirect`), so the page shows the search it was rendered and kept for. A
 * query with problems renders but is not kept.
 */
export function homePageQuery(params: URLSearchParams): {
  query: string;
  cacheable: boolean;
  redirect?: string;
} {
  if (!hasSearch(params)) return { query: '', cacheable: true };
  const { query, problems } = readSearchQuery(params);
  if (problems.length) return { query: searchQueryToParams(query).toString(), cacheable: false };
  const normal = normalSearch(query);
  const canonical = searchQueryToParams(normal).toString();
  const asked = params.get(SEARCH_KEYS.bbox);
  const amenities = params.getAll(SEARCH_KEYS.amenities);
  const moved =
    normal.keywords !== (params.get(SEARCH_KEYS.keywords) ?? '') ||
    // Amenities one per field (the form without JavaScript) or out of order: one spelling is kept.
    (amenities.length > 0 && amenities.join(',') !== (normal.amenities ?? []).join(',')) ||
    (normal.bbox !== undefined && asked !== bboxToParam(normal.bbox));
  return { query: canonical, cacheable: true, ...(moved ? { redirect: canonical } : {}) };
}

export interface PriceBounds {
  /** Stored (monthly for rentals) AED, inclusive. */
  min?: number;
  max?: number;
  /** Whether `max` is excluded (a preset band's upper bound is). */
  maxExclusive: boolean;
}

/**
 * The price a search asks for in stored AED (rent per month): the preset band and the typed min/max
 * both apply (the narrower bound wins). Typed yearly rents are read per month.
 */
export function priceBounds(query: SearchQuery): PriceBounds {
  const band = findPriceRange(query.purpose, query.price);
  const perMonth = query.purpose === 'Rent' && query.period === 'year' ? 1 / 12 : 1;
  const typedMin = query.minPrice === undefined ? undefined : query.minPrice * perMonth;
  const typedMax = query.maxPrice === undefined ? undefined : query.maxPrice * perMonth;
  const mins = [band?.min, typedMin].filter((n): n is number => n !== undefined);
  const out: PriceBounds = { maxExclusive: false };
  if (mins.length) out.min = Math.max(...mins);
  if (band?.max !== undefined && (typedMax === undefined || band.max <= typedMax)) {
    out.max = band.max;
    out.maxExclusive = true;
  } else if (typedMax !== undefined) out.max = typedMax;
  return out;
}

/** The spec's Beds choice as a range of bedrooms (0 = studio), intersected with minBeds/maxBeds. */
export function bedsBounds(query: SearchQuery): { min?: number; max?: number } {
  let min = query.minBeds;
  let max = query.maxBeds;
  if (query.beds !== SEARCH_DEFAULTS.beds) {
    const chosen = query.beds === 'Studio' ? 0 : Number.parseInt(query.beds, 10);
    min = Math.max(min ?? 0, chosen);
    if (!query.beds.endsWith('+')) max = Math.min(max ?? chosen, chosen);
  }
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** The answers of a search: one page of listings (GET /api/search) and the results map's points. */
import type { Property } from '../api/domain';
import type { Translations } from './content';
import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE } from './search';

/** GET /api/search: one page of a search and the number of matches over all pages. */
export interface SearchPageResponse {
  items: Property[];
  total: number;
  page: number;
  pageSize: number;
}

/** The pages a search of `total` matches has (at least 1, at most SEARCH_MAX_PAGE). */
export const pageCount = (total: number, pageSize = SEARCH_PAGE_SIZE): number =>
  Math.min(SEARCH_MAX_PAGE, Math.max(1, Math.ceil(total / pageSize)));

/** GET /api/search/points: the most points one answer carries (the lowest-priced first). A thousand
 * markers already cluster into a handful at a city's zoom; past it the map says how many there are and
 * the visitor zooms in ("search this area") or filters. At 2,000 the answer was twice as large (53 KB
 * sent to a phone) and twice as slow at 100,000 listings (docs/benchmarks.md). */
export const MAP_POINTS_MAX = 1000;

/** What one marker of the results map needs, and nothing more. */
export interface MapPoint {
  /** The listing's slug: its page is /property/<slug> (unique, so also the marker's key). */
  slug: string;
  lat: number;
  lng: number;
  /** AED (per month for rentals); absent: "Inquire for price". */
  price?: number;
  purpose: 'Buy' | 'Rent';
  title: string;
  /** The cover photo's URL. */
  cover: string;
  /** Bedrooms (0: a studio) and floor area in sqft, for the marker's card. */
  beds?: number;
  size?: number;
  /** The name in the other languages (contentIn(point, 'title', locale)). */
  translations?: Translations<'title'>;
}

/** GET /api/search/points: every match of a search that has coordinates, up to MAP_POINTS_MAX. */
export interface MapPointsResponse {
  points: MapPoint[];
  /** Matches with coordinates over the whole search (more than `points` when capped). */
  total: number;
  /** `total` is above MAP_POINTS_MAX: `points` are its lowest-priced MAP_POINTS_MAX. */
  capped: boolean;
}

/** One typed function per /api call (docs/glossary.md, plus the product's additions). */
import {
  type AreaFiguresResponse,
  DEFAULT_LOCALE,
  type AlertSignupInput,
  type Locale,
  BY_SLUGS_KEY,
  DEFAULT_SEARCH,
  SAVED_HOMES_MAX,
  SEARCH_DEFAULTS,
  type AgentCard,
  type AgentProfile,
  type AreaData,
  type CityEntry,
  type CurrencyRate,
  type EnquiryInput,
  type FloorPlansResponse,
  type HomepageCity,
  type LocationsResponse,
  type MapPointsResponse,
  type PageMetaResponse,
  type PricePoint,
  type Property,
  type SearchCriteria,
  type SearchPageResponse,
  type SearchQuery,
  SEARCH_LIMIT_KEY,
  searchQueryToParams,
  type SiteConfig,
  type VrCardsResponse,
} from '@manzil/contract';
import { hasStatus } from './client';
import { request } from './request';

// ---- public reads ----

/** The read's answer, or `missing` when the API says there is no such record (404, or one of `statuses`). */
async function unlessMissing<T, M>(
  missing: M,
  read: () => Promise<T>,
  statuses: readonly number[] = [404],
): Promise<T | M> {
  try {
    return await read();
  } catch (error) {
    if (hasStatus(error, ...statuses)) return missing;
    throw error;
  }
}

export async function fetchHomepageCities(signal?: AbortSignal): Promise<HomepageCity[]> {
  return request('GET /homepage/cities', { signal });
}

/** Public settings (agency phone and e-mail, office, map tiles, licence number). */
export const fetchSiteConfig = (signal?: AbortSignal): Promise<SiteConfig> =>
  request('GET /site-config', { signal });

/** The title and description the server writes for a page path (kept in step on client navigation). */
export const fetchPageMeta = (path: string, signal?: AbortSignal): Promise<PageMetaResponse> =>
  request('GET /page-meta', { query: { path }, signal });

/** Emirates and their areas for the search location selector. */
export async function fetchLocations(signal?: AbortSignal): Promise<LocationsResponse> {
  return request('GET /locations', { signal });
}

/** The VR card list as the server sends it (the VR page reads `success` itself). */
export const fetchVrCards = (signal?: AbortSignal): Promise<VrCardsResponse> =>
  request('GET /damac360/card', { signal });

/** The areas of an emirate; `null` when the server does not know the emirate (400/404). */
export async function fetchCityAreas(emirateKey: string, signal?: AbortSignal): Promise<CityEntry[] | null> {
  return unlessMissing(
    null,
    () => request('GET /admin/fetch-city-data', { query: { city: emirateKey }, signal }),
    [400, 404],
  );
}

/** Properties of an area key ('downtown_dubai') or of the 'sobha' collection. */
export async function fetchAreaProperties(areaKey: string, signal?: AbortSignal): Promise<Property[]> {
  return request('GET /admin/properties/:area', { params: { area: areaKey }, signal });
}

/** Detail data of an area; `null` when the area has none (404). */
export async function fetchAreaData(
  emirateKey: string,
  areaKey: string,
  signal?: AbortSignal,
): Promise<AreaData | null> {
  return unlessMissing(null, () =>
    request('GET /admin/properties/:city/:area', {
      params: { city: emirateKey, area: areaKey },
      signal,
    }),
  );
}

/** An area guide's market figures; `null` when there is no such area (404). */
export async function fetchAreaFigures(
  emirateKey: string,
  areaKey: string,
  signal?: AbortSignal,
): Promise<AreaFiguresResponse | null> {
  return unlessMissing(null, () =>
    request('GET /locations/:city/:area/figures', { params: { city: emirateKey, area: areaKey }, signal }),
  );
}

/** One property by its unique slug, from any area; `null` when there is none (404). */
export async function fetchPropertyBySlug(slug: string, signal?: AbortSignal): Promise<Property | null> {
  return unlessMissing(null, () => request('GET /properties/by-slug/:slug', { params: { slug }, signal }));
}

/** Other homes like the one at `slug`, best first; none when that home is gone (404). */
export async function fetchSimilarProperties(slug: string, signal?: AbortSignal): Promise<Property[]> {
  return unlessMissing(
    [],
    async () => (await request('GET /properties/by-slug/:slug/similar', { params: { slug }, signal })).data,
  );
}

/** A listing's first price and each change, oldest first; none when the home is gone (404). */
export async function fetchPriceHistory(slug: string, signal?: AbortSignal): Promise<PricePoint[]> {
  return unlessMissing(
    [],
    async () =>
      (await request('GET /properties/by-slug/:slug/price-history', { params: { slug }, signal })).points,
  );
}

/** The agency's currency rates, each with the date it was set. */
export async function fetchCurrencyRates(signal?: AbortSignal): Promise<CurrencyRate[]> {
  return (await request('GET /currency-rates', { signal })).rates;
}

/** The listings among `slugs` that still exist, in the order asked (none asked: none answered). */
export async function fetchPropertiesBySlugs(
  slugs: readonly string[],
  signal?: AbortSignal,
): Promise<Property[]> {
  if (!slugs.length) return [];
  const answer = await request('GET /properties/by-slugs', {
    query: { [BY_SLUGS_KEY]: slugs.slice(0, SAVED_HOMES_MAX).join(',') },
    signal,
  });
  return answer.data;
}

/** One property by its Reference ID; `null` when none has it (404) or it is no Reference ID (400). */
export async function fetchPropertyByReference(ref: string, signal?: AbortSignal): Promise<Property | null> {
  return unlessMissing(
    null,
    () => request('GET /properties/by-reference/:ref', { params: { ref }, signal }),
    [400, 404],
  );
}

/** The active agents with their listings counts and the areas they work in. */
export async function fetchAgents(signal?: AbortSignal): Promise<AgentProfile[]> {
  return (await request('GET /agents', { signal })).data;
}

/** The agent a listing names, for its card (null when there is no such agent). */
export async function fetchAgentCard(slug: string, signal?: AbortSignal): Promise<AgentCard | null> {
  return unlessMissing(
    null,
    async () => (await request('GET /agents/:slug/card', { params: { slug }, signal })).data,
  );
}

/** One agent by slug; `null` when there is none (404). */
export async function fetchAgent(slug: string, signal?: AbortSignal): Promise<AgentProfile | null> {
  return unlessMissing(
    null,
    async () => (await request('GET /agents/:slug', { params: { slug }, signal })).data,
  );
}

/** An agent's listings (on the market first); `null` when there is no such agent (404). */
export async function fetchAgentProperties(slug: string, signal?: AbortSignal): Promise<Property[] | null> {
  return unlessMissing(null, () => request('GET /agents/:slug/properties', { params: { slug }, signal }));
}

/** Every area's floor plan links, by emirate and area. */
export async function fetchFloorPlans(signal?: AbortSignal): Promise<FloorPlansResponse> {
  return request('GET /floor-plans', { signal });
}

/** POST /api/search/result with the five criteria; the default location label means "any". */
export async function searchProperties(criteria: SearchCriteria, signal?: AbortSignal): Promise<Property[]> {
  const body = {
    purpose: criteria.purpose,
    location: criteria.location === SEARCH_DEFAULTS.location ? '' : criteria.location,
    residential: criteria.residential,
    beds: criteria.beds,
    price: criteria.price,
  };
  return request('POST /search/result', { body, signal });
}

/** GET /api/search: one page of a search with filters and sort (`limit` listings, default a page). */
export async function searchPage(
  query: SearchQuery,
  limit?: number,
  signal?: AbortSignal,
): Promise<SearchPageResponse> {
  const params = Object.fromEntries(searchQueryToParams(query));
  if (limit !== undefined) params[SEARCH_LIMIT_KEY] = String(limit);
  const data = await request('GET /search', { query: params, signal });
  // A proxy's or error page's 200 (HTML, not JSON) is what no type can rule out: the results list
  // says the search failed rather than breaking on it (a spec of the search store).
  if (!data || !Array.isArray(data.items) || typeof data.total !== 'number')
    throw new Error('The server sent an unexpected answer.');
  return data;
}

/** The part of a search the map shows: all its pages, in any order and view (one URL per search). */
export const mapSearchOf = (query: SearchQuery): SearchQuery => ({
  ...query,
  page: DEFAULT_SEARCH.page,
  sort: DEFAULT_SEARCH.sort,
  view: DEFAULT_SEARCH.view,
});

/** GET /api/search/points: the map markers of every match of a search (capped: see `capped`). */
export async function searchMapPoints(query: SearchQuery, signal?: AbortSignal): Promise<MapPointsResponse> {
  const params = Object.fromEntries(searchQueryToParams(mapSearchOf(query)));
  return request('GET /search/points', { query: params, signal });
}

// ---- public writes ----

/** A write's body with the page's language; English, the API's default, goes without it. */
const withLocale = <T extends object>(body: T, locale: Locale): T & { locale?: Locale } =>
  locale === DEFAULT_LOCALE ? body : { ...body, locale };

/**
 * Records an enquiry (contact, property inquiry, brochure, VR access); answers its id. `locale` is the
 * language of the page it is sent from (`useLocale()`): the agency knows to answer in it.
 */
export async function postEnquiry(input: EnquiryInput, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  const { data } = await request('POST /enquiries', { body: withLocale(input, locale) });
  return data._id;
}

/**
 * Signs an address up for a search alert (POST /api/alerts); `locale` is the page's language, which
 * its mails are written in. Resolves when the confirmation mail is on its way.
 */
export async function postAlertSignup(
  input: AlertSignupInput,
  locale: Locale = DEFAULT_LOCALE,
): Promise<void> {
  await request('POST /alerts', { body: withLocale(input, locale) });
}

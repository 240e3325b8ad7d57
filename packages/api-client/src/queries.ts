/** TanStack Query options for the reads the apps share (and the server render runs), and a hook for each:
 * one place says how such a read is cached. An app's own reads live in its features. */
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import {
  DEFAULT_DISPLAY,
  DEFAULT_SEARCH,
  displayPrefsOfCookies,
  type DisplayPrefs,
  type Purpose,
  type SearchCriteria,
  type SearchQuery,
  type SiteConfig,
} from '@manzil/contract';
import * as api from './endpoints';
import { queryKeys } from './queryKeys';

/** A read: its key, its request, what the visitor is told it was doing should it fail, and how long
 * the cache keeps it where that is not the cache's default. */
const read = <TData, TKey extends QueryKey>(
  queryKey: TKey,
  fetch: (signal: AbortSignal) => Promise<TData>,
  label: string,
  keep: { staleTime?: number; gcTime?: number } = {},
) => queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal), meta: { label }, ...keep });

/** Read once per page load: what changes only when the server restarts or staff edit it. */
const ONCE = { staleTime: Infinity };
/** Each run of a search is its own query: a finished run nobody shows is dropped at once (bounded cache). */
const DROPPED_UNSEEN = { gcTime: 0 };

// The settings come from the server's environment: they change only when it restarts.
export const siteConfigQuery = () =>
  read(queryKeys.siteConfig(), api.fetchSiteConfig, 'loading the site settings', ONCE);

export const pageMetaQuery = (path: string) =>
  read(
    queryKeys.pageMeta(path),
    (signal) => api.fetchPageMeta(path, signal),
    `loading the title of ${path}`,
    ONCE,
  );

// Changes only when staff add areas: once per page load is enough.
export const locationsQuery = () =>
  read(queryKeys.locations(), api.fetchLocations, 'loading the locations', ONCE);

export const homepageCitiesQuery = () =>
  read(queryKeys.emirates(), api.fetchHomepageCities, 'loading the emirates');

export const cityAreasQuery = (emirateKey: string) =>
  read(
    queryKeys.cityAreas(emirateKey),
    (signal) => api.fetchCityAreas(emirateKey, signal),
    `loading the areas of ${emirateKey}`,
  );

export const areaDataQuery = (emirateKey: string, areaKey: string) =>
  read(
    queryKeys.areaData(emirateKey, areaKey),
    (signal) => api.fetchAreaData(emirateKey, areaKey, signal),
    `loading the details of ${areaKey}`,
  );

export const areaPropertiesQuery = (areaKey: string) =>
  read(
    queryKeys.areaProperties(areaKey),
    (signal) => api.fetchAreaProperties(areaKey, signal),
    `loading the properties of ${areaKey}`,
  );

export const areaFiguresQuery = (emirateKey: string, areaKey: string) =>
  read(
    queryKeys.areaFigures(emirateKey, areaKey),
    (signal) => api.fetchAreaFigures(emirateKey, areaKey, signal),
    `loading the market figures of ${areaKey}`,
  );

export const propertyBySlugQuery = (slug: string) =>
  read(
    queryKeys.propertyBySlug(slug),
    (signal) => api.fetchPropertyBySlug(slug, signal),
    `loading the property ${slug}`,
  );

export const similarPropertiesQuery = (slug: string) =>
  read(
    queryKeys.similarProperties(slug),
    (signal) => api.fetchSimilarProperties(slug, signal),
    `loading the homes like ${slug}`,
  );

export const priceHistoryQuery = (slug: string) =>
  read(
    queryKeys.priceHistory(slug),
    (signal) => api.fetchPriceHistory(slug, signal),
    `loading the price history of ${slug}`,
  );

export const currencyRatesQuery = () =>
  read(queryKeys.currencyRates(), api.fetchCurrencyRates, 'loading the currency rates');

/** The visitor's currency and area unit: seeded by the server render from the cookie it read; in the
 * browser, the same cookie (never a request). */
export const displayPrefsQuery = () =>
  queryOptions({
    queryKey: queryKeys.displayPrefs(),
    queryFn: (): DisplayPrefs =>
      typeof document === 'undefined' ? DEFAULT_DISPLAY : displayPrefsOfCookies(document.cookie),
    staleTime: Infinity,
  });
export const useDisplayPrefs = (): DisplayPrefs => useQuery(displayPrefsQuery()).data ?? DEFAULT_DISPLAY;

/** The homes of a browser's saved or compare list, fresh (their price and status may have changed). */
export const propertiesBySlugsQuery = (slugs: readonly string[]) =>
  read(
    queryKeys.propertiesBySlugs(slugs),
    (signal) => api.fetchPropertiesBySlugs(slugs, signal),
    'loading your saved homes',
  );

export const propertyByReferenceQuery = (ref: string) =>
  read(
    queryKeys.propertyByReference(ref),
    (signal) => api.fetchPropertyByReference(ref, signal),
    `loading the property ${ref}`,
  );

export const agentsQuery = () => read(queryKeys.agents(), api.fetchAgents, 'loading the agents');

export const agentQuery = (slug: string) =>
  read(queryKeys.agent(slug), (signal) => api.fetchAgent(slug, signal), `loading the agent ${slug}`);

export const agentCardQuery = (slug: string) =>
  read(queryKeys.agentCard(slug), (signal) => api.fetchAgentCard(slug, signal), `loading the agent ${slug}`);

export const agentPropertiesQuery = (slug: string) =>
  read(
    queryKeys.agentProperties(slug),
    (signal) => api.fetchAgentProperties(slug, signal),
    `loading the listings of ${slug}`,
  );

export const floorPlansQuery = () =>
  read(queryKeys.floorPlans(), api.fetchFloorPlans, 'loading the floor plans');

export const searchQuery = (criteria: SearchCriteria, run: number) =>
  read(
    queryKeys.search(criteria, run),
    (signal) => api.searchProperties(criteria, signal),
    'searching',
    DROPPED_UNSEEN,
  );

/** One run of a search with filters, sort and page: like `searchQuery`, each run is its own query. */
export const searchPageQuery = (query: SearchQuery, run: number) =>
  read(
    queryKeys.searchPage(query, run),
    (signal) => api.searchPage(query, undefined, signal),
    'searching',
    DROPPED_UNSEEN,
  );

/** The map of a search's results: one query per search, whatever page or order the list shows. Up to
 * MAP_POINTS_MAX points: one search's map is kept, not every one looked at. */
export const mapPointsQuery = (query: SearchQuery) => {
  const search = api.mapSearchOf(query);
  return read(
    queryKeys.mapPoints(search),
    (signal) => api.searchMapPoints(search, signal),
    'loading the map of the results',
    DROPPED_UNSEEN,
  );
};

/** Listings the home page's featured row shows per purpose. */
export const FEATURED_PER_PURPOSE = 3;

/** The newest available listings of a purpose (the home page's featured row). */
export const featuredQuery = (purpose: Purpose) =>
  read(
    queryKeys.featured(purpose),
    (signal) => api.searchPage({ ...DEFAULT_SEARCH, purpose, sort: 'newest' }, FEATURED_PER_PURPOSE, signal),
    'loading the newest listings',
  );

export type SiteConfigState =
  { status: 'loading' } | { status: 'ready'; config: SiteConfig } | { status: 'error' };

/** The public site settings, read once per page load by every component that needs them. */
export function useSiteConfig(): SiteConfigState & { retry(): void } {
  const query = useQuery(siteConfigQuery());
  const retry = () => void query.refetch();
  // A Retry shows 'loading' again rather than keeping the error on screen.
  if (query.isPending || (query.isError && query.isFetching)) return { status: 'loading', retry };
  if (query.isError) return { status: 'error', retry };
  return { status: 'ready', config: query.data, retry };
}
export const useLocations = () => useQuery(locationsQuery());
export const useHomepageCities = () => useQuery(homepageCitiesQuery());
export const useCityAreas = (emirateKey: string) => useQuery(cityAreasQuery(emirateKey));
export const useAreaData = (emirateKey: string, areaKey: string) =>
  useQuery(areaDataQuery(emirateKey, areaKey));
export const useAreaFigures = (emirateKey: string, areaKey: string) =>
  useQuery(areaFiguresQuery(emirateKey, areaKey));
export const useAreaProperties = (areaKey: string) => useQuery(areaPropertiesQuery(areaKey));
export const useAgents = () => useQuery(agentsQuery());
export const useAgent = (slug: string) => useQuery(agentQuery(slug));
export const useAgentProperties = (slug: string) => useQuery(agentPropertiesQuery(slug));
export const useFloorPlans = () => useQuery(floorPlansQuery());

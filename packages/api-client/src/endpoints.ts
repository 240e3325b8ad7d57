/** One typed function per /api call (docs/glossary.md, plus the product's additions). */
import {
  BY_SLUGS_KEY,
  DEFAULT_SEARCH,
  SAVED_HOMES_MAX,
  SEARCH_DEFAULTS,
  type Agent,
  type AlertSignupInput,
  type AdminListingsParams,
  type AdminListingsResponse,
  type BulkResultResponse,
  type BulkTarget,
  type ListingStatus,
  type AgentCard,
  type AgentProfile,
  type AreaData,
  type AreaDetailsBody,
  type AuditEntry,
  type AuditTarget,
  type CityEntry,
  type DashboardResponse,
  type Enquiry,
  type EnquiryInput,
  type FloorPlansResponse,
  type HomepageCity,
  type Lead,
  type LeadsFilter,
  type LeadsPage,
  type LeadUpdateBody,
  type LocationsResponse,
  type LoginBody,
  type LoginResponse,
  type MapPointsResponse,
  type NestedAreaProperty,
  type PageMetaResponse,
  type PriceMedianResponse,
  type Property,
  type SearchCriteria,
  type SearchPageResponse,
  type SearchQuery,
  SEARCH_LIMIT_KEY,
  searchQueryToParams,
  type SiteConfig,
  type UploadedImageResponse,
  type VrCardsResponse,
} from '@manzil/contract';
import { AUTH_HEADER } from '@manzil/contract';
import { hasStatus } from './client';
import { request } from './request';

// ---- public reads ----

export async function fetchHomepageCities(signal?: AbortSignal): Promise<HomepageCity[]> {
  const data = await request('GET /homepage/cities', { signal });
  return Array.isArray(data) ? data : [];
}

/** Public settings (agency phone and e-mail, office, map tiles, licence number). */
export const fetchSiteConfig = (signal?: AbortSignal): Promise<SiteConfig> =>
  request('GET /site-config', { signal });

/** The title and description the server writes for a page path (kept in step on client navigation). */
export const fetchPageMeta = (path: string, signal?: AbortSignal): Promise<PageMetaResponse> =>
  request('GET /page-meta', { query: { path }, signal });

/** Emirates and their areas for the search location selector. */
export async function fetchLocations(signal?: AbortSignal): Promise<LocationsResponse> {
  const data = await request('GET /locations', { signal });
  if (!data || !Array.isArray(data.emirates)) throw new Error('The server sent an unexpected answer.');
  return data;
}

/** The VR card list as the server sends it (the VR page reads `success` itself). */
export const fetchVrCards = (signal?: AbortSignal): Promise<VrCardsResponse> =>
  request('GET /damac360/card', { signal });

/** The areas of an emirate; `null` when the server does not know the emirate (400/404). */
export async function fetchCityAreas(emirateKey: string, signal?: AbortSignal): Promise<CityEntry[] | null> {
  try {
    const data = await request('GET /admin/fetch-city-data', { query: { city: emirateKey }, signal });
    return Array.isArray(data) ? data : [];
  } catch (error) {
    if (hasStatus(error, 400, 404)) return null;
    throw error;
  }
}

/** Properties of an area key ('downtown_dubai') or of the 'sobha' collection. */
export async function fetchAreaProperties(areaKey: string, signal?: AbortSignal): Promise<Property[]> {
  const data = await request('GET /admin/properties/:area', { params: { area: areaKey }, signal });
  return Array.isArray(data) ? data : [];
}

/** Detail data of an area; `null` when the area has none (404). */
export async function fetchAreaData(
  emirateKey: string,
  areaKey: string,
  signal?: AbortSignal,
): Promise<AreaData | null> {
  try {
    const data = await request('GET /admin/properties/:city/:area', {
      params: { city: emirateKey, area: areaKey },
      signal,
    });
    return data && typeof data === 'object' ? data : null;
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}

/** One property by its unique slug, from any area; `null` when there is none (404). */
export async function fetchPropertyBySlug(slug: string, signal?: AbortSignal): Promise<Property | null> {
  try {
    const data = await request('GET /properties/by-slug/:slug', { params: { slug }, signal });
    return data && typeof data === 'object' ? data : null;
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}

/** Other homes like the one at `slug`, best first; none when that home is gone (404). */
export async function fetchSimilarProperties(slug: string, signal?: AbortSignal): Promise<Property[]> {
  try {
    const answer = await request('GET /properties/by-slug/:slug/similar', { params: { slug }, signal });
    return Array.isArray(answer?.data) ? answer.data : [];
  } catch (error) {
    if (hasStatus(error, 404)) return [];
    throw error;
  }
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
  if (!Array.isArray(answer?.data)) throw new Error('The server sent an unexpected answer.');
  return answer.data;
}

/** One property by its Reference ID; `null` when none has it (404) or it is no Reference ID (400). */
export async function fetchPropertyByReference(ref: string, signal?: AbortSignal): Promise<Property | null> {
  try {
    const data = await request('GET /properties/by-reference/:ref', { params: { ref }, signal });
    return data && typeof data === 'object' ? data : null;
  } catch (error) {
    if (hasStatus(error, 400, 404)) return null;
    throw error;
  }
}

/** The active agents with their listings counts and the areas they work in. */
export async function fetchAgents(signal?: AbortSignal): Promise<AgentProfile[]> {
  const answer = await request('GET /agents', { signal });
  return Array.isArray(answer?.data) ? answer.data : [];
}

/** One agent by slug; `null` when there is none (404). */
/** The agent a listing names, for its card (null when there is no such agent). */
export async function fetchAgentCard(slug: string, signal?: AbortSignal): Promise<AgentCard | null> {
  try {
    return (await request('GET /agents/:slug/card', { params: { slug }, signal })).data;
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}

export async function fetchAgent(slug: string, signal?: AbortSignal): Promise<AgentProfile | null> {
  try {
    const answer = await request('GET /agents/:slug', { params: { slug }, signal });
    return answer?.data && typeof answer.data === 'object' ? answer.data : null;
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}

/** An agent's listings (on the market first); `null` when there is no such agent (404). */
export async function fetchAgentProperties(slug: string, signal?: AbortSignal): Promise<Property[] | null> {
  try {
    const data = await request('GET /agents/:slug/properties', { params: { slug }, signal });
    return Array.isArray(data) ? data : [];
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}

/** Every area's floor plan links, by emirate and area. */
export async function fetchFloorPlans(signal?: AbortSignal): Promise<FloorPlansResponse> {
  const data = await request('GET /floor-plans', { signal });
  if (!data || !Array.isArray(data.emirates)) throw new Error('The server sent an unexpected answer.');
  return data;
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
  const data = await request('POST /search/result', { body, signal });
  if (!Array.isArray(data)) throw new Error('The server sent an unexpected answer.');
  return data;
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
  const data = await request('GET /search/points', { query: params, signal });
  if (!data || !Array.isArray(data.points) || typeof data.total !== 'number')
    throw new Error('The server sent an unexpected answer.');
  return data;
}

// ---- public writes ----

/** Records an enquiry (contact, property inquiry, brochure, VR access); answers its id. */
export async function postEnquiry(input: EnquiryInput): Promise<string> {
  const { data } = await request('POST /enquiries', { body: input });
  return data._id;
}

/** Saves a search alert and mails its confirmation (nothing else is sent before it is followed). */
export async function postAlert(input: AlertSignupInput): Promise<void> {
  await request('POST /alerts', { body: input });
}

// ---- admin ----

export const login = (body: LoginBody): Promise<LoginResponse> => request('POST /admin/login', { body });

export async function requestPasswordReset(email: string): Promise<void> {
  await request('POST /admin/forgot-password', { body: { email } });
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await request('POST /admin/reset-password/:token', { params: { token }, body: { password } });
}

export const checkDashboardAccess = (signal?: AbortSignal): Promise<DashboardResponse> =>
  request('GET /admin/dashboard', { signal });

/** Sign-out revokes this token on the server, so a copy of it (another tab, a stolen one) stops working. */
export async function revokeSession(token: string): Promise<void> {
  await request('POST /admin/logout', { headers: { [AUTH_HEADER]: token } });
}

export async function updateEmirate(form: FormData): Promise<HomepageCity> {
  return (await request('POST /admin/update-city', { body: form })).data;
}

export async function editCityEntry(form: FormData): Promise<CityEntry> {
  return (await request('POST /admin/edit-city', { body: form })).data;
}

export async function addAreaEntry(form: FormData): Promise<CityEntry> {
  return (await request('POST /admin/addnewEntry', { body: form })).data;
}

/** Deletes an area and its properties; answers how many properties went with it. */
export async function deleteCityEntry(docId: string, collectionName: string): Promise<number> {
  const answer = await request('DELETE /admin/delete-city', { body: { docId, collectionName } });
  return answer.deletedProperties;
}

export async function saveAreaDetails(body: AreaDetailsBody): Promise<AreaData> {
  return (await request('POST /admin/area-details', { body })).data;
}

export type PropertyGroups = Record<string, Property[]>;

/** The admin's groups of listings; a listing without a price (answered as its words) reads without one. */
export async function fetchPropertyGroups(signal?: AbortSignal): Promise<PropertyGroups> {
  const groups = (await request('GET /admin/fetch-nested-area-data', { signal })).data;
  const read = ({ price, ...property }: NestedAreaProperty): Property =>
    typeof price === 'number' ? { ...property, price } : property;
  return Object.fromEntries(Object.entries(groups).map(([key, list]) => [key, list.map(read)]));
}

export async function addProperty(form: FormData): Promise<Property> {
  return (await request('POST /admin/add-property', { body: form })).data;
}

export async function updateProperty(form: FormData): Promise<Property> {
  return (await request('POST /admin/update-property', { body: form })).data;
}

/**
 * Uploads one image (a listing's photo, an area's gallery or floor plan image); the server re-encodes
 * it and answers the URL the record holds, with its size.
 */
export async function uploadImage(form: FormData): Promise<UploadedImageResponse['data']> {
  return (await request('POST /admin/images', { body: form })).data;
}

export interface PriceMedianQuery {
  areaName: string;
  for: 'Buy' | 'Rent';
  house_type: string;
  bedrooms: string;
  /** The listing being edited. */
  exclude?: string;
}

/** The median price of the listings like one, and how many there are. */
export async function fetchPriceMedian(
  query: PriceMedianQuery,
  signal?: AbortSignal,
): Promise<PriceMedianResponse['data']> {
  const { exclude, ...like } = query;
  return (await request('GET /admin/price-median', { query: exclude ? { ...like, exclude } : like, signal }))
    .data;
}

export async function deleteProperty(id: string, areaName: string): Promise<void> {
  await request('DELETE /admin/delete-property', { body: { _id: id, areaName } });
}

export async function fetchEnquiries(signal?: AbortSignal): Promise<Enquiry[]> {
  return (await request('GET /admin/enquiries', { signal })).data;
}

// ---- leads and audit ----

export interface LeadsRequest extends LeadsFilter {
  page: number;
  limit: number;
}

/** The filter as query values (blank ones left out). */
function leadsQueryOf(filter: LeadsFilter & { page?: number; limit?: number }): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') query[key] = String(value);
  }
  return query;
}

export const fetchLeads = (page: LeadsRequest, signal?: AbortSignal): Promise<LeadsPage> =>
  request('GET /admin/leads', { query: leadsQueryOf(page), signal });

export async function fetchNewLeadsCount(signal?: AbortSignal): Promise<number> {
  return (await request('GET /admin/leads/new-count', { signal })).data.count;
}

/** The CSV of the leads the filter finds (text, UTF-8 with a BOM). */
export const exportLeadsCsv = (filter: LeadsFilter): Promise<string> =>
  request('GET /admin/leads/export', { query: leadsQueryOf(filter) });

export async function updateLead(id: string, body: LeadUpdateBody): Promise<Lead> {
  return (await request('POST /admin/leads/:id', { params: { id }, body })).data;
}

export async function addLeadNote(id: string, text: string): Promise<Lead> {
  return (await request('POST /admin/leads/:id/notes', { params: { id }, body: { text } })).data;
}

export async function fetchAudit(
  target: AuditTarget,
  id: string,
  signal?: AbortSignal,
): Promise<AuditEntry[]> {
  return (await request('GET /admin/audit', { query: { target, id }, signal })).data;
}

// ---- agents and area media ----

/** Every agent, the retired ones too (after the active), with their listings counts. */
export async function fetchAdminAgents(signal?: AbortSignal): Promise<Agent[]> {
  return (await request('GET /admin/agents', { signal })).data;
}

/** Adds an agent: the form's fields and their portrait (`image`). */
export async function addAgent(form: FormData): Promise<Agent> {
  return (await request('POST /admin/agents', { body: form })).data;
}

/** Edits an agent; without `image` their portrait stays. */
export async function updateAgent(slug: string, form: FormData): Promise<Agent> {
  return (await request('POST /admin/agents/:slug', { params: { slug }, body: form })).data;
}

/** Retires an agent, handing their listings to `reassignTo`; answers how many moved. */
export async function retireAgent(slug: string, reassignTo: string | undefined): Promise<number> {
  const body = reassignTo ? { reassignTo } : {};
  return (await request('POST /admin/agents/:slug/retire', { params: { slug }, body })).reassigned;
}

/** Stores an area's brochure (a PDF); answers its site path. */
export async function uploadAreaBrochure(form: FormData): Promise<string> {
  return (await request('POST /admin/area-media/brochure', { body: form })).url;
}

// ---- the admin listings table ----

/** Only the set values of the table's state go into the query (a blank one means "any"). */
export const listingsQueryOf = (params: AdminListingsParams): Record<string, string> =>
  Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => !!e[1]));

export const fetchAdminListings = (
  params: AdminListingsParams,
  signal?: AbortSignal,
): Promise<AdminListingsResponse> =>
  request('GET /admin/listings', { query: listingsQueryOf(params), signal });

/** The CSV export of a filter: a plain link, so the browser downloads it with the session cookie. */
export const adminListingsCsvUrl = (params: AdminListingsParams): string => {
  const { page: _page, pageSize: _size, ...filter } = params;
  const query = new URLSearchParams(listingsQueryOf(filter)).toString();
  return `/api/admin/listings/export.csv${query ? `?${query}` : ''}`;
};

/** A bulk call's target: the selected rows' ids, or the table's filter (sort and page dropped). */
const bulkTargetOf = (target: BulkTarget): BulkTarget => {
  if ('ids' in target) return { ids: target.ids };
  const { sort: _s, dir: _d, page: _p, pageSize: _ps, ...filter } = target.filter as AdminListingsParams;
  return { filter: listingsQueryOf(filter), matching: target.matching };
};

export const setListingsStatus = (target: BulkTarget, status: ListingStatus): Promise<BulkResultResponse> =>
  request('POST /admin/listings/status', { body: { ...bulkTargetOf(target), status } });

export const deleteListings = (target: BulkTarget): Promise<BulkResultResponse> =>
  request('DELETE /admin/listings', { body: bulkTargetOf(target) });

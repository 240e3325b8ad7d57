/** Every /api call this remote makes (SPEC section 7 plus the product's additions). */
import type { AreaData, CityEntry, EnquiryInput, HomepageCity, Property, SiteConfig } from '@manzil/contract';
import { apiClient, hasStatus } from './client';

export async function fetchHomepageCities(): Promise<HomepageCity[]> {
  const { data } = await apiClient.get<HomepageCity[]>('/homepage/cities');
  return Array.isArray(data) ? data : [];
}

/** The areas of an emirate; `null` when the server does not know the emirate. */
export async function fetchCityAreas(emirateKey: string): Promise<CityEntry[] | null> {
  try {
    const { data } = await apiClient.get<CityEntry[]>('/admin/fetch-city-data', {
      params: { city: emirateKey },
    });
    return Array.isArray(data) ? data : [];
  } catch (error) {
    if (hasStatus(error, 400, 404)) return null;
    throw error;
  }
}

/** Properties of an area key ('downtown_dubai') or of the 'sobha' collection. */
export async function fetchAreaProperties(areaKey: string): Promise<Property[]> {
  const { data } = await apiClient.get<Property[]>(`/admin/properties/${encodeURIComponent(areaKey)}`);
  return Array.isArray(data) ? data : [];
}

/** Detail data of an area; `null` when the area has none (404). */
export async function fetchAreaData(emirateKey: string, areaKey: string): Promise<AreaData | null> {
  try {
    const { data } = await apiClient.get<AreaData>(
      `/admin/properties/${encodeURIComponent(emirateKey)}/${encodeURIComponent(areaKey)}`,
    );
    return data && typeof data === 'object' ? data : null;
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}

/** One property by its unique slug, from any area; `null` when there is none. */
export async function fetchPropertyBySlug(slug: string): Promise<Property | null> {
  try {
    const { data } = await apiClient.get<Property>(`/properties/by-slug/${encodeURIComponent(slug)}`);
    return data && typeof data === 'object' ? data : null;
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}

/** Records a property inquiry or a brochure request on the server. */
export async function postEnquiry(input: EnquiryInput): Promise<void> {
  await apiClient.post('/enquiries', input);
}

let siteConfigRequest: Promise<SiteConfig> | null = null;

/** Public settings (agency phone and e-mail, map tiles); fetched once per page load, retried after a failure. */
export function fetchSiteConfig(): Promise<SiteConfig> {
  if (!siteConfigRequest) {
    siteConfigRequest = apiClient.get<SiteConfig>('/site-config').then(
      (res) => res.data,
      (error: unknown) => {
        siteConfigRequest = null;
        throw error;
      },
    );
  }
  return siteConfigRequest;
}

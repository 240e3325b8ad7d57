/** Request and response bodies of the /api routes (SPEC section 7 plus the product's additions). */
import type { AreaData, CityEntry, Enquiry, HomepageCity, Property, SiteConfig, VrCard } from './domain';

export interface ErrorBody {
  msg: string;
}

export interface HealthBody {
  ok: boolean;
  db: 'up' | 'down';
}

export interface LoginBody {
  username: string;
  password: string;
}
export interface LoginResponse {
  token: string;
}
export interface DashboardResponse {
  ok: true;
  admin: { username: string; email: string };
}

/** `data.data` style envelope used by several admin calls. */
export interface DataEnvelope<T> {
  data: T;
}

export type HomepageCitiesResponse = HomepageCity[];
export type SearchResponse = Property[];
export type AreaPropertiesResponse = Property[];
export type AreaDataResponse = AreaData;
export type CityDataResponse = CityEntry[];
export type NestedAreaDataResponse = DataEnvelope<Record<string, Property[]>>;
export type PropertyResponse = DataEnvelope<Property>;
export interface VrCardsResponse {
  success: boolean;
  data: VrCard[];
}
export type EnquiriesResponse = DataEnvelope<Enquiry[]>;
export type SiteConfigResponse = SiteConfig;

/** Emirates with their areas, for the search location selector. */
export interface LocationsResponse {
  emirates: { name: string; slug: string; areas: { name: string; slug: string; key: string }[] }[];
}

/** Area detail editor (admin): JSON body of POST /api/admin/area-details. */
export interface AreaDetailsBody {
  city: string;
  areaName: string;
  neighbourhood: string[];
  feature: string[];
  pdf: string;
  floorplan: string[];
  images: string[];
}

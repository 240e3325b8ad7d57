/** Request and response bodies of the /api routes (docs/glossary.md, plus the product's additions). */
import type { AgentCard, AgentProfile } from './agency';
import type { PRICE_ON_REQUEST } from './constants';
import type { Agent } from './listing';
import type { AreaTranslations, EmirateTranslations } from './translations';
import type { SeatRole } from './seats';
import type {
  AreaData,
  CityEntry,
  Enquiry,
  HomepageCity,
  Property,
  SearchCriteria,
  SiteConfig,
  VrCard,
} from './domain';

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
  /** The signed-in seat: its role decides what the back office shows (the server checks each call). */
  admin: { username: string; email: string; role: SeatRole; agent?: string };
  /** The newest backup (`npm run backup` or a scheduled one): when, and its file's size in bytes. */
  lastBackup: { at: string; bytes: number } | null;
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
/**
 * A listing as GET /admin/fetch-nested-area-data answers it: the original front end's dashboard formats
 * every row's `price.toLocaleString()`, so a listing without a price answers the words it is shown with.
 */
export type NestedAreaProperty = Omit<Property, 'price'> & { price?: number | typeof PRICE_ON_REQUEST };
export type NestedAreaDataResponse = DataEnvelope<Record<string, NestedAreaProperty[]>>;
export type PropertyResponse = DataEnvelope<Property>;
export interface VrCardsResponse {
  success: boolean;
  data: VrCard[];
}
export type EnquiriesResponse = DataEnvelope<Enquiry[]>;
export type SiteConfigResponse = SiteConfig;
/** GET /api/agents: the active agents, in the agency's order, with the areas they work in. */
export type AgentsResponse = DataEnvelope<AgentProfile[]>;
/** GET /api/agents/{slug}: one agent (a retired one too, for old links). */
export type AgentResponse = DataEnvelope<AgentProfile>;
/** GET /api/agents/{slug}/card: the agent a listing names, as its card shows them. */
export type AgentCardResponse = DataEnvelope<AgentCard>;
/** GET /api/properties/by-slug/{slug}/similar: up to SIMILAR_LISTINGS_LIMIT other homes, best first. */
export type SimilarPropertiesResponse = DataEnvelope<Property[]>;
/** GET /api/properties/by-slugs: the listings among the slugs asked for that still exist (a removed one is absent). */
export type PropertiesBySlugsResponse = DataEnvelope<Property[]>;

/** Emirates with their areas, for the search location selector. */
export interface LocationsResponse {
  emirates: {
    name: string;
    slug: string;
    translations?: EmirateTranslations;
    areas: { name: string; slug: string; key: string; translations?: AreaTranslations }[];
  }[];
}

/** Area detail editor (admin): JSON body of POST /api/admin/area-details, the area's lists and files as
 * it keeps them (the lists in Arabic: [] clears them, absent leaves them as they are). */
export interface AreaDetailsBody extends Pick<
  AreaData,
  'neighbourhood' | 'feature' | 'ar_neighbourhood' | 'ar_feature' | 'pdf' | 'floorplan' | 'images'
> {
  city: string;
  areaName: string;
}

/** Answers that only confirm (forgot/reset password, deletes). */
export interface MessageResponse {
  msg: string;
}
export interface ForgotPasswordBody {
  email: string;
}
export interface ResetPasswordBody {
  password: string;
}
/** POST /api/search/result: the criteria plus optional paging (default page 1, limit 100, max 100). */
export interface SearchRequestBody extends SearchCriteria {
  page?: number;
  limit?: number;
}
/** Response header of POST /api/search/result with the number of matches over all pages. */
export const SEARCH_TOTAL_HEADER = 'X-Total-Count';
export interface DeleteCityBody {
  docId: string;
  /** Emirate key, e.g. 'Dubai' or 'AbuDhabi'. */
  collectionName: string;
}
export interface DeletePropertyBody {
  _id: string;
  areaName: string;
}
/** update-city answers the emirate as the home page shows it. */
export type UpdateCityResponse = DataEnvelope<HomepageCity>;
/** edit-city (200) and addnewEntry (201) answer the area entry. */
export type CityEntryResponse = DataEnvelope<CityEntry>;
export type AreaDetailsResponse = DataEnvelope<AreaData>;
export type EnquiryCreatedResponse = DataEnvelope<{ _id: string }>;
export type DeleteCityResponse = MessageResponse & { deletedProperties: number };
/** GET /api/page-meta?path=…: the title and description the server writes for that page, and its
 * status (404: the path is no page; the shell then shows its not-found page). */
export interface PageMetaResponse {
  status: 200 | 404;
  title: string;
  description: string;
}

/** POST /api/admin/images: one uploaded image, re-encoded; `url` is what a listing's `photos` or an
 * area's `images` and `floorplan` hold. */
export type UploadedImageResponse = DataEnvelope<{ url: string; width: number; height: number }>;

/**
 * GET /api/admin/price-median: the median asking price of the listings like one (same area, purpose,
 * type and bedrooms, priced), and how many there are. `median` is null when none is priced.
 */
export type PriceMedianResponse = DataEnvelope<{ median: number | null; count: number }>;

/** GET /api/admin/agents: every agent, retired ones too (after the active), with listings counts. */
export type AdminAgentsResponse = DataEnvelope<Agent[]>;
/** POST /api/admin/agents and /api/admin/agents/{slug}: the agent as saved. */
export type AdminAgentResponse = DataEnvelope<Agent>;
/** POST /api/admin/agents/{slug}/retire: who takes over the agent's listings (needed when they have any). */
export interface RetireAgentBody {
  reassignTo?: string;
}
/** POST /api/admin/agents/{slug}/retire: the retired agent and how many listings moved to whom. */
export interface RetireAgentResponse {
  data: Agent;
  reassigned: number;
  reassignedTo: string | null;
}
/** POST /api/admin/area-media/brochure: the stored file's site path. */
export interface AreaUploadResponse {
  url: string;
}

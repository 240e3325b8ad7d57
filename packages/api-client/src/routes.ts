/**
 * Every /api call as one table, typed from the contract: the request body, the answer, and
 * whether the body is multipart. The typed calls (`endpoints.ts`) and the test server's handlers
 * (`testing/`) are both checked against it, so a contract change breaks both at compile time.
 */
import type {
  AdminAgentResponse,
  AlertSignupInput,
  AdminAgentsResponse,
  AdminListingsResponse,
  AgentPropertiesResponse,
  AgentResponse,
  AgentsResponse,
  AreaDataResponse,
  AreaDetailsBody,
  AreaDetailsResponse,
  AreaPropertiesResponse,
  AuditResponse,
  AreaUploadResponse,
  BulkDeleteBody,
  BulkResultResponse,
  BulkStatusBody,
  CityDataResponse,
  CityEntryResponse,
  DashboardResponse,
  DeleteCityBody,
  DeleteCityResponse,
  DeletePropertyBody,
  EnquiriesResponse,
  EnquiryCreatedResponse,
  EnquiryInput,
  FloorPlansResponse,
  ForgotPasswordBody,
  HomepageCitiesResponse,
  LeadNoteBody,
  LeadResponse,
  LeadsPage,
  LeadUpdateBody,
  LocationsResponse,
  LoginBody,
  LoginResponse,
  MapPointsResponse,
  MessageResponse,
  NestedAreaDataResponse,
  NewLeadsCountResponse,
  PageMetaResponse,
  PropertiesBySlugsResponse,
  Property,
  PriceMedianResponse,
  PropertyResponse,
  ResetPasswordBody,
  RetireAgentBody,
  RetireAgentResponse,
  SearchRequestBody,
  SearchPageResponse,
  SearchResponse,
  SimilarPropertiesResponse,
  SiteConfigResponse,
  UpdateCityResponse,
  UploadedImageResponse,
  VrCardsResponse,
} from '@manzil/contract';

interface Route<Response, Body = never> {
  response: Response;
  body: Body;
}

/** `METHOD /path` (relative to `/api`, parameters as `:name`) → body and answer. */
export interface ApiRoutes {
  'GET /homepage/cities': Route<HomepageCitiesResponse>;
  'GET /site-config': Route<SiteConfigResponse>;
  /** `?path=<page path>` */
  'GET /page-meta': Route<PageMetaResponse>;
  'GET /locations': Route<LocationsResponse>;
  'GET /damac360/card': Route<VrCardsResponse>;
  'GET /properties/by-slug/:slug': Route<Property>;
  'GET /properties/by-slug/:slug/similar': Route<SimilarPropertiesResponse>;
  /** `?slugs=a,b` (at most SAVED_HOMES_MAX) */
  'GET /properties/by-slugs': Route<PropertiesBySlugsResponse>;
  'GET /properties/by-reference/:ref': Route<Property>;
  'GET /agents': Route<AgentsResponse>;
  'GET /agents/:slug': Route<AgentResponse>;
  'GET /agents/:slug/properties': Route<AgentPropertiesResponse>;
  'GET /floor-plans': Route<FloorPlansResponse>;
  'POST /search/result': Route<SearchResponse, SearchRequestBody>;
  /** The search with filters, sort and pages: its URL query (packages/contract/src/search.ts) and `limit`. */
  'GET /search': Route<SearchPageResponse>;
  'GET /search/points': Route<MapPointsResponse>;
  'POST /enquiries': Route<EnquiryCreatedResponse, EnquiryInput>;
  'POST /alerts': Route<MessageResponse, AlertSignupInput>;
  /** `?city=<emirate key>` */
  'GET /admin/fetch-city-data': Route<CityDataResponse>;
  'GET /admin/properties/:area': Route<AreaPropertiesResponse>;
  'GET /admin/properties/:city/:area': Route<AreaDataResponse>;
  'POST /admin/login': Route<LoginResponse, LoginBody>;
  'POST /admin/forgot-password': Route<MessageResponse, ForgotPasswordBody>;
  'POST /admin/reset-password/:token': Route<MessageResponse, ResetPasswordBody>;
  'GET /admin/dashboard': Route<DashboardResponse>;
  'POST /admin/logout': Route<MessageResponse>;
  'POST /admin/update-city': Route<UpdateCityResponse, FormData>;
  'POST /admin/edit-city': Route<CityEntryResponse, FormData>;
  'POST /admin/addnewEntry': Route<CityEntryResponse, FormData>;
  'DELETE /admin/delete-city': Route<DeleteCityResponse, DeleteCityBody>;
  'POST /admin/area-details': Route<AreaDetailsResponse, AreaDetailsBody>;
  'GET /admin/fetch-nested-area-data': Route<NestedAreaDataResponse>;
  'POST /admin/add-property': Route<PropertyResponse, FormData>;
  'POST /admin/update-property': Route<PropertyResponse, FormData>;
  'DELETE /admin/delete-property': Route<MessageResponse, DeletePropertyBody>;
  /** One photo for the property editor (multipart, field `image`). */
  'POST /admin/images': Route<UploadedImageResponse, FormData>;
  /** `?areaName=&for=&house_type=&bedrooms=[&exclude=<id>]` */
  'GET /admin/price-median': Route<PriceMedianResponse>;
  'GET /admin/enquiries': Route<EnquiriesResponse>;
  /** The leads inbox (issue 27.6): `?q&status&kind&from&to&page&limit`. */
  'GET /admin/leads': Route<LeadsPage>;
  /** CSV of the same filter (text). */
  'GET /admin/leads/export': Route<string>;
  'GET /admin/leads/new-count': Route<NewLeadsCountResponse>;
  'POST /admin/leads/:id': Route<LeadResponse, LeadUpdateBody>;
  'POST /admin/leads/:id/notes': Route<LeadResponse, LeadNoteBody>;
  /** `?target=property|lead&id=`: newest first. */
  'GET /admin/audit': Route<AuditResponse>;
  'GET /admin/agents': Route<AdminAgentsResponse>;
  'POST /admin/agents': Route<AdminAgentResponse, FormData>;
  'POST /admin/agents/:slug': Route<AdminAgentResponse, FormData>;
  'POST /admin/agents/:slug/retire': Route<RetireAgentResponse, RetireAgentBody>;
  'POST /admin/area-media/brochure': Route<AreaUploadResponse, FormData>;
  /** The listings table: `?q=&purpose=&…&sort=&dir=&page=&pageSize=` (AdminListingsParams). */
  'GET /admin/listings': Route<AdminListingsResponse>;
  'POST /admin/listings/status': Route<BulkResultResponse, BulkStatusBody>;
  'DELETE /admin/listings': Route<BulkResultResponse, BulkDeleteBody>;
}

export type ApiRoute = keyof ApiRoutes;
export type ResponseOf<R extends ApiRoute> = ApiRoutes[R]['response'];
export type BodyOf<R extends ApiRoute> = ApiRoutes[R]['body'];

/**
 * Every /api call as one table, typed from the contract: the request body, the answer, and
 * whether the body is multipart. The typed calls (`endpoints.ts`) and the test server's handlers
 * (`testing/`) are both checked against it, so a contract change breaks both at compile time.
 */
import type {
  AdminListingsResponse,
  AgentPropertiesResponse,
  AgentResponse,
  AgentsResponse,
  AreaDataResponse,
  AreaDetailsBody,
  AreaDetailsResponse,
  AreaPropertiesResponse,
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
  LocationsResponse,
  LoginBody,
  LoginResponse,
  MessageResponse,
  NestedAreaDataResponse,
  PageMetaResponse,
  Property,
  PropertyResponse,
  ResetPasswordBody,
  SearchRequestBody,
  SearchResponse,
  SimilarPropertiesResponse,
  SiteConfigResponse,
  UpdateCityResponse,
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
  'GET /properties/by-reference/:ref': Route<Property>;
  'GET /agents': Route<AgentsResponse>;
  'GET /agents/:slug': Route<AgentResponse>;
  'GET /agents/:slug/properties': Route<AgentPropertiesResponse>;
  'GET /floor-plans': Route<FloorPlansResponse>;
  'POST /search/result': Route<SearchResponse, SearchRequestBody>;
  'POST /enquiries': Route<EnquiryCreatedResponse, EnquiryInput>;
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
  'GET /admin/enquiries': Route<EnquiriesResponse>;
  /** The listings table: `?q=&purpose=&…&sort=&dir=&page=&pageSize=` (AdminListingsParams). */
  'GET /admin/listings': Route<AdminListingsResponse>;
  'POST /admin/listings/status': Route<BulkResultResponse, BulkStatusBody>;
  'DELETE /admin/listings': Route<BulkResultResponse, BulkDeleteBody>;
}

export type ApiRoute = keyof ApiRoutes;
export type ResponseOf<R extends ApiRoute> = ApiRoutes[R]['response'];
export type BodyOf<R extends ApiRoute> = ApiRoutes[R]['body'];

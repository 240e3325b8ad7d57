/**
 * Compile-time check of `AppType`: the routers' chained types must carry every /api route of the
 * spec. A router annotated `: Hono`, or a route added or dropped, fails `npm run typecheck` here.
 */
import type { ExtractSchema } from 'hono/types';
import type { AppType } from './app';

type Schema = ExtractSchema<AppType>;
/** `METHOD /path` for every route in the table, as the spec and the api-client name them. */
type RouteOf<P extends keyof Schema> = P extends string
  ? `${Uppercase<Extract<keyof Schema[P], `$${string}`> extends `$${infer M}` ? M : never>} ${P}`
  : never;
export type ApiRouteTable = { [P in keyof Schema]: RouteOf<P> }[keyof Schema];

type SpecRoutes =
  | 'GET /health'
  | 'GET /site-config'
  | 'GET /page-meta'
  | 'GET /og-image'
  | 'GET /homepage/cities'
  | 'GET /damac360/card'
  | 'GET /locations'
  | 'GET /properties/by-slug/:slug'
  | 'GET /properties/by-slug/:slug/similar'
  // A browser's saved homes and compare list, read fresh in one call (issue 26.5).
  | 'GET /properties/by-slugs'
  | 'GET /search/points'
  | 'GET /properties/by-reference/:ref'
  | 'GET /properties/:slug/permit-qr.svg'
  | 'GET /agents'
  | 'GET /agents/:slug'
  | 'GET /agents/:slug/properties'
  | 'GET /floor-plans'
  | 'POST /search/result'
  | 'GET /search'
  | 'GET /images/:id'
  | 'POST /enquiries'
  | 'GET /admin/enquiries'
  | 'GET /admin/dashboard'
  | 'POST /admin/logout'
  | 'POST /admin/login'
  | 'POST /admin/forgot-password'
  | 'POST /admin/reset-password/:token'
  | 'POST /admin/update-city'
  | 'GET /admin/fetch-city-data'
  | 'DELETE /admin/delete-city'
  | 'POST /admin/edit-city'
  | 'POST /admin/addnewEntry'
  | 'POST /admin/area-details'
  | 'POST /admin/add-property'
  | 'POST /admin/update-property'
  | 'DELETE /admin/delete-property'
  | 'GET /admin/fetch-nested-area-data'
  | 'GET /admin/properties/:area'
  | 'GET /admin/properties/:city/:area'
  // The property editor's (issue 27.2).
  | 'POST /admin/images'
  | 'GET /admin/price-median'
  // The leads inbox and the audit trail (issue 27.6, 27.8).
  | 'GET /admin/leads'
  | 'GET /admin/leads/export'
  | 'GET /admin/leads/new-count'
  | 'POST /admin/leads/:id'
  | 'POST /admin/leads/:id/notes'
  | 'GET /admin/audit'
  // Agents and the area editor's uploads (issue 27.5, 27.3).
  | 'GET /documents/:id'
  | 'GET /admin/agents'
  | 'POST /admin/agents'
  | 'POST /admin/agents/:slug'
  | 'POST /admin/agents/:slug/retire'
  | 'POST /admin/area-media/brochure'
  // The admin listings table (issue 27.1).
  | 'GET /admin/listings'
  | 'GET /admin/listings/export.csv'
  | 'POST /admin/listings/status'
  | 'DELETE /admin/listings'
  // Search alerts without an account (issue 26.6).
  | 'POST /alerts';

type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const routeTableMatchesSpec: Equal<ApiRouteTable, SpecRoutes> = true;

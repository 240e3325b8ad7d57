/** The API contract as the browser apps import it (types and pure helpers; no zod). */
export * from './api/domain';
export * from './api/listing';
export * from './api/agency';
export * from './pages/pages';
export * from './api/api';
export * from './api/constants';
export * from './pages/slugs';
export * from './api/links';
export * from './api/http';
export type { RenderPage, RenderRequest, RenderedPage, WarmRemotes } from './render/render';
export {
  APP_STARTED_ATTR,
  BUILD_PRELOADS_ID,
  PAGE_PRELOADS_ID,
  EARLY_CLICK_KEY,
  ENTRY_SCRIPTS_ID,
  FIRST_VIEW_LOADER,
  PAGE_FOOTER_ID,
} from './render/render';
export * from './api/forms';
export * from './render/scriptJson';
export * from './api/similar';
export * from './api/saved';
export * from './api/leads';
export * from './pages/search';
export * from './api/alerts';
export * from './api/admin-listings';
export * from './lib/single-flight';
export * from './render/federation';

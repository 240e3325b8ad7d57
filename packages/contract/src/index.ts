/** The API contract as the browser apps import it (types and pure helpers; no zod). */
export * from './domain';
export * from './listing';
export * from './agency';
export * from './pages';
export * from './api';
export * from './constants';
export * from './slugs';
export * from './links';
export * from './http';
export type {
  RenderPage,
  RenderRequest,
  RenderedPage,
  ServerRead,
  ServerReadAnswer,
  ServerReadOptions,
  WarmRemotes,
} from './render';
export {
  APP_STARTED_ATTR,
  BUILD_PRELOADS_ID,
  PAGE_PRELOADS_ID,
  EARLY_CLICK_KEY,
  ENTRY_SCRIPTS_ID,
  FIRST_VIEW_LOADER,
  PAGE_FOOTER_ID,
} from './render';
export * from './forms';
export * from './scriptJson';
export * from './similar';
export * from './saved';
export * from './leads';
export * from './search';
export * from './alerts';
export * from './admin-listings';
export * from './single-flight';
export * from './federation';

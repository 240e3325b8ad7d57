/** The render protocol between the web host and the shell's server build, and what the page carries. */
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
export * from './scriptJson';
export * from './federation';

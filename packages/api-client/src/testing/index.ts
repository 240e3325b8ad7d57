export {
  ApiFailure,
  apiRequests,
  clearApiRequests,
  fail,
  handle,
  interceptedUrls,
  networkFailure,
  requestsTo,
  serve,
  server,
  type Answer,
  type HandlerInfo,
  type RecordedRequest,
} from './server';
/** Testing-library's render inside a fresh QueryClient: a test imports it in place of the plain one. */
export { renderWithQueryClient as render } from './render';
export { latch } from './latch';
export { LOCATIONS, SITE_CONFIG } from './fixtures';
/** For what is not an /api route (e.g. a static file a component probes). */
export { http, HttpResponse } from 'msw';

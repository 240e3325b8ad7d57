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
export { renderWithQueryClient } from './render';
/** For what is not an /api route (e.g. a static file a component probes). */
export { http, HttpResponse } from 'msw';

export {
  ApiFailure,
  apiRequests,
  clearApiRequests,
  fail,
  handle,
  networkFailure,
  requestsTo,
  serve,
  server,
  type Answer,
  type HandlerInfo,
  type RecordedRequest,
} from './server';
export { renderWithQueryClient } from './render';

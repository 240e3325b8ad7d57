export {
  apiClient,
  configureApiClient,
  errorResponseBody,
  isAxiosError,
  hasStatus,
  isCancelled,
  serverAnswered,
  serverMessage,
} from './client';
export * from './endpoints';
export { request, type RequestOptions } from './request';
export * from './queries';
export { useEnquiry } from './mutations';
export { queryKeys } from './queryKeys';
export { invalidateAfter, WRITE_INVALIDATES, type WriteKind } from './invalidation';
export { createQueryClient, createQueryRoot, type QueryClientOptions } from './queryClient';
export {
  hydrateFromServer,
  serializeQueries,
  setServerTransport,
  SERVER_QUERIES_ID,
  type PageLoad,
  type ServerTransport,
} from './ssr';
export type { ApiRoute, ApiRoutes, BodyOf, QueryOf, ResponseOf } from './routes';
export {
  QueryClientProvider,
  queryOptions,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
export { usePageFormResult } from './pageForm';

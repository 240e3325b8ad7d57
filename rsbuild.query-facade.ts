/**
 * TanStack Query as every app gets it at runtime. `@tanstack/react-query` is a shared singleton (one
 * download per page; each app still renders its own QueryClient), and a shared module is never
 * tree-shaken: the whole package (infinite queries, suspense hooks, hydration, mutations...) is
 * ~13.7 KB gzip, this facade ~10 KB. `QUERY_API` in eslint.config.js keeps imports from
 * '@tanstack/react-query' to these names, so no app can reach a missing export. Add a name here
 * before using it. The admin's writes are mutations (useMutation; useIsMutating for the panel's
 * "a write is under way").
 */
export {
  QueryCache,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  dehydrate,
  hydrate,
  queryOptions,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from 'tanstack-query-full';

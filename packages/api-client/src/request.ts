/** Sends one call of the route table (derived from the API's types: routes.ts) through the one client,
 * with its path parameters encoded. */
import type { AxiosRequestConfig } from 'axios';
import { apiClient } from './client';
import { serverTransport } from './ssr';
import type { ApiRoute, BodyOf, QueryOf, ResponseOf } from './routes';

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
type PathOf<R extends ApiRoute> = R extends `${string} ${infer Path}` ? Path : never;

export type RequestOptions<R extends ApiRoute> = {
  params?: Record<ParamNames<PathOf<R>>, string>;
  query?: QueryOf<R>;
  /** Per-call headers (e.g. the token of a session being signed out). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
} & ([BodyOf<R>] extends [never] ? { body?: never } : { body: BodyOf<R> });

/** `/admin/properties/:city/:area` with `{ city: 'Dubai', area: 'x y' }` → `/admin/properties/Dubai/x%20y`. */
export function routeUrl(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

export async function request<R extends ApiRoute>(
  route: R,
  ...[options]: [BodyOf<R>] extends [never] ? [RequestOptions<R>?] : [RequestOptions<R>]
): Promise<ResponseOf<R>> {
  const [method, path] = route.split(' ') as [string, string];
  const config: AxiosRequestConfig = {
    method,
    url: routeUrl(path, options?.params as Record<string, string> | undefined),
    params: options?.query,
    data: options?.body,
    signal: options?.signal,
    headers: options?.headers,
  };
  // On a server that renders pages, the API answers in process.
  const transport = serverTransport();
  if (transport)
    Object.assign(config, {
      adapter: 'fetch',
      baseURL: `${transport.origin}/api`,
      env: { fetch: transport.fetch },
    } satisfies AxiosRequestConfig);
  const { data } = await (await apiClient()).request<ResponseOf<R>>(config);
  return data;
}

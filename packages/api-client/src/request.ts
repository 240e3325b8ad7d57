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
  // On a server that renders pages, the data layer answers: no HTTP. A refusal fails the call as the
  // HTTP answer would (hasStatus reads its status), so callers treat both alike.
  const transport = serverTransport();
  if (transport) {
    const answer = await transport.read(route, {
      params: options?.params as Record<string, string> | undefined,
      query: options?.query as Record<string, unknown> | undefined,
    });
    if (answer.status < 400) return answer.data as ResponseOf<R>;
    throw new ServerReadRefusal(method, config.url ?? path, answer.status, answer.data);
  }
  const { data } = await (await apiClient()).request<ResponseOf<R>>(config);
  return data;
}

/** A read the data layer refused on the server, shaped as axios's error for a refusal (isAxiosError,
 * `config`, `response.status`, `response.data`) without loading axios: `hasStatus`, the error bodies
 * and the server's log line read it. */
class ServerReadRefusal extends Error {
  readonly isAxiosError = true;
  readonly config: { method: string; url: string };
  readonly response: { status: number; data: unknown };
  constructor(method: string, url: string, status: number, data: unknown) {
    super(`Request failed with status code ${status}`);
    this.name = 'ServerReadRefusal';
    this.config = { method: method.toLowerCase(), url };
    this.response = { status, data };
  }
}

/**
 * The one way front-end tests fake HTTP: an MSW server (node interceptors, so the real axios
 * client, its interceptors and its XHR adapter run) answering routes of the route table derived from the
 * API's types (../routes.ts).
 * `vitest.setup.ts` starts it for every front-end workspace; a request no test expected fails.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { ErrorBody } from '@manzil/contract';
import type { ApiRoute, BodyOf, ResponseOf } from '../routes';

export const server = setupServer();

const intercepted: string[] = [];
server.events.on('request:start', ({ request }) => void intercepted.push(request.url));
/** The URL of every request the page sent since the test started, /api or not, answered or not. */
export const interceptedUrls = (): readonly string[] => intercepted;

/** A refusal or failure: an error status with a body, or no answer at all (status 0). */
export class ApiFailure<R extends ApiRoute = ApiRoute> {
  constructor(
    readonly status: number,
    readonly body?: ErrorBody | Partial<ResponseOf<R>>,
  ) {}
}

/** An error answer, `{ msg }` by default as the API sends it. */
export const fail = <R extends ApiRoute = ApiRoute>(
  status: number,
  body: ErrorBody | Partial<ResponseOf<R>> = { msg: 'Server error' },
): ApiFailure<R> => new ApiFailure<R>(status, body);

/** A request that never reaches a server (network down). */
export const networkFailure = (): ApiFailure => new ApiFailure(0);

export type Answer<R extends ApiRoute> = ResponseOf<R> | ApiFailure<R>;

export interface RecordedRequest {
  route: ApiRoute;
  method: string;
  /** Path after /api, with the query string. */
  url: string;
  headers: Headers;
  /** Parsed JSON, a FormData, or undefined. */
  body: unknown;
}

const recorded: RecordedRequest[] = [];
/** Every request answered by `handle`d routes since the test started, oldest first. */
export const apiRequests = (): readonly RecordedRequest[] => recorded;
/** The requests one route answered, oldest first. */
export const requestsTo = (route: ApiRoute): RecordedRequest[] => recorded.filter((r) => r.route === route);
export const clearApiRequests = (): void => {
  recorded.length = 0;
  intercepted.length = 0;
};

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text === '' ? undefined : text;
}

export interface HandlerInfo<R extends ApiRoute> {
  request: Request;
  params: Record<string, string>;
  /** The request body (JSON parsed, or the multipart FormData). */
  body: BodyOf<R>;
}

type Resolver<R extends ApiRoute> = (info: HandlerInfo<R>) => Answer<R> | Promise<Answer<R>>;

/**
 * A handler for one route of the table (`once`: answers one request, then the earlier handlers do). The
 * answer is typed by what the API's route answers, so a route or field renamed in the API fails the
 * type-check of every test that fakes it.
 */
export function handle<R extends ApiRoute>(
  route: R,
  answer: Answer<R> | Resolver<R>,
  options: { once?: boolean } = {},
) {
  const [method, path] = route.split(' ') as [string, string];
  const route_ = http[method.toLowerCase() as 'get' | 'post' | 'delete'];
  return route_(
    `/api${path}`,
    async ({ request, params }) => {
      const body = (await readBody(request.clone())) as BodyOf<R>;
      const url = new URL(request.url);
      recorded.push({
        route,
        method,
        url: url.pathname.replace(/^\/api/, '') + url.search,
        headers: request.headers,
        body,
      });
      const result =
        typeof answer === 'function'
          ? await (answer as Resolver<R>)({ request, params: params as Record<string, string>, body })
          : answer;
      if (result instanceof ApiFailure) {
        if (result.status === 0) return HttpResponse.error();
        return HttpResponse.json((result.body ?? null) as JsonBodyType, { status: result.status });
      }
      return HttpResponse.json(result as JsonBodyType);
    },
    options,
  );
}

/** Installs handlers for this test; a later one (here or in a later call) wins over an earlier one. */
export const serve = (...handlers: ReturnType<typeof handle>[]): void =>
  server.use(...[...handlers].reverse());

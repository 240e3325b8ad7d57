/**
 * The /api route table, derived from the API's own types (`ApiSchema`, Hono's schema of the chained
 * router in api/src/app.ts, read through api/src/api-types.ts): nothing here names a route or a field.
 * The typed calls (`request.ts`, and the calls built on it here and in the apps' features) and the test
 * server's handlers (`testing/`) are checked against it, so a route renamed or dropped in `api/`, or a
 * field of what it takes or answers, fails the type-check of the client and of every app and test that
 * uses it.
 */
import type { ApiSchema } from 'api/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';

type Path = keyof ApiSchema & string;
/** `$get` → `GET` (distributes over a union of methods). */
type Verb<M> = M extends `$${infer V}` ? Uppercase<V> : never;

/** `METHOD /path` of every /api route (relative to `/api`, parameters as `:name`). */
export type ApiRoute = { [P in Path]: `${Verb<keyof ApiSchema[P]>} ${P}` }[Path];

/** The route's schema entry: one member per answer the handler may give (status, output). */
type EndpointOf<R extends ApiRoute> = R extends `${infer M} ${infer P extends Path}`
  ? ApiSchema[P][`$${Lowercase<M>}` & keyof ApiSchema[P]]
  : never;
type InputOf<R extends ApiRoute> = EndpointOf<R> extends { input: infer I } ? I : never;

/**
 * The answer of a 2xx. Hono types each `c.json(x, status)` as JSON parses it (`JSONParsed`: no
 * functions or undefined, a Date becomes a string); `c.json(x)` without a status may be any, and counts
 * as a success; refusals (`c.json({ msg }, 404)`, a validator's 400) are left out: a call throws on them.
 */
type Success<E> = E extends { output: infer O; status: infer S }
  ? [Extract<S, SuccessStatusCode>] extends [never]
    ? never
    : O
  : never;
export type ResponseOf<R extends ApiRoute> = Success<EndpointOf<R>>;

/** What a call sends: the JSON its validator reads (zod's input type), a FormData for a multipart form,
 * nothing for a route that reads no body. */
export type BodyOf<R extends ApiRoute> = 'form' extends keyof InputOf<R>
  ? FormData
  : 'json' extends keyof InputOf<R>
    ? NonNullable<InputOf<R>['json']>
    : never;

/** The query a route validates (its keys, and the values of enumerations), or any text query for a
 * route that reads its URL itself (the search's). */
export type QueryOf<R extends ApiRoute> = 'query' extends keyof InputOf<R>
  ? NonNullable<InputOf<R>['query']>
  : Record<string, string>;

/** The whole table at a glance (an editor's hover shows each route's body, query and answer). */
export type ApiRoutes = { [R in ApiRoute]: { body: BodyOf<R>; query: QueryOf<R>; response: ResponseOf<R> } };

/**
 * Every request, seen from outside: a request id (the caller's `X-Request-Id` when it is a short token
 * of safe characters, else a new one; sent back on the answer and on the render's in-process calls),
 * the request counted and timed by route pattern (lib/metrics.ts), and one log line when a log is given.
 * The log line names the route pattern, never the path or query: those carry reset and alert tokens,
 * and a visitor's path must not decide how long our lines are.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { countPageCache, httpDuration, httpRequests } from '../lib/metrics';
import { IN_PROCESS_ENV } from './csrf';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The pattern a handler answered for, when the router's own does not say it (a page: its pattern). */
export const ROUTE = 'route' as never;
/** What went wrong, in a line, when the request ended in the app's error handler (500). */
export const FAILURE = 'failure' as never;
const MAX_FAILURE_LENGTH = 200;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface RequestLogLine {
  reqId: string;
  method: string;
  route: string;
  status: number;
  /** Until the answer's headers (a streamed page's body may follow). */
  ms: number;
  /** How the page cache answered (X-Page-Cache), for a page. */
  cache?: string;
  /** A call the page renderer made in process. */
  internal?: true;
  /** An unexpected error's first line, cut to 200 characters. */
  err?: string;
}
export type RequestLog = (line: RequestLogLine) => void;

const requestIds = new AsyncLocalStorage<string>();
/** The id of the request being answered, where its async context reaches. */
export const currentRequestId = (): string | undefined => requestIds.getStore();

export const routeOf = (c: Context): string => (c.get(ROUTE) as string | undefined) ?? routePath(c);

export function observe({ log }: { log?: RequestLog } = {}): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header(REQUEST_ID_HEADER);
    const reqId = given && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    await requestIds.run(reqId, next);
    const seconds = (performance.now() - started) / 1000;
    const internal = c.env === IN_PROCESS_ENV;
    const route = routeOf(c);
    const method = METHODS.has(c.req.method) ? c.req.method : 'other';
    const status = c.res.status;
    const cache = c.res.headers.get('X-Page-Cache') ?? undefined;
    const failure = c.get(FAILURE) as string | undefined;
    try {
      c.res.headers.set(REQUEST_ID_HEADER, reqId);
    } catch {
      // An answer with immutable headers (none of ours today) goes without the id.
    }
    // The renderer's own calls are part of the page's request: logged under its id, not counted twice.
    if (!internal) {
      httpRequests.inc({ method, route, status: String(status) });
      httpDuration.observe({ route }, seconds);
      countPageCache(cache ?? null);
    }
    log?.({
      reqId,
      method,
      route,
      status,
      ms: Math.round(seconds * 10_000) / 10,
      ...(cache ? { cache } : {}),
      ...(internal ? { internal: true } : {}),
      ...(failure ? { err: failure.split('\n', 1)[0]!.slice(0, MAX_FAILURE_LENGTH) } : {}),
    });
  };
}

/**
 * The one axios instance of every app (docs/architecture.md, "The API client"): baseURL `/api`, JSON, the
 * anti-forgery cookie/header pair sent to same-origin requests only, no timeout, 2xx is success.
 */
import type { AxiosError, AxiosInstance } from 'axios';
import { API_CLIENT_CONFIG, CSRF_REFUSAL_MSG, type ErrorBody } from '@manzil/contract';

let client: Promise<AxiosInstance> | undefined;
let made: AxiosInstance | undefined;
const setups: ((client: AxiosInstance) => void)[] = [];

/**
 * The one axios instance, loaded with the first call rather than with the page: a server-rendered
 * page carries its data, so most page loads never call the API, and axios (~20 KB gzip) stays out of
 * the code every page waits for.
 */
export function apiClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(
    ({ default: axios }) => {
      const instance = axios.create(API_CLIENT_CONFIG);
      instance.interceptors.response.use(undefined, (error: unknown) => resendRefusedWrite(instance, error));
      for (const setup of setups) setup(instance);
      made = instance;
      return instance;
    },
    (error: unknown) => {
      // A failed download is not remembered: the next call (a Retry) loads it again.
      client = undefined;
      throw error;
    },
  );
  return client;
}

/** An app's own interceptors (the admin session's), installed on the one client when it is made. */
export function configureApiClient(setup: (client: AxiosInstance) => void): void {
  if (made) setup(made);
  else setups.push(setup);
}

/** What axios.isAxiosError checks, without loading axios to ask it. */
export const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/**
 * Pages may be cached by a CDN, so they set no cookie: a visitor whose first call is a write (the
 * contact form on a page that loaded no remote) has no XSRF-TOKEN yet. The server refuses that write
 * and sets the cookie with the refusal; the write is sent again, once, now with the token.
 */
async function resendRefusedWrite(instance: AxiosInstance, error: unknown) {
  if (!isAxiosError(error) || !error.config || error.response?.status !== 403) throw error;
  const config = error.config as typeof error.config & { xsrfRetried?: boolean };
  if (config.xsrfRetried || (error.response.data as Partial<ErrorBody> | undefined)?.msg !== CSRF_REFUSAL_MSG)
    throw error;
  config.xsrfRetried = true;
  return instance.request(config);
}

/** True when the server answered with one of the given statuses (e.g. 404 for "no such record"). */
export function hasStatus(error: unknown, ...statuses: number[]): boolean {
  return isAxiosError(error) && error.response !== undefined && statuses.includes(error.response.status);
}

/** True when the server answered (a 4xx/5xx), false for a network failure or a bug. */
export const serverAnswered = (error: unknown): boolean =>
  isAxiosError(error) && error.response !== undefined;

/** The body of the server's answer to a failed call, if it sent one. */
export const errorResponseBody = (error: unknown): unknown =>
  isAxiosError(error) ? error.response?.data : undefined;

/** The server's `{ msg }` of a refused request, if it sent a non-empty one. */
export function serverMessage(error: unknown): string | undefined {
  const body = errorResponseBody(error);
  if (typeof body !== 'object' || body === null) return undefined;
  const msg = (body as Partial<ErrorBody>).msg;
  return typeof msg === 'string' && msg.trim() ? msg : undefined;
}

/** An aborted request (a component unmounted or a query was cancelled), not a failure to show. */
export const isCancelled = (error: unknown): boolean => isAxiosError(error) && error.code === 'ERR_CANCELED';

/** The first line of an error's message (stacks and runtime details stay out of a log line). */
const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n', 1)[0]!.slice(0, 200);

/**
 * A failed call in one line for a server's log: the call (method and path, without its query), the
 * status and the API's message; never the request's configuration or a stack. The path is quoted and
 * cut, since its parameters come from the page a visitor asked for.
 */
export function describeFailure(error: unknown): string {
  if (!isAxiosError(error)) return firstLine(error);
  const method = (error.config?.method ?? 'get').toUpperCase();
  const path = (error.config?.url ?? '').split('?', 1)[0]!.slice(0, 100);
  const status = error.response?.status ?? error.code ?? 'no answer';
  const reason = serverMessage(error) ?? firstLine(error);
  return `${method} ${JSON.stringify(`/api${path}`)} ${status}: ${reason.slice(0, 200)}`;
}

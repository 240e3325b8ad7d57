/**
 * Answers the real axios client's calls in tests (interceptors included) from a table of routes,
 * so the token header, the 401 handling and the components run as in the browser.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../shared/api/client';

export type FakeAnswer = { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>;
export type FakeRoute = (config: InternalAxiosRequestConfig) => FakeAnswer;

export interface FakeServer {
  calls: { method: string; url: string; token: string | null; data: unknown }[];
  restore(): void;
}

export function fakeServer(routes: Record<string, FakeRoute>): FakeServer {
  const original = apiClient.defaults.adapter;
  const calls: FakeServer['calls'] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const headers = AxiosHeaders.from(config.headers);
    calls.push({
      method,
      url,
      token: (headers.get('x-auth-token') as string | undefined) ?? null,
      data: config.data,
    });
    const route = routes[`${method} ${url}`];
    const answer = route ? await route(config) : { status: 404, data: { msg: 'Not found' } };
    const response = { status: answer.status, statusText: '', data: answer.data ?? {}, headers: {}, config };
    if (answer.status < 200 || answer.status >= 300) {
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        'ERR_BAD_REQUEST',
        config,
        {},
        response,
      );
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return { calls, restore: () => void (apiClient.defaults.adapter = original) };
}

/** The panel's reads answered empty, for tests about something else. */
export const emptyPanelRoutes: Record<string, FakeRoute> = {
  'GET /admin/dashboard': () => ({
    status: 200,
    data: { ok: true, admin: { username: 'admin', email: 'a@b.ae' } },
  }),
  'GET /admin/fetch-city-data': () => ({ status: 200, data: [] }),
  'GET /admin/fetch-nested-area-data': () => ({ status: 200, data: { data: {} } }),
  'GET /admin/enquiries': () => ({ status: 200, data: { data: [] } }),
};

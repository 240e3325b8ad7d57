import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, isSessionExpired, SessionExpiredError, setSessionExpiredHandler } from './client';

/** Answers every call of the real client (its interceptors included) with `status`, recording the request. */
function answerWith(status: number, data: unknown = {}): InternalAxiosRequestConfig[] {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { status, statusText: '', data, headers: {}, config };
    if (config.validateStatus && !config.validateStatus(status)) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return seen;
}

describe('apiClient', () => {
  const original = apiClient.defaults.adapter;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    apiClient.defaults.adapter = original;
  });

  it('uses the contract configuration (/api, JSON, XSRF cookie and header)', () => {
    expect(apiClient.defaults.baseURL).toBe('/api');
    expect(apiClient.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(apiClient.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    expect(apiClient.defaults.timeout).toBe(0);
  });

  it('sends the stored token in x-auth-token on every call', async () => {
    const seen = answerWith(200);
    localStorage.setItem('token', 'abc.def.ghi');
    await apiClient.get('/admin/fetch-nested-area-data');
    await apiClient.post('/admin/update-city', new FormData());
    expect(seen.map((c) => AxiosHeaders.from(c.headers).get('x-auth-token'))).toEqual([
      'abc.def.ghi',
      'abc.def.ghi',
    ]);
  });

  it('sends no token header when none is stored', async () => {
    const seen = answerWith(200);
    await apiClient.post('/admin/login', { username: 'a', password: 'b' });
    expect(AxiosHeaders.from(seen[0]!.headers).has('x-auth-token')).toBe(false);
  });

  it('on a 401 to a call with a token: removes it, calls the handler, rejects with SessionExpiredError', async () => {
    answerWith(401, { msg: 'Invalid or expired token' });
    localStorage.setItem('token', 'expired');
    const handler = vi.fn();
    const unregister = setSessionExpiredHandler(handler);
    const failure = await apiClient.post('/admin/update-city', {}).catch((e: unknown) => e);
    unregister();
    expect(failure).toBeInstanceOf(SessionExpiredError);
    expect(isSessionExpired(failure)).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('leaves a 401 without a token (a failed login) and other errors to the caller', async () => {
    const handler = vi.fn();
    const unregister = setSessionExpiredHandler(handler);
    answerWith(401, { msg: 'Invalid username or password' });
    const loginFailure = await apiClient.post('/admin/login', {}).catch((e: unknown) => e);
    localStorage.setItem('token', 'valid');
    answerWith(400, { msg: 'bad' });
    const badRequest = await apiClient.post('/admin/add-property', {}).catch((e: unknown) => e);
    unregister();
    expect(isSessionExpired(loginFailure)).toBe(false);
    expect(isSessionExpired(badRequest)).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('valid');
  });
});

import { fail, handle, requestsTo, serve } from '@manzil/api-client/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, isSessionExpired, SessionExpiredError, setSessionExpiredHandler } from './client';

describe('apiClient', () => {
  beforeEach(() => localStorage.clear());

  it('uses the contract configuration (/api, JSON, XSRF cookie and header)', async () => {
    expect((await apiClient()).defaults.baseURL).toBe('/api');
    expect((await apiClient()).defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect((await apiClient()).defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    expect((await apiClient()).defaults.timeout).toBe(0);
  });

  it('sends the stored token in x-auth-token on every call', async () => {
    serve(
      handle('GET /admin/fetch-nested-area-data', { data: {} }),
      handle('POST /admin/update-city', { data: { _id: 'e', name: 'Dubai', image: '', text: '' } }),
    );
    localStorage.setItem('token', 'abc.def.ghi');
    await (await apiClient()).get('/admin/fetch-nested-area-data');
    await (await apiClient()).post('/admin/update-city', new FormData());
    const seen = [
      ...requestsTo('GET /admin/fetch-nested-area-data'),
      ...requestsTo('POST /admin/update-city'),
    ];
    expect(seen.map((r) => r.headers.get('x-auth-token'))).toEqual(['abc.def.ghi', 'abc.def.ghi']);
  });

  it('sends no token header when none is stored', async () => {
    serve(handle('POST /admin/login', { token: 't' }));
    await (await apiClient()).post('/admin/login', { username: 'a', password: 'b' });
    expect(requestsTo('POST /admin/login')[0]!.headers.has('x-auth-token')).toBe(false);
  });

  it('on a 401 to a call with a token: removes it, calls the handler, rejects with SessionExpiredError', async () => {
    serve(handle('POST /admin/update-city', fail(401, { msg: 'Invalid or expired token' })));
    localStorage.setItem('token', 'expired');
    const handler = vi.fn();
    const unregister = setSessionExpiredHandler(handler);
    const failure = await (await apiClient()).post('/admin/update-city', {}).catch((e: unknown) => e);
    unregister();
    expect(failure).toBeInstanceOf(SessionExpiredError);
    expect(isSessionExpired(failure)).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('leaves a 401 without a token (a failed login) and other errors to the caller', async () => {
    const handler = vi.fn();
    const unregister = setSessionExpiredHandler(handler);
    serve(handle('POST /admin/login', fail(401, { msg: 'Invalid username or password' })));
    const loginFailure = await (await apiClient()).post('/admin/login', {}).catch((e: unknown) => e);
    localStorage.setItem('token', 'valid');
    serve(handle('POST /admin/add-property', fail(400, { msg: 'bad' })));
    const badRequest = await (await apiClient()).post('/admin/add-property', {}).catch((e: unknown) => e);
    unregister();
    expect(isSessionExpired(loginFailure)).toBe(false);
    expect(isSessionExpired(badRequest)).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('valid');
  });
});

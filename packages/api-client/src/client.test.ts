import { ALERT_TEXTS, API_CLIENT_CONFIG, DEFAULT_SEARCH } from '@manzil/contract';
import {
  apiClient,
  describeFailure,
  hasStatus,
  isAxiosError,
  isCancelled,
  serverAnswered,
  serverMessage,
} from './client';
import {
  fetchAreaData,
  fetchCityAreas,
  fetchPropertyBySlug,
  postAlertSignup,
  postEnquiry,
  searchPage,
  searchProperties,
} from './endpoints';
import { apiRequests, fail, handle, networkFailure, serve } from './testing';

describe('the one client', () => {
  it('is configured as docs/architecture.md, "The API client", says', async () => {
    expect((await apiClient()).defaults.baseURL).toBe('/api');
    expect((await apiClient()).defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect((await apiClient()).defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    // undefined: axios sends the XSRF header to same-origin requests only.
    expect((await apiClient()).defaults.withXSRFToken).toBeUndefined();
    expect((await apiClient()).defaults.timeout).toBe(0);
    expect((await apiClient()).defaults.validateStatus).toBe(API_CLIENT_CONFIG.validateStatus);
  });

  it("sends the page's language with an enquiry and an alert sign-up (English unless told)", async () => {
    serve(
      handle('POST /enquiries', { data: { _id: 'e1' } }),
      handle('POST /alerts', { msg: ALERT_TEXTS.sent }),
    );
    await postEnquiry({ kind: 'contact', name: 'A', email: 'a@b.ae', phone: '0501234567' }, 'ar');
    await postEnquiry({ kind: 'contact', name: 'A', email: 'a@b.ae', phone: '0501234567' });
    await postAlertSignup({ email: 'a@b.ae', consent: 'yes', search: 'purpose=Rent' }, 'ar');
    expect(apiRequests().map((r) => (r.body as { locale?: string }).locale)).toEqual(['ar', undefined, 'ar']);
  });

  it('echoes the XSRF cookie in the header of a same-origin write', async () => {
    document.cookie = 'XSRF-TOKEN=abc.def';
    serve(handle('POST /enquiries', { data: { _id: 'e1' } }));
    await postEnquiry({ kind: 'contact', name: 'A', email: 'a@b.ae', phone: '0501234567' });
    expect(apiRequests()[0]?.headers.get('x-xsrf-token')).toBe('abc.def');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('a write refused for want of the XSRF cookie is sent again once, with the cookie the refusal set', async () => {
    let calls = 0;
    serve(
      handle('POST /enquiries', () => {
        calls += 1;
        if (calls > 1) return { data: { _id: 'e1' } };
        // What the Set-Cookie of the refusal does in a browser.
        document.cookie = 'XSRF-TOKEN=fresh.token';
        return fail(403, { msg: 'Invalid or missing CSRF token' });
      }),
    );
    await postEnquiry({ kind: 'contact', name: 'A', email: 'a@b.ae', phone: '0501234567' });
    expect(apiRequests()).toHaveLength(2);
    expect(apiRequests()[0]?.headers.get('x-xsrf-token')).toBeNull();
    expect(apiRequests()[1]?.headers.get('x-xsrf-token')).toBe('fresh.token');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('a refusal that keeps coming, or another 403, is not sent again', async () => {
    serve(handle('POST /enquiries', fail(403, { msg: 'Invalid or missing CSRF token' })));
    await expect(
      postEnquiry({ kind: 'contact', name: 'A', email: 'a@b.ae', phone: '0501234567' }),
    ).rejects.toThrow();
    expect(apiRequests()).toHaveLength(2);
    serve(handle('POST /enquiries', fail(403, { msg: 'Forbidden' })));
    await expect(
      postEnquiry({ kind: 'contact', name: 'A', email: 'a@b.ae', phone: '0501234567' }),
    ).rejects.toThrow();
    expect(apiRequests()).toHaveLength(3);
  });

  it('encodes path parameters and sends the query', async () => {
    serve(
      handle('GET /admin/properties/:city/:area', ({ params }) => ({
        name: `${params.city}|${params.area}`,
        discription: '',
        neighbourhood: [],
        feature: [],
        pdf: '',
        floorplan: [],
        images: [],
      })),
      handle('GET /admin/fetch-city-data', ({ request }) => [
        {
          _id: '1',
          name: new URL(request.url).searchParams.get('city') ?? '',
          discription: '',
          imageURL: '',
        },
      ]),
    );
    expect((await fetchAreaData('Abu Dhabi', 'a/b'))?.name).toBe('Abu Dhabi|a/b');
    expect(apiRequests()[0]?.url).toBe('/admin/properties/Abu%20Dhabi/a%2Fb');
    expect((await fetchCityAreas('AbuDhabi'))?.[0]?.name).toBe('AbuDhabi');
  });

  it('answers null for the 404 of a missing record, and throws other failures', async () => {
    serve(handle('GET /properties/by-slug/:slug', fail(404, { msg: 'Property not found' })));
    await expect(fetchPropertyBySlug('gone')).resolves.toBeNull();
    serve(handle('GET /properties/by-slug/:slug', fail(500)));
    await expect(fetchPropertyBySlug('gone')).rejects.toSatisfy((e) => hasStatus(e, 500));
  });

  it('describes a failed call in one line for a server log: route, status, reason; no config, no stack', async () => {
    serve(handle('GET /properties/by-slug/:slug', fail(500, { msg: 'Something went wrong' })));
    const slug = `${'a/'.repeat(160)}\n[api] forged line`;
    const error = await fetchPropertyBySlug(slug).catch((e: unknown) => e);
    const line = describeFailure(error);
    expect(line).toMatch(/^GET "\/api\/properties\/by-slug\/a%2Fa%2F.*" 500: Something went wrong$/);
    expect(line).not.toContain('\n');
    expect(line.length).toBeLessThan(200);
    expect(line).not.toMatch(/transformRequest|xsrfCookieName|headers|\bat /);
    serve(handle('GET /properties/by-slug/:slug', networkFailure()));
    expect(describeFailure(await fetchPropertyBySlug('x').catch((e: unknown) => e))).toMatch(
      /^GET "\/api\/properties\/by-slug\/x" ERR_NETWORK: /,
    );
  });

  it('tells a server refusal from a network failure, and reads its message', async () => {
    serve(handle('POST /search/result', fail(400, { msg: 'purpose: must be Buy or Rent' })));
    const criteria = { purpose: 'Buy', location: 'Location', residential: '', beds: '', price: '' } as const;
    const refused = await searchProperties(criteria).catch((e: unknown) => e);
    expect(serverAnswered(refused)).toBe(true);
    expect(serverMessage(refused)).toBe('purpose: must be Buy or Rent');
    // The default location label means "any".
    expect(apiRequests()[0]?.body).toMatchObject({ location: '' });

    serve(handle('POST /search/result', networkFailure()));
    const down = await searchProperties(criteria).catch((e: unknown) => e);
    expect(serverAnswered(down)).toBe(false);
    expect(serverMessage(down)).toBeUndefined();
  });

  it('GET /search carries the search as its URL query (defaults left out) and the limit', async () => {
    serve(handle('GET /search', { items: [], total: 0, page: 2, pageSize: 3 }));
    const answer = await searchPage(
      { ...DEFAULT_SEARCH, purpose: 'Rent', minPrice: 5000, sort: 'newest', page: 2 },
      3,
    );
    expect(answer).toEqual({ items: [], total: 0, page: 2, pageSize: 3 });
    expect(apiRequests()[0]?.url).toBe('/search?purpose=Rent&minPrice=5000&sort=newest&page=2&limit=3');
    serve(handle('GET /search', fail(400, { msg: 'sort: not one of newest' })));
    expect(serverMessage(await searchPage(DEFAULT_SEARCH).catch((e: unknown) => e))).toBe(
      'sort: not one of newest',
    );
  });

  it('tells an aborted call from a failed one (axios itself loads only with the first call)', async () => {
    serve(handle('POST /search/result', networkFailure()));
    const criteria = { purpose: 'Buy', location: '', residential: '', beds: '', price: '' } as const;
    const down = await searchProperties(criteria).catch((e: unknown) => e);
    expect(isAxiosError(down) && isCancelled(down)).toBe(false);
    const controller = new AbortController();
    controller.abort();
    const aborted = await (
      await apiClient()
    )
      .get('/homepage/cities', { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(isAxiosError(aborted)).toBe(true);
    expect(isCancelled(aborted)).toBe(true);
    expect(isCancelled(new Error('canceled'))).toBe(false);
  });

  it('fails a test that sends a request no handler expects', async () => {
    await expect((await apiClient()).get('/not-faked')).rejects.toThrow();
  });
});

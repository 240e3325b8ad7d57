// @vitest-environment node
/** On a server that renders pages, every call is a read of the host's data layer: no HTTP at all. */
import { DEFAULT_SEARCH, type ServerReadOptions } from '@manzil/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeFailure, hasStatus, serverMessage } from './client';
import { fetchPropertyBySlug, searchPage } from './endpoints';
import { setServerTransport } from './ssr';

const reads: { route: string; options?: ServerReadOptions }[] = [];
const answer = (status: number, data: unknown) =>
  setServerTransport({
    read(route, options) {
      reads.push({ route, options });
      return Promise.resolve({ status, data });
    },
  });

afterEach(() => {
  reads.length = 0;
  vi.unstubAllGlobals();
});

describe('a call made while a page renders on the server', () => {
  it('is answered by the transport, by route name and parameters, and never goes over HTTP', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    answer(200, { slug: 'x y', house_name: 'Home' });
    expect(await fetchPropertyBySlug('x y')).toMatchObject({ house_name: 'Home' });
    expect(reads).toEqual([{ route: 'GET /properties/by-slug/:slug', options: { params: { slug: 'x y' } } }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a query as the HTTP call would', async () => {
    answer(200, { items: [], total: 0, page: 1, pageSize: 6 });
    await searchPage({ ...DEFAULT_SEARCH, purpose: 'Buy', minPrice: 1_000_000 }, 3);
    expect(reads[0]?.route).toBe('GET /search');
    expect(reads[0]?.options?.query).toMatchObject({ purpose: 'Buy', minPrice: '1000000', limit: '3' });
  });

  it('fails a refusal as the HTTP answer would: its status, its message, one line for the log', async () => {
    answer(404, { msg: 'Property not found' });
    expect(await fetchPropertyBySlug('gone')).toBeNull();
    answer(400, { msg: 'slug: too long' });
    const error = await fetchPropertyBySlug('a/b').catch((e: unknown) => e);
    expect(hasStatus(error, 400)).toBe(true);
    expect(serverMessage(error)).toBe('slug: too long');
    expect(describeFailure(error)).toBe('GET "/api/properties/by-slug/a%2Fb" 400: slug: too long');
  });
});

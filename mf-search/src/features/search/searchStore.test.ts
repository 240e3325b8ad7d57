import { act, renderHook, waitFor } from '@testing-library/react';
import { createQueryClient, QueryClientProvider } from '@manzil/api-client';
import { fail, handle, latch, networkFailure, requestsTo, serve } from '@manzil/api-client/testing';
import { DEFAULT_SEARCH, type Property } from '@manzil/contract';
import { createElement, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { DEFAULT_CRITERIA } from './criteria';
import {
  createSearchStore,
  searchFromQuery,
  SearchStoreContext,
  URL_SEARCH_RUN,
  type SearchState,
  type SearchStore,
} from './searchStore';
import { makeProperty } from '../../test/testData';
import { useSearchResults } from './useSearchResults';

const page = (items: Property[]) => ({ items, total: items.length, page: 1, pageSize: 12 });
const answerSearch = (results: Property[]) => serve(handle('GET /search', page(results)));

/** The search state as the panel sees it: the store's criteria and the results of the last search. */
let state: () => ReturnType<typeof useSearchResults> & SearchState;
let store: SearchStore;

beforeEach(() => {
  store = createSearchStore();
  vi.restoreAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const client = createQueryClient('test');
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client },
      createElement(SearchStoreContext, { value: store }, children),
    );
  const view = renderHook(() => ({ ...useStore(store), ...useSearchResults() }), { wrapper });
  state = () => view.result.current;
});

const search = (criteria?: Parameters<SearchState['search']>[0]) =>
  act(() => store.getState().search(criteria));

describe('search store', () => {
  it('starts with the spec defaults and no search', () => {
    const s = state();
    expect(s.criteria).toEqual(DEFAULT_SEARCH);
    expect(s.criteria).toMatchObject({
      purpose: 'Buy',
      location: '',
      residential: 'Residential',
      beds: 'Beds',
      price: 'Price',
    });
    expect(s.status).toBe('idle');
    expect(s.results).toEqual([]);
    expect(s.loading).toBe(false);
    expect(s.error).toBeNull();
  });

  it('resets the price range and typed prices when the purpose changes, and only then', () => {
    const s = store.getState();
    s.setCriterion('price', 'AED 1M-2M');
    s.setCriterion('beds', '2');
    s.patchCriteria({ minPrice: 1_000_000, maxPrice: 2_000_000, minBaths: 2 });
    store.getState().setPurpose('Buy');
    expect(store.getState().criteria.price).toBe('AED 1M-2M');
    store.getState().setPurpose('Rent');
    expect(store.getState().criteria).toMatchObject({
      purpose: 'Rent',
      price: 'Price',
      beds: '2',
      minPrice: undefined,
      maxPrice: undefined,
      minBaths: 2,
    });
  });

  it('asks for the search as its URL query and stores the results', async () => {
    const results = [makeProperty()];
    answerSearch(results);
    const criteria = { ...DEFAULT_CRITERIA, location: 'Dubai Marina', beds: '2', price: 'AED 1M-2M' };
    search(criteria);
    expect(state()).toMatchObject({ loading: true, status: 'loading', error: null });
    await waitFor(() => expect(state().status).toBe('success'));
    expect(requestsTo('GET /search').map((r) => r.url)).toEqual([
      '/search?purpose=Buy&location=Dubai+Marina&beds=2&price=AED+1M-2M',
    ]);
    expect(state()).toMatchObject({
      loading: false,
      status: 'success',
      results,
      searched: criteria,
    });
  });

  it('stores the server message when the call fails', async () => {
    serve(handle('GET /search', fail(500, { msg: 'Search is unavailable' })));
    search();
    await waitFor(() => expect(state().status).toBe('error'));
    expect(state()).toMatchObject({
      loading: false,
      status: 'error',
      error: 'Search is unavailable',
      results: [],
    });
  });

  it("stores the client's message when there is no server message", async () => {
    serve(handle('GET /search', networkFailure()));
    search();
    await waitFor(() => expect(state().status).toBe('error'));
    expect(state().error).toBe('Network Error');
  });

  it('treats a body that is not a list as a failure', async () => {
    // Not a body the contract allows: what a faulty proxy could send.
    serve(handle('GET /search', '<html>' as unknown as ReturnType<typeof page>));
    search();
    await waitFor(() => expect(state().status).toBe('error'));
    expect(state()).toMatchObject({
      status: 'error',
      error: 'The server sent an unexpected answer.',
    });
  });

  it('runs the search that failed again, not the criteria edited since', async () => {
    let calls = 0;
    serve(
      handle('GET /search', () =>
        ++calls === 1 ? fail(500, { msg: 'Search is unavailable' }) : page([makeProperty()]),
      ),
    );
    const failed = { ...DEFAULT_CRITERIA, purpose: 'Rent' as const };
    search(failed);
    await waitFor(() => expect(state().status).toBe('error'));
    act(() => store.getState().setCriterion('beds', '3'));
    act(() => store.getState().retry());
    await waitFor(() => expect(state().status).toBe('success'));
    expect(state()).toMatchObject({ searched: failed, requestId: 2 });
    expect(requestsTo('GET /search')).toHaveLength(2);
    const again = new URLSearchParams(requestsTo('GET /search')[1]!.url.split('?')[1]);
    expect([again.get('purpose'), again.get('beds')]).toEqual(['Rent', null]);
  });

  it('ignores the late answer of an older search', async () => {
    const [firstAnswered, answerFirst] = latch();
    serve(
      handle('GET /search', async ({ request }) => {
        if (new URL(request.url).searchParams.get('purpose') === 'Rent')
          return page([makeProperty({ _id: 'new', house_name: 'Newer' })]);
        await firstAnswered;
        return page([makeProperty({ _id: 'old', house_name: 'Older' })]);
      }),
    );
    search();
    await waitFor(() => expect(requestsTo('GET /search')).toHaveLength(1));
    search({ ...DEFAULT_CRITERIA, purpose: 'Rent' });
    await waitFor(() => expect(state().status).toBe('success'));
    answerFirst();
    await new Promise((r) => setTimeout(r, 50));
    expect(state().results.map((p) => p.house_name)).toEqual(['Newer']);
  });

  it('starts from the search of a URL, as the run the server renders', () => {
    const initial = searchFromQuery('?purpose=Rent&location=Dubai+Marina&beds=2');
    const criteria = { ...DEFAULT_CRITERIA, purpose: 'Rent' as const, location: 'Dubai Marina', beds: '2' };
    expect(initial).toEqual({ criteria, searched: criteria, requestId: URL_SEARCH_RUN });
    expect(createSearchStore(initial).getState()).toMatchObject(initial);
    expect(searchFromQuery('')).toEqual({ criteria: DEFAULT_CRITERIA, searched: null, requestId: 0 });
    expect(searchFromQuery(new URLSearchParams('beds=2')).searched).toBeNull();
  });

  it('gives each store its own state', () => {
    const other = createSearchStore();
    act(() => other.getState().search({ ...DEFAULT_CRITERIA, purpose: 'Rent' }));
    expect(state()).toMatchObject({ searched: null, requestId: 0, status: 'idle' });
  });

  it('reset clears results and criteria', async () => {
    answerSearch([makeProperty()]);
    search({ ...DEFAULT_CRITERIA, purpose: 'Rent' });
    await waitFor(() => expect(state().status).toBe('success'));
    act(() => store.getState().reset());
    expect(state()).toMatchObject({
      status: 'idle',
      results: [],
      criteria: DEFAULT_CRITERIA,
    });
  });
});

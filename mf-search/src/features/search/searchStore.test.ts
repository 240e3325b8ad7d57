import { act, renderHook, waitFor } from '@testing-library/react';
import { createQueryClient, QueryClientProvider } from '@manzil/api-client';
import { fail, handle, latch, networkFailure, requestsTo, serve } from '@manzil/api-client/testing';
import type { Property } from '@manzil/contract';
import { createElement, type ReactNode } from 'react';
import { DEFAULT_CRITERIA } from './criteria';
import { useSearchStore } from './searchStore';
import { makeProperty } from './testData';
import { useSearchResults } from './useSearchResults';

const answerSearch = (results: Property[]) => serve(handle('POST /search/result', results));

/** The search state as the panel sees it: the store's criteria and the results of the last search. */
let state: () => ReturnType<typeof useSearchResults> & ReturnType<typeof useSearchStore.getState>;

beforeEach(() => {
  useSearchStore.getState().reset();
  vi.restoreAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const client = createQueryClient('test');
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  const view = renderHook(() => ({ ...useSearchStore(), ...useSearchResults() }), { wrapper });
  state = () => view.result.current;
});

const search = (criteria?: Parameters<ReturnType<typeof useSearchStore.getState>['search']>[0]) =>
  act(() => useSearchStore.getState().search(criteria));

describe('search store', () => {
  it('starts with the spec defaults and no search', () => {
    const s = state();
    expect(s.criteria).toEqual({
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

  it('resets the price range when the purpose changes, and only then', () => {
    const s = useSearchStore.getState();
    s.setCriterion('price', 'AED 1M-2M');
    s.setCriterion('beds', '2');
    useSearchStore.getState().setPurpose('Buy');
    expect(useSearchStore.getState().criteria.price).toBe('AED 1M-2M');
    useSearchStore.getState().setPurpose('Rent');
    expect(useSearchStore.getState().criteria).toMatchObject({ purpose: 'Rent', price: 'Price', beds: '2' });
  });

  it('posts the five criteria and stores the results', async () => {
    const results = [makeProperty()];
    answerSearch(results);
    const criteria = { ...DEFAULT_CRITERIA, location: 'Dubai Marina', beds: '2', price: 'AED 1M-2M' };
    search(criteria);
    expect(state()).toMatchObject({ loading: true, status: 'loading', error: null });
    await waitFor(() => expect(state().status).toBe('success'));
    expect(requestsTo('POST /search/result').map((r) => r.body)).toEqual([
      {
        purpose: 'Buy',
        location: 'Dubai Marina',
        residential: 'Residential',
        beds: '2',
        price: 'AED 1M-2M',
      },
    ]);
    expect(state()).toMatchObject({
      loading: false,
      status: 'success',
      results,
      searched: criteria,
    });
  });

  it('stores the server message when the call fails', async () => {
    serve(handle('POST /search/result', fail(500, { msg: 'Search is unavailable' })));
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
    serve(handle('POST /search/result', networkFailure()));
    search();
    await waitFor(() => expect(state().status).toBe('error'));
    expect(state().error).toBe('Network Error');
  });

  it('treats a body that is not a list as a failure', async () => {
    // Not a body the contract allows: what a faulty proxy could send.
    serve(handle('POST /search/result', '<html>' as unknown as Property[]));
    search();
    await waitFor(() => expect(state().status).toBe('error'));
    expect(state()).toMatchObject({
      status: 'error',
      error: 'The server sent an unexpected answer.',
    });
  });

  it('ignores the late answer of an older search', async () => {
    const [firstAnswered, answerFirst] = latch();
    serve(
      handle('POST /search/result', async ({ body }) => {
        if (body.purpose === 'Rent') return [makeProperty({ _id: 'new', house_name: 'Newer' })];
        await firstAnswered;
        return [makeProperty({ _id: 'old', house_name: 'Older' })];
      }),
    );
    search();
    await waitFor(() => expect(requestsTo('POST /search/result')).toHaveLength(1));
    search({ ...DEFAULT_CRITERIA, purpose: 'Rent' });
    await waitFor(() => expect(state().status).toBe('success'));
    answerFirst();
    await new Promise((r) => setTimeout(r, 50));
    expect(state().results.map((p) => p.house_name)).toEqual(['Newer']);
  });

  it('reset clears results and criteria', async () => {
    answerSearch([makeProperty()]);
    search({ ...DEFAULT_CRITERIA, purpose: 'Rent' });
    await waitFor(() => expect(state().status).toBe('success'));
    act(() => useSearchStore.getState().reset());
    expect(state()).toMatchObject({
      status: 'idle',
      results: [],
      criteria: DEFAULT_CRITERIA,
    });
  });
});

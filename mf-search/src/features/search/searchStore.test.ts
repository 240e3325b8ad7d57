import { AxiosError, AxiosHeaders } from 'axios';
import { DEFAULT_CRITERIA } from './criteria';
import { apiClient } from './searchApi';
import { useSearchStore } from './searchStore';
import { makeProperty } from './testData';

const ok = <T>(data: T) => ({
  data,
  status: 200,
  statusText: 'OK',
  headers: {},
  config: { headers: new AxiosHeaders() },
});

const serverError = (msg: string) =>
  new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE', undefined, undefined, {
    ...ok({ msg }),
    status: 500,
    statusText: 'Internal Server Error',
  });

beforeEach(() => {
  useSearchStore.getState().reset();
  vi.restoreAllMocks();
});

describe('search store', () => {
  it('starts with the spec defaults and no search', () => {
    const s = useSearchStore.getState();
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
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(ok(results));
    const criteria = { ...DEFAULT_CRITERIA, location: 'Dubai Marina', beds: '2', price: 'AED 1M-2M' };
    const pending = useSearchStore.getState().search(criteria);
    expect(useSearchStore.getState()).toMatchObject({ loading: true, status: 'loading', error: null });
    await pending;
    expect(post).toHaveBeenCalledWith('/search/result', {
      purpose: 'Buy',
      location: 'Dubai Marina',
      residential: 'Residential',
      beds: '2',
      price: 'AED 1M-2M',
    });
    expect(useSearchStore.getState()).toMatchObject({
      loading: false,
      status: 'success',
      results,
      searched: criteria,
    });
  });

  it('stores the server message when the call fails', async () => {
    vi.spyOn(apiClient, 'post').mockRejectedValue(serverError('Search is unavailable'));
    await useSearchStore.getState().search();
    expect(useSearchStore.getState()).toMatchObject({
      loading: false,
      status: 'error',
      error: 'Search is unavailable',
      results: [],
    });
  });

  it("stores the client's message when there is no server message", async () => {
    vi.spyOn(apiClient, 'post').mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    await useSearchStore.getState().search();
    expect(useSearchStore.getState().error).toBe('Network Error');
  });

  it('treats a body that is not a list as a failure', async () => {
    vi.spyOn(apiClient, 'post').mockResolvedValue(ok('<html>'));
    await useSearchStore.getState().search();
    expect(useSearchStore.getState()).toMatchObject({
      status: 'error',
      error: 'The server sent an unexpected answer.',
    });
  });

  it('ignores the late answer of an older search', async () => {
    let answerFirst: (v: unknown) => void = () => {};
    vi.spyOn(apiClient, 'post')
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(ok([makeProperty({ _id: 'new', house_name: 'Newer' })]));
    const first = useSearchStore.getState().search();
    await useSearchStore.getState().search({ ...DEFAULT_CRITERIA, purpose: 'Rent' });
    answerFirst(ok([makeProperty({ _id: 'old', house_name: 'Older' })]));
    await first;
    expect(useSearchStore.getState().results.map((p) => p.house_name)).toEqual(['Newer']);
  });

  it('reset clears results and criteria', async () => {
    vi.spyOn(apiClient, 'post').mockResolvedValue(ok([makeProperty()]));
    await useSearchStore.getState().search({ ...DEFAULT_CRITERIA, purpose: 'Rent' });
    useSearchStore.getState().reset();
    expect(useSearchStore.getState()).toMatchObject({
      status: 'idle',
      results: [],
      criteria: DEFAULT_CRITERIA,
    });
  });
});

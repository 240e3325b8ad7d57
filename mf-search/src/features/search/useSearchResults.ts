/** The results of the search started last (server state), with its loading, error and empty states. */
import { searchPageQuery, useQuery } from '@manzil/api-client';
import type { Property, SearchQuery } from '@manzil/contract';
import { DEFAULT_CRITERIA } from './criteria';
import { errorMessage } from './searchApi';
import { useSearchState } from './searchStore';

export type SearchStatus = 'idle' | 'loading' | 'success' | 'error';

export interface SearchResultsState {
  status: SearchStatus;
  /** The listings of the page searched. */
  results: Property[];
  /** Matches over all pages. */
  total: number;
  loading: boolean;
  error: string | null;
  searched: SearchQuery | null;
  requestId: number;
}

export function useSearchResults(): SearchResultsState {
  const searched = useSearchState((s) => s.searched);
  const requestId = useSearchState((s) => s.requestId);
  const query = useQuery({
    ...searchPageQuery(searched ?? DEFAULT_CRITERIA, requestId),
    enabled: searched !== null,
  });
  const status: SearchStatus =
    searched === null ? 'idle' : query.isPending ? 'loading' : query.isError ? 'error' : 'success';
  return {
    status,
    results: status === 'success' ? query.data!.items : [],
    total: status === 'success' ? query.data!.total : 0,
    loading: status === 'loading',
    error: query.isError ? errorMessage(query.error) : null,
    searched,
    requestId,
  };
}

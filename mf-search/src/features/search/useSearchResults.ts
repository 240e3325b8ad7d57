/** The results of the search started last (server state), with its loading, error and empty states. */
import { searchQuery, useQuery } from '@manzil/api-client';
import type { Property, SearchCriteria } from '@manzil/contract';
import { DEFAULT_CRITERIA } from './criteria';
import { errorMessage } from './searchApi';
import { useSearchState } from './searchStore';

export type SearchStatus = 'idle' | 'loading' | 'success' | 'error';

export interface SearchResultsState {
  status: SearchStatus;
  results: Property[];
  loading: boolean;
  error: string | null;
  searched: SearchCriteria | null;
  requestId: number;
}

export function useSearchResults(): SearchResultsState {
  const searched = useSearchState((s) => s.searched);
  const requestId = useSearchState((s) => s.requestId);
  const query = useQuery({
    ...searchQuery(searched ?? DEFAULT_CRITERIA, requestId),
    enabled: searched !== null,
  });
  const status: SearchStatus =
    searched === null ? 'idle' : query.isPending ? 'loading' : query.isError ? 'error' : 'success';
  return {
    status,
    results: status === 'success' ? query.data! : [],
    loading: status === 'loading',
    error: query.isError ? errorMessage(query.error) : null,
    searched,
    requestId,
  };
}

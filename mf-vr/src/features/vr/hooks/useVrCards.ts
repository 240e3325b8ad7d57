/** The VR card list and its states (docs/glossary.md): loading, error, empty, list. */
import { useQuery } from '@manzil/api-client';
import type { VrCard } from '@manzil/contract';
import { VR_FETCH_ERRORS, VrFetchError, vrCardsQuery } from '../api/vrApi';

export type VrCardsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'empty' }
  | { status: 'list'; cards: VrCard[] };

export interface UseVrCards {
  state: VrCardsState;
  /** Fetches the list again (the 'Retry Connection' button). */
  retry: () => void;
}

export function useVrCards(): UseVrCards {
  const query = useQuery(vrCardsQuery());
  let state: VrCardsState;
  // A retry shows 'loading' again, not the previous error.
  if (query.isPending || (query.isError && query.isFetching)) state = { status: 'loading' };
  else if (query.isError) {
    const message = query.error instanceof VrFetchError ? query.error.message : VR_FETCH_ERRORS.network;
    state = { status: 'error', message };
  } else state = query.data.length === 0 ? { status: 'empty' } : { status: 'list', cards: query.data };
  return { state, retry: () => void query.refetch() };
}

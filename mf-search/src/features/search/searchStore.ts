/**
 * The search state of this remote (SPEC section 3): the criteria being edited, and the results list,
 * loading flag and error of the last search. It is this remote's own store; only the URL crosses
 * into the shell.
 */
import { create } from 'zustand';
import type { Property, Purpose, SearchCriteria } from '@manzil/contract';
import { DEFAULT_CRITERIA } from './criteria';
import { errorMessage, searchProperties } from './searchApi';

export type SearchStatus = 'idle' | 'loading' | 'success' | 'error';

export interface SearchState {
  criteria: SearchCriteria;
  /** The criteria of the last search started (what the results are for). */
  searched: SearchCriteria | null;
  results: Property[];
  loading: boolean;
  error: string | null;
  status: SearchStatus;
  /** Increases with every search started; a late answer of an older search is ignored. */
  requestId: number;
  /** Switching Buy/Rent changes the price list, so the chosen range is reset. */
  setPurpose: (purpose: Purpose) => void;
  setCriterion: (key: 'location' | 'residential' | 'beds' | 'price', value: string) => void;
  setCriteria: (criteria: SearchCriteria) => void;
  /** Runs a search with the given criteria (default: the current ones). */
  search: (criteria?: SearchCriteria) => Promise<void>;
  reset: () => void;
}

const initialState = {
  criteria: DEFAULT_CRITERIA,
  searched: null as SearchCriteria | null,
  results: [] as Property[],
  loading: false,
  error: null as string | null,
  status: 'idle' as SearchStatus,
  requestId: 0,
};

export const useSearchStore = create<SearchState>()((set, get) => ({
  ...initialState,

  setPurpose: (purpose) =>
    set(({ criteria }) =>
      criteria.purpose === purpose
        ? {}
        : { criteria: { ...criteria, purpose, price: DEFAULT_CRITERIA.price } },
    ),

  setCriterion: (key, value) => set(({ criteria }) => ({ criteria: { ...criteria, [key]: value } })),

  setCriteria: (criteria) => set({ criteria }),

  search: async (criteria = get().criteria) => {
    const requestId = get().requestId + 1;
    set({ criteria, searched: criteria, requestId, loading: true, error: null, status: 'loading' });
    try {
      const results = await searchProperties(criteria);
      if (get().requestId !== requestId) return;
      set({ results, loading: false, status: 'success' });
    } catch (error) {
      if (get().requestId !== requestId) return;
      set({ results: [], loading: false, error: errorMessage(error), status: 'error' });
    }
  },

  // requestId keeps counting so an answer still in flight cannot land after a reset.
  reset: () => set(({ requestId }) => ({ ...initialState, requestId: requestId + 1 })),
}));

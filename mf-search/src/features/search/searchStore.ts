/**
 * The search state of this remote (docs/glossary.md): the criteria being edited and the search that
 * was started (its criteria and a run counter). The results themselves are server state
 * (`useSearchResults`). It is this remote's own store; only the URL crosses into the shell.
 */
import { create } from 'zustand';
import type { Purpose, SearchCriteria } from '@manzil/contract';
import { DEFAULT_CRITERIA } from './criteria';

export interface SearchState {
  criteria: SearchCriteria;
  /** The criteria of the last search started (what the results are for). */
  searched: SearchCriteria | null;
  /** Increases with every search started: the same criteria again ask the server again. */
  requestId: number;
  /** Switching Buy/Rent changes the price list, so the chosen range is reset. */
  setPurpose: (purpose: Purpose) => void;
  setCriterion: (key: 'location' | 'residential' | 'beds' | 'price', value: string) => void;
  setCriteria: (criteria: SearchCriteria) => void;
  /** Starts a search with the given criteria (default: the current ones). */
  search: (criteria?: SearchCriteria) => void;
  reset: () => void;
}

const initialState = {
  criteria: DEFAULT_CRITERIA,
  searched: null as SearchCriteria | null,
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

  search: (criteria = get().criteria) =>
    set(({ requestId }) => ({ criteria, searched: criteria, requestId: requestId + 1 })),

  // requestId keeps counting so a run still in flight can never show after a reset.
  reset: () => set(({ requestId }) => ({ ...initialState, requestId: requestId + 1 })),
}));

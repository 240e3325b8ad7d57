/**
 * The search state of this remote (docs/glossary.md): the criteria being edited and the search that
 * was started (its criteria and a run counter). The results themselves are server state
 * (`useSearchResults`). It is this remote's own store; only the URL crosses into the shell.
 *
 * In the browser there is one store per page load (module level, `browserSearchStore`). On the server
 * a module-level store would be shared by every request (one visitor's search in another's page), so
 * each render creates its own from the URL (`createSearchStore`). The panel's root provides its store
 * to the panel through `SearchStoreContext`.
 */
import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { Purpose, SearchQuery } from '@manzil/contract';
import { criteriaFromQuery, DEFAULT_CRITERIA } from './criteria';

export interface SearchData {
  criteria: SearchQuery;
  /** The criteria of the last search started (what the results are for). */
  searched: SearchQuery | null;
  /** Increases with every search started: the same criteria again ask the server again. */
  requestId: number;
}

export interface SearchState extends SearchData {
  /** Switching Buy/Rent changes the price list, so the chosen range and typed prices are reset. */
  setPurpose: (purpose: Purpose) => void;
  setCriterion: <K extends keyof SearchQuery>(key: K, value: SearchQuery[K]) => void;
  /** Sets several at once (a preset band and the min/max it stands for). */
  patchCriteria: (patch: Partial<SearchQuery>) => void;
  setCriteria: (criteria: SearchQuery) => void;
  /** Starts a search with the given criteria (default: the current ones). */
  search: (criteria?: SearchQuery) => void;
  /** Runs the last search started again (after it failed). */
  retry: () => void;
  reset: () => void;
}

export type SearchStore = StoreApi<SearchState>;

const initialState: SearchData = {
  criteria: DEFAULT_CRITERIA,
  searched: null,
  requestId: 0,
};

/**
 * The run of the search a page URL carries when the page is opened: the server renders it and the
 * browser's first render finds it in the cache the page arrived with (the run is part of the key).
 */
export const URL_SEARCH_RUN = 1;

/** The state a page opened at this URL query starts with: its search already started, or none. */
export function searchFromQuery(query: string | URLSearchParams): SearchData {
  const criteria = criteriaFromQuery(new URLSearchParams(query));
  return criteria ? { criteria, searched: criteria, requestId: URL_SEARCH_RUN } : initialState;
}

const searchState =
  (initial: SearchData) =>
  (set: StoreApi<SearchState>['setState'], get: StoreApi<SearchState>['getState']): SearchState => ({
    ...initial,

    setPurpose: (purpose) =>
      set(({ criteria }) =>
        criteria.purpose === purpose
          ? {}
          : {
              criteria: {
                ...criteria,
                purpose,
                price: DEFAULT_CRITERIA.price,
                minPrice: undefined,
                maxPrice: undefined,
              },
            },
      ),

    setCriterion: (key, value) => set(({ criteria }) => ({ criteria: { ...criteria, [key]: value } })),

    patchCriteria: (patch) => set(({ criteria }) => ({ criteria: { ...criteria, ...patch } })),

    setCriteria: (criteria) => set({ criteria }),

    search: (criteria = get().criteria) =>
      set(({ requestId }) => ({ criteria, searched: criteria, requestId: requestId + 1 })),

    retry: () => get().search(get().searched ?? undefined),

    // requestId keeps counting so a run still in flight can never show after a reset.
    reset: () => set(({ requestId }) => ({ ...initialState, requestId: requestId + 1 })),
  });

/** A store of its own: the browser's one per page load, or one per server render. */
export const createSearchStore = (initial: SearchData = initialState): SearchStore =>
  createStore<SearchState>()(searchState(initial));

/** The store of the panel being rendered (provided at the panel's root). */
export const SearchStoreContext = createContext<SearchStore | null>(null);

export function useSearchStoreApi(): SearchStore {
  const store = useContext(SearchStoreContext);
  if (!store) throw new Error('The search panel renders inside its SearchStoreContext.');
  return store;
}

/** Reads the state of the panel's store (re-rendering when the selected part changes). */
export function useSearchState<T>(selector: (state: SearchState) => T): T {
  return useStore(useSearchStoreApi(), selector);
}

/** The browser's store, created by the first panel of the page load, with the URL it was opened at. */
let browser: { store: SearchStore; query: string; state: SearchState } | undefined;

/**
 * The browser's store (one per page load, so the search survives navigating away and back). The
 * first panel creates it from the page's URL before it renders: its first render then shows what
 * the server rendered for that URL, from the cache the page arrived with (no mismatch, no second
 * search; the store's initial state is also what hydration reads). `startedFrom` is that query
 * while the store still holds it untouched (the panel need not start that search again). The same
 * answer for a render React repeats.
 */
export function browserSearchStore(query: string): { store: SearchStore; startedFrom: string | null } {
  if (!browser) {
    const store = createSearchStore(searchFromQuery(query));
    browser = { store, query, state: store.getState() };
  }
  const { store, state } = browser;
  return { store, startedFrom: browser.query === query && state === store.getState() ? query : null };
}

/** Tests: the next panel starts a new page load. */
export function resetSearchStoreForTests(): void {
  browser = undefined;
}

/** Tests: the browser's store of this page load (created by the first panel). */
export const currentBrowserSearchStore = (): SearchStore | undefined => browser?.store;

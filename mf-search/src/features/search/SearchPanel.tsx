/**
 * The search bar and its results (the `./SearchPanel` module of this remote). The URL query is the
 * source of truth for a submitted search: submitting writes the criteria to the query, and any query
 * (a shared link, a reload, Back) restores the criteria and runs the search.
 *
 * The search a page is opened with is started before the first render (on the server in a store of
 * that render, in the browser in the page's store), so the server renders its results and the
 * browser's first render shows the same ones from the cache the page arrived with.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMessages } from '@manzil/i18n';
import { eyebrowClass, titleClass, useHistorySheet } from '@manzil/ui';
import { searchMessages } from './messages';
import { criteriaFromQuery, criteriaToQuery } from './criteria';
import {
  createSearchStore,
  searchFromQuery,
  SearchStoreContext,
  browserSearchStore,
  useSearchStoreApi,
  type SearchStore,
} from './searchStore';
import { isServerRender } from './renderEnv';
import { SearchBar } from './SearchBar';
import { FILTERS_SHEET } from './FilterChips';
import { FiltersSheet } from './FiltersSheet';
import { loadResultList, SearchResults, type AfterResults } from './SearchResults';
import styles from './SearchPanel.module.css';

const prefetchResults = () => void loadResultList();

interface PanelRoot {
  store: SearchStore;
  /** The store already holds the search of this URL query: the panel need not start it again. */
  startedFrom: string | null;
}

/** On the server a store per render, started from its URL (a module-level store would be shared by
 * every request); in the browser the page load's store. */
function openStore(query: string): PanelRoot {
  if (isServerRender()) return { store: createSearchStore(searchFromQuery(query)), startedFrom: query };
  return browserSearchStore(query);
}

export default function SearchPanel({ afterResults }: { afterResults?: AfterResults }) {
  const { search: query } = useLocation();
  const [root] = useState(() => openStore(query));
  return (
    <SearchStoreContext value={root.store}>
      <Panel startedFrom={root.startedFrom} afterResults={afterResults} />
    </SearchStoreContext>
  );
}

function Panel({ startedFrom, afterResults }: { startedFrom: string | null; afterResults?: AfterResults }) {
  const { search: query, pathname } = useLocation();
  const navigate = useNavigate();
  const store = useSearchStoreApi();
  const t = useMessages(searchMessages);
  // The query whose search the store holds (set before the first render when the page opened with it).
  const synced = useRef(startedFrom);

  // The URL drives the search: restore and run it, or clear it when the query is gone (Back to '/').
  // The panel follows a URL at once through its own store (a synchronous update of this panel), not
  // only when the router's navigation commits: that navigation is a transition, which waits for every
  // server-rendered slot it touches to hydrate (a deferred slot far down the page may not for long).
  const follow = useCallback(
    (search: string) => {
      if (synced.current === search) return;
      synced.current = search;
      const fromUrl = criteriaFromQuery(new URLSearchParams(search));
      const state = store.getState();
      if (fromUrl) state.search(fromUrl);
      else state.reset();
    },
    [store],
  );
  useEffect(() => follow(query), [query, follow]);
  useEffect(() => {
    const onPop = () => follow(window.location.search);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [follow]);
  const go = (search: string, options?: { replace?: boolean }) => {
    follow(search);
    navigate({ pathname, search }, options);
  };

  const sheet = useHistorySheet(FILTERS_SHEET);
  const submit = () => {
    const { criteria, search } = store.getState();
    // A new search starts at its first page, over the whole search (not the map area of the last one).
    const next = `?${criteriaToQuery({ ...criteria, page: 1, bbox: undefined }).toString()}`;
    // The same query again does not change the URL, so search directly.
    if (next === query) {
      search(criteria);
      if (sheet.open) sheet.close();
    }
    // From the filters sheet the new search takes the sheet's step of history (Back: the last search).
    else go(next, { replace: sheet.open });
  };

  return (
    <section
      className={styles.panel}
      aria-labelledby="mfs-search-heading"
      // Whoever touches the form is about to search: fetch the cards' code now.
      onFocusCapture={prefetchResults}
      onPointerDownCapture={prefetchResults}
    >
      <div className={styles.inner}>
        <div className={styles.intro}>
          <p className={`${eyebrowClass} ${styles.eyebrow}`}>{t('eyebrow')}</p>
          <h2 id="mfs-search-heading" className={`${titleClass} ${styles.heading}`}>
            {t('heading')}
          </h2>
        </div>
        <FiltersSheet open={sheet.open} onClose={sheet.close}>
          <SearchBar onSubmit={submit} action={pathname} />
        </FiltersSheet>
        <SearchResults onPage={follow} onGo={go} afterResults={afterResults} />
      </div>
    </section>
  );
}

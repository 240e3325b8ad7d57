/**
 * The search bar and its results (the `./SearchPanel` module of this remote). The URL query is the
 * source of truth for a submitted search: submitting writes the criteria to the query, and any query
 * (a shared link, a reload, Back) restores the criteria and runs the search.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { eyebrowClass, prefersReducedMotion, TIMINGS, titleClass } from '@manzil/ui';
import { criteriaFromQuery, criteriaToQuery } from './criteria';
import { useSearchStore } from './searchStore';
import { useSearchResults } from './useSearchResults';
import { SearchBar } from './SearchBar';
import { loadResultList, SearchResults } from './SearchResults';
import styles from './SearchPanel.module.css';

const prefetchResults = () => void loadResultList();

export default function SearchPanel() {
  const { search: query, pathname } = useLocation();
  const navigate = useNavigate();
  const { status, results, requestId } = useSearchResults();
  const resultCount = results.length;
  const resultsRef = useRef<HTMLElement>(null);
  // The search whose cards are in the page (their code arrives in a chunk of its own).
  const [shownId, setShownId] = useState<number | null>(null);
  const onShown = useCallback(() => setShownId(useSearchStore.getState().requestId), []);

  // The URL drives the search: restore and run it, or clear it when the query is gone (Back to '/').
  useEffect(() => {
    const fromUrl = criteriaFromQuery(new URLSearchParams(query));
    const store = useSearchStore.getState();
    if (fromUrl) store.search(fromUrl);
    else store.reset();
  }, [query]);

  // Non-empty results: scroll smoothly to them after the spec's delay.
  useEffect(() => {
    if (status !== 'success' || resultCount === 0 || shownId !== requestId) return;
    const timer = window.setTimeout(() => {
      resultsRef.current?.scrollIntoView({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'start',
      });
    }, TIMINGS.searchScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [status, resultCount, requestId, shownId]);

  const submit = () => {
    const { criteria, search } = useSearchStore.getState();
    const next = `?${criteriaToQuery(criteria).toString()}`;
    // The same query again does not change the URL, so search directly.
    if (next === query) search(criteria);
    else navigate({ pathname, search: next });
  };

  const retry = () => {
    const { searched, search } = useSearchStore.getState();
    search(searched ?? undefined);
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
          <p className={`${eyebrowClass} ${styles.eyebrow}`}>Property search</p>
          <h2 id="mfs-search-heading" className={`${titleClass} ${styles.heading}`}>
            Find your next home
          </h2>
        </div>
        <SearchBar onSubmit={submit} />
        <SearchResults ref={resultsRef} onRetry={retry} onShown={onShown} />
      </div>
    </section>
  );
}

import { forwardRef, lazy, useEffect, useState } from 'react';
import type { SearchCriteria } from '@manzil/contract';
import { useSearchResults } from './useSearchResults';
import styles from './SearchResults.module.css';
import {
  headingClass,
  outlineButtonClass,
  RetryButton,
  SettlingSuspense,
  skeletonClass,
  spreadClass,
  statusClass,
  mutedTextClass,
  statusTitleClass,
  tilesClass,
} from '@manzil/ui';

const PLURAL_TYPES: Record<string, string> = {
  Apartment: 'Apartments',
  Villa: 'Villas',
  Townhouse: 'Townhouses',
  Commercial: 'Commercial properties',
  Land: 'Land plots',
};

/** "Apartments to rent in Dubai Marina" style summary of what was searched. */
function describe(criteria: SearchCriteria): string {
  const what = PLURAL_TYPES[criteria.residential] ?? 'Properties';
  const purpose = criteria.purpose === 'Rent' ? 'to rent' : 'for sale';
  const where = criteria.location ? ` in ${criteria.location}` : ' across the UAE';
  return `${what} ${purpose}${where}`;
}

/** Starts fetching the cards' code (on the first touch of the search form, or with the search). */
export const loadResultList = () => import('./ResultList');
const ResultList = lazy(loadResultList);

/** Cards shown at first and added per "Show more": a broad search can match every listing. */
export const RESULTS_BATCH = 12;

interface SearchResultsProps {
  onRetry: () => void;
  /** The cards of the latest search are in the page. */
  onShown: () => void;
}

/** The results list with its loading, error and empty states. Rendered once a search has started. */
export const SearchResults = forwardRef<HTMLElement, SearchResultsProps>(function SearchResults(
  { onRetry, onShown },
  ref,
) {
  const { status, results, error, searched, requestId } = useSearchResults();
  // Every new search starts again with one batch.
  const [shown, setShown] = useState({ requestId, count: RESULTS_BATCH });
  const visible = shown.requestId === requestId ? shown.count : RESULTS_BATCH;
  // The cards' code is fetched while the search runs, not with the page.
  useEffect(() => {
    if (status === 'loading') void loadResultList();
  }, [status]);
  if (status === 'idle') return null;
  const skeleton = (
    <ul className={`${tilesClass} ${styles.grid}`} aria-hidden="true">
      {[0, 1, 2].map((n) => (
        <li key={n} className={`${skeletonClass} ${styles.skeleton}`} />
      ))}
    </ul>
  );
  const remaining = results.length - visible;

  return (
    <section
      ref={ref}
      className={styles.results}
      aria-labelledby="mfs-results-heading"
      aria-busy={status === 'loading'}
    >
      <div className={`${spreadClass} ${styles.header}`}>
        <h2 id="mfs-results-heading" className={`${headingClass} ${styles.heading}`}>
          Search results
        </h2>
        <p className={styles.summary} role="status">
          {status === 'loading'
            ? 'Searching...'
            : status === 'success' && searched
              ? `${describe(searched)} · ${results.length} ${results.length === 1 ? 'property' : 'properties'}`
              : ''}
        </p>
      </div>

      {status === 'loading' && skeleton}

      {status === 'error' && (
        <div className={`${statusClass} ${styles.error}`} role="alert">
          <p className={statusTitleClass}>We could not complete your search.</p>
          <p className={mutedTextClass}>{error}</p>
          <RetryButton className={styles.retry} onRetry={onRetry}>
            Try again
          </RetryButton>
        </div>
      )}

      {status === 'success' && results.length === 0 && (
        <div className={statusClass}>
          <p className={statusTitleClass}>No results found.</p>
          <p className={mutedTextClass}>Try another location, a different price range or fewer filters.</p>
        </div>
      )}

      {status === 'success' && results.length > 0 && (
        <SettlingSuspense fallback={skeleton}>
          <ResultList properties={results.slice(0, visible)} onShown={onShown} />
          {remaining > 0 && (
            <div className={styles.more}>
              <button
                type="button"
                className={outlineButtonClass}
                onClick={() => setShown({ requestId, count: visible + RESULTS_BATCH })}
              >
                {`Show more properties (${remaining} more)`}
              </button>
            </div>
          )}
        </SettlingSuspense>
      )}
    </section>
  );
});

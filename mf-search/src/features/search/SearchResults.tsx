import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  pageCount,
  type Property,
  type SearchBbox,
  SEARCH_KEYS,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  searchPageHref,
  searchQueryToParams,
  snapBboxInward,
  type SearchQuery,
  type SearchSort,
} from '@manzil/contract';
import { Link, useLocation } from 'react-router-dom';
import { useMessages, type Translate } from '@manzil/i18n';
import { searchMessages } from './messages';
import { searchPageQuery, useQuery } from '@manzil/api-client';
import { useSearchStoreApi } from './searchStore';
import { useSearchResults } from './useSearchResults';
import { ViewToggle, viewHref } from './map/ViewToggle';
import { FilterChips } from './FilterChips';
import { MAP_HEIGHT, ResultsLayout, SIDE_BY_SIDE } from './map/ResultsLayout';
import cardGrid from '../../shared/cardGrid.module.css';
import styles from './SearchResults.module.css';
import {
  controlClass,
  headingClass,
  MapPlaceholder,
  outlineButtonClass,
  prefersReducedMotion,
  controlRowClass,
  Pager,
  RetryButton,
  SettlingSuspense,
  skeletonClass,
  spreadClass,
  statusClass,
  mutedTextClass,
  Options,
  statusTitleClass,
  tilesClass,
  TIMINGS,
  needsScriptClass,
  useHydrated,
} from '@manzil/ui';

type T = Translate<typeof searchMessages>;

/** "Apartments to rent in Dubai Marina" style summary of what was searched. */
function describe(criteria: SearchQuery, t: T): string {
  const what = { type: criteria.residential, purpose: criteria.purpose };
  return criteria.location ? t('describeIn', { ...what, where: criteria.location }) : t('describeAll', what);
}

/** The sort orders' words (their values stay the URL's). */
const sortLabels = (t: T): Record<SearchSort, string> => ({
  newest: t('newest'),
  'price-asc': t('price-asc'),
  'price-desc': t('price-desc'),
  'price-per-sqft': t('price-per-sqft'),
  size: t('sizeSort'),
});

/** Starts fetching the cards' code (on the first touch of the search form, or with the search). */
export const loadResultList = () => import('./ResultList');
const ResultList = lazy(loadResultList);
/** The map view: Leaflet, supercluster and the points' query, in a chunk the list view never loads. */
const MapView = lazy(() => import('./map/MapView'));

interface SearchResultsProps {
  /** A page link was followed (its URL query), before the router's navigation commits. */
  onPage: (search: string) => void;
  /** Go to another search (its URL query): another order, "Search this area" on the map; `replace`:
   * instead of the current history entry (a page past the last is not a step of history). */
  onGo: (search: string, options?: { replace?: boolean }) => void;
  /** What follows a finished search's results (the app's alert form), given the search and the page. */
  afterResults?: AfterResults;
}

export type AfterResults = (search: SearchQuery, action: string) => ReactNode;

/** The results list with its loading, error and empty states. Rendered once a search has started. */
export function SearchResults({ onPage, onGo, afterResults }: SearchResultsProps) {
  const { status, results, total, error, searched, requestId } = useSearchResults();
  const store = useSearchStoreApi();
  const ref = useRef<HTMLElement>(null);
  // The search whose cards are in the page (their code arrives in a chunk of its own).
  const [shownId, setShownId] = useState<number | null>(null);
  const onShown = useCallback(() => setShownId(store.getState().requestId), [store]);
  const resultCount = results.length;
  const t = useMessages(searchMessages);

  // Non-empty results: scroll smoothly to them after the spec's delay, once their cards are in the page.
  useEffect(() => {
    if (status !== 'success' || resultCount === 0 || shownId !== requestId) return;
    const timer = window.setTimeout(() => {
      // A phone's map view shows the map alone, from under the navbar and the Filters bar down.
      const mapFrame =
        store.getState().searched?.view === 'map' && !window.matchMedia(SIDE_BY_SIDE).matches
          ? ref.current?.querySelector('[data-map-frame]')
          : null;
      (mapFrame ?? ref.current)?.scrollIntoView({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'start',
      });
    }, TIMINGS.searchScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [status, resultCount, requestId, shownId, store]);

  // The sort form is sent to this page when the app's code has not started.
  const { pathname: action } = useLocation();
  const hydrated = useHydrated();
  const page = searched?.page ?? 1;
  // The cards' code is fetched while the search runs, not with the page.
  useEffect(() => {
    if (status === 'loading') void loadResultList();
  }, [status]);
  // A page past the last (an old link, a list that shrank) goes to the last, as the server's 302 does.
  const beyond = status === 'success' && searched !== null && page > pageCount(total);
  useEffect(() => {
    if (beyond && searched) onGo(searchPageHref(searched, pageCount(total)), { replace: true });
  }, [beyond, searched, total, onGo]);
  if (status === 'idle' || !searched) return null;
  const pages = pageCount(total);
  // The sort form carries the search it reorders (its first page).
  const kept = [...searchQueryToParams({ ...searched, page: 1 })].filter(([key]) => key !== SEARCH_KEYS.sort);

  return (
    <section
      ref={ref}
      className={styles.results}
      aria-labelledby="mfs-results-heading"
      aria-busy={status === 'loading'}
    >
      <div className={`${spreadClass} ${styles.header}`}>
        <div>
          <h2 id="mfs-results-heading" className={`${headingClass} ${styles.heading}`}>
            {t('resultsHeading')}
          </h2>
          {/* A live region (role=status is polite): the count is read out when it changes. */}
          <p className={styles.summary} role="status">
            {status === 'loading'
              ? t('searching')
              : status === 'success'
                ? pages > 1
                  ? t('summaryPages', { what: describe(searched, t), count: total, page, pages })
                  : t('summary', { what: describe(searched, t), count: total })
                : ''}
          </p>
        </div>
        <div className={`${controlRowClass} ${styles.controls}`}>
          <ViewToggle search={searched} onFollow={onPage} />
          <form className={controlRowClass} method="get" action={action}>
            {kept.map(([key, value]) => (
              <input key={key} type="hidden" name={key} value={value} />
            ))}
            <label className={styles.sortLabel} htmlFor="mfs-sort">
              {t('sortBy')}
            </label>
            <select
              id="mfs-sort"
              name={SEARCH_KEYS.sort}
              className={`${controlClass} ${styles.sortSelect}`}
              value={searched.sort}
              onChange={(e) => onGo(viewHref(searched, { sort: e.target.value as SearchSort, page: 1 }))}
            >
              <Options values={SEARCH_SORTS} labels={sortLabels(t)} />
            </select>
            {/* Without JavaScript a change of the select does nothing: this sends the form. */}
            {!hydrated && (
              <button type="submit" className={`${outlineButtonClass} ${styles.sortApply}`}>
                {t('sort')}
              </button>
            )}
          </form>
        </div>
      </div>

      <FilterChips search={searched} onFollow={onPage} />

      {searched.bbox && (
        <p className={`${mutedTextClass} ${styles.area}`}>
          {t('areaOnly')}
          <Link
            to={viewHref(searched, { bbox: undefined, page: 1 })}
            onClick={() => onPage(viewHref(searched, { bbox: undefined, page: 1 }))}
          >
            {t('wholeSearch')}
          </Link>
        </p>
      )}

      <ResultsLayout
        search={searched}
        onFollow={onPage}
        map={
          hydrated ? (
            <Suspense fallback={<MapPlaceholder label={t('mapLabel')} height={MAP_HEIGHT} />}>
              <MapView
                search={searched}
                listTotal={total}
                // On the grid the page cache keeps areas by: a reload renders the same area, the same view.
                onSearchArea={(bbox: SearchBbox) =>
                  onGo(viewHref(searched, { bbox: snapBboxInward(bbox), page: 1 }))
                }
                onGo={onGo}
              />
            </Suspense>
          ) : (
            // The server's page: without JavaScript there is no map, and the list below still works.
            <noscript>
              <p className={styles.mapNote}>{t('mapNeedsScript')}</p>
            </noscript>
          )
        }
      >
        {status === 'loading' && resultsSkeleton}

        {status === 'error' && (
          <div className={`${statusClass} ${styles.error}`} role="alert">
            <p className={statusTitleClass}>{t('errorTitle')}</p>
            <p className={mutedTextClass}>{error}</p>
            <RetryButton className={styles.retry} onRetry={() => store.getState().retry()}>
              {t('tryAgain')}
            </RetryButton>
          </div>
        )}

        {status === 'success' && results.length === 0 && (
          <div className={statusClass}>
            <p className={statusTitleClass}>{t('noResults')}</p>
            <p className={mutedTextClass}>
              {page > 1 && total > 0 ? t('pagesOfResults', { pages }) : t('tryAnother')}
            </p>
          </div>
        )}

        {status === 'success' && results.length > 0 && (
          <ResultPages
            results={results}
            total={total}
            searched={searched}
            run={requestId}
            onShown={onShown}
          />
        )}
        {status === 'success' && (
          <Pager
            page={page}
            pageCount={pages}
            hrefOf={(n) => searchPageHref(searched, n)}
            onChange={(n) => onPage(searchPageHref(searched, n))}
            label={t('pagerLabel')}
          />
        )}
      </ResultsLayout>
      {status === 'success' && afterResults?.(searched, action)}
    </section>
  );
}

const resultsSkeleton = (
  <ul className={`${tilesClass} ${styles.grid}`} aria-hidden="true">
    {[0, 1, 2].map((n) => (
      <li key={n} className={`${skeletonClass} ${cardGrid.cardSkeleton}`} />
    ))}
  </ul>
);

interface ResultPagesProps {
  results: readonly Property[];
  /** Matches over all pages. */
  total: number;
  searched: SearchQuery;
  /** The search run the pages belong to. */
  run: number;
  onShown: () => void;
}

/**
 * The cards, and the pages "Show more" adds under them (the pager's links stay the way to share one).
 * Kept apart (and memoised) so that nothing else re-renders them: in the server's page they wait, not
 * hydrated, for their code (a lazy chunk), and an update from outside before that (the page becoming
 * live re-renders the results) would make React throw away the server's cards, show the skeleton and
 * draw the cards again.
 */
const ResultPages = memo(function ResultPages({ results, total, searched, run, onShown }: ResultPagesProps) {
  const [more, setMore] = useState({ run, pages: 0 });
  const extraPages = more.run === run ? more.pages : 0;
  const page = searched.page ?? 1;
  const lastShownPage = page + extraPages;
  const remaining = Math.max(0, total - lastShownPage * SEARCH_PAGE_SIZE);
  return (
    <SettlingSuspense fallback={resultsSkeleton}>
      <ResultList properties={results} onShown={onShown} />
      {Array.from({ length: extraPages }, (_, i) => (
        <MorePage key={page + i + 1} search={{ ...searched, page: page + i + 1 }} run={run} />
      ))}
      {lastShownPage < pageCount(total) && remaining > 0 && (
        <ShowMore remaining={remaining} onMore={() => setMore({ run, pages: extraPages + 1 })} />
      )}
    </SettlingSuspense>
  );
});

function ShowMore({ remaining, onMore }: { remaining: number; onMore: () => void }) {
  const t = useMessages(searchMessages);
  return (
    <div className={styles.more}>
      <button type="button" className={`${outlineButtonClass} ${needsScriptClass}`} onClick={onMore}>
        {t('showMore', { remaining })}
      </button>
    </div>
  );
}

const ignoreShown = () => {};

/** A further page of the search added under the first by "Show more". */
function MorePage({ search, run }: { search: SearchQuery; run: number }) {
  const query = useQuery(searchPageQuery(search, run));
  const t = useMessages(searchMessages);
  if (query.isPending) return <p className={styles.loadingMore}>{t('loadingMore')}</p>;
  if (query.isError) return <p className={styles.loadingMore}>{t('moreFailed')}</p>;
  return <ResultList properties={query.data.items} onShown={ignoreShown} />;
}

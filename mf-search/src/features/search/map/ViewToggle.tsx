/**
 * List or map: two links to the same search in each view (`?view=map`), so the choice is in the URL,
 * survives a reload and works before (and without) the app's code.
 */
import { Link } from 'react-router-dom';
import { searchQueryToParams, type SearchQuery, type SearchView } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { searchMessages } from '../messages';
import styles from './ViewToggle.module.css';

/** The map's region name (its placeholder and the map itself). */
export const MAP_LABEL = searchMessages.mapLabel.en;

const VIEWS = [
  { view: 'list', label: 'list' },
  { view: 'map', label: 'map' },
] as const satisfies readonly { view: SearchView; label: keyof typeof searchMessages }[];

/** The same search in another view (or without its map area). */
export const viewHref = (search: SearchQuery, patch: Partial<SearchQuery>): string =>
  `?${searchQueryToParams({ ...search, ...patch }).toString()}`;

interface ViewToggleProps {
  search: SearchQuery;
  /** A link was followed (its URL query), before the router's navigation commits. */
  onFollow(search: string): void;
}

export function ViewToggle({ search, onFollow }: ViewToggleProps) {
  const t = useMessages(searchMessages);
  return (
    <nav className={styles.toggle} aria-label={t('resultsView')}>
      {VIEWS.map(({ view, label }) => {
        const href = viewHref(search, { view });
        const current = search.view === view;
        return (
          <Link
            key={view}
            to={href}
            className={styles.option}
            aria-current={current ? 'page' : undefined}
            onClick={() => onFollow(href)}
          >
            {t(label)}
          </Link>
        );
      })}
    </nav>
  );
}

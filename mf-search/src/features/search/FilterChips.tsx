/**
 * What a search filters by, in reach on a phone: a chip per active filter (a link to the same search
 * without it, so it works before the app starts and without JavaScript) and, on a phone, a sticky
 * "Filters (n)" button. The button is a link to the search form (#mfs-filters); once the app runs it
 * opens that form as a sheet over the results instead, a step of history that Back closes.
 */
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { SearchQuery } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { CloseIcon, FiltersIcon, useHistorySheet } from '@manzil/ui';
import { searchMessages } from './messages';
import { activeFilters } from './activeFilters';
import styles from './FilterChips.module.css';

/** The id of the search form's frame, and the sheet's name in the URL's hash. */
export const FILTERS_SHEET = 'mfs-filters';

interface FilterChipsProps {
  search: SearchQuery;
  /** A chip was followed (its URL query), before the router's navigation commits. */
  onFollow(search: string): void;
}

export function FilterChips({ search, onFollow }: FilterChipsProps) {
  const t = useMessages(searchMessages);
  const { show } = useHistorySheet(FILTERS_SHEET);
  const filters = activeFilters(search, t);
  const openSheet = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void show();
  };
  return (
    <>
      <div className={styles.bar}>
        <a className={styles.filtersButton} href={`#${FILTERS_SHEET}`} onClick={openSheet}>
          <FiltersIcon strokeWidth="2.2" />
          {t('filtersButton', { count: filters.length })}
        </a>
      </div>
      {filters.length > 0 && (
        <ul className={styles.chips} aria-label={t('activeFilters')}>
          {filters.map((filter) => (
            <li key={filter.key}>
              <Link
                className={styles.chip}
                to={filter.href}
                onClick={() => onFollow(filter.href)}
                aria-label={t('removeFilter', { label: filter.label })}
              >
                <span dir="auto">{filter.label}</span>
                <CloseIcon size={14} strokeWidth="2.6" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The table's filters. Choices apply at once; typed text and prices apply after a pause in typing
 * (or on Enter), so each key press does not ask the server again.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { visuallyHidden } from '@manzil/ui';
import { useAgents, useLocations } from '@manzil/api-client';
import {
  LISTING_STATUS_LABELS,
  LISTING_STATUSES,
  PROPERTY_TYPES,
  type AdminListingsParams,
} from '@manzil/contract';
import { FilterInput, FilterSelect } from '../../../shared/ui/FilterFields';
import forms from '../../../shared/ui/forms.module.css';
import { FILTER_KEYS, hasFilters, type FilterKey } from './listingsParams';
import styles from './ListingsTable.module.css';

/** The filters typed into boxes rather than chosen. */
type TypedKey = 'q' | 'minPrice' | 'maxPrice';
export const TYPING_PAUSE_MS = 400;

interface ListingsFiltersProps {
  params: AdminListingsParams;
  onChange(changes: AdminListingsParams): void;
}

export function ListingsFilters({ params, onChange }: ListingsFiltersProps) {
  const locations = useLocations();
  const agents = useAgents();
  const typed = (p: AdminListingsParams) => ({
    q: p.q ?? '',
    minPrice: p.minPrice ?? '',
    maxPrice: p.maxPrice ?? '',
  });
  const [draft, setDraft] = useState<Record<TypedKey, string>>(() => typed(params));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed from outside (Back, Clear filters): the boxes show it.
  const { q, minPrice, maxPrice } = params;
  useEffect(
    () => setDraft({ q: q ?? '', minPrice: minPrice ?? '', maxPrice: maxPrice ?? '' }),
    [q, minPrice, maxPrice],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  function type(key: TypedKey, value: string) {
    const next = { ...draft, [key]: value };
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(next), TYPING_PAUSE_MS);
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    clearTimeout(timer.current);
    onChange(draft);
  }
  const clear = () => {
    clearTimeout(timer.current);
    onChange(Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])));
  };

  const select = (key: FilterKey, label: string, options: [value: string, label: string][]) => (
    <FilterSelect
      id={`listings-${key}`}
      label={label}
      value={params[key]}
      options={options}
      onChange={(value) => onChange({ [key]: value })}
    />
  );
  // Prices are typed (digits only, applied after a pause); days are chosen (applied at once).
  const price = (key: 'minPrice' | 'maxPrice', label: string) => (
    <FilterInput
      id={`listings-${key}`}
      label={label}
      inputMode="numeric"
      pattern="[0-9]*"
      value={draft[key]}
      onChange={(value) => type(key, value.replace(/[^\d]/g, ''))}
    />
  );
  const day = (key: 'listedFrom' | 'listedTo', label: string) => (
    <FilterInput
      id={`listings-${key}`}
      label={label}
      type="date"
      value={params[key]}
      onChange={(value) => onChange({ [key]: value })}
    />
  );

  return (
    <form className={styles.filters} role="search" aria-label="Filter listings" onSubmit={submit}>
      <div className={`${forms.field} ${styles.searchField}`}>
        <label htmlFor="listings-q">Search listings</label>
        <input
          id="listings-q"
          type="search"
          placeholder="Name, reference, community or location"
          value={draft.q}
          maxLength={100}
          onChange={(e) => type('q', e.target.value)}
        />
      </div>
      {select('purpose', 'Purpose', [
        ['Buy', 'For Sale'],
        ['Rent', 'For Rent'],
      ])}
      {select(
        'type',
        'Property type',
        PROPERTY_TYPES.map((t) => [t, t]),
      )}
      {select(
        'status',
        'Status',
        LISTING_STATUSES.map((s) => [s, LISTING_STATUS_LABELS[s]]),
      )}
      {select(
        'emirate',
        'Emirate',
        (locations.data?.emirates ?? []).map((e) => [e.slug, e.name]),
      )}
      {select(
        'agent',
        'Agent',
        (agents.data ?? []).map((a) => [a.slug, a.name]),
      )}
      {price('minPrice', 'Lowest price (AED)')}
      {price('maxPrice', 'Highest price (AED)')}
      {day('listedFrom', 'Listed from')}
      {day('listedTo', 'Listed until')}
      <div className={styles.filterActions}>
        <button type="submit" className={visuallyHidden} tabIndex={-1}>
          Apply filters
        </button>
        <button
          type="button"
          className={forms.buttonSecondary}
          onClick={clear}
          disabled={!hasFilters(params)}
        >
          Clear filters
        </button>
      </div>
    </form>
  );
}

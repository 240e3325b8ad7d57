import { useEffect, useId, useRef, type FormEvent } from 'react';
import { BEDS, PROPERTY_TYPES, readSearchQuery, SEARCH_DEFAULTS } from '@manzil/contract';
import { bandBounds, DEFAULT_CRITERIA, priceRangesFor, QUERY_KEYS } from './criteria';
import { useSearchState, useSearchStoreApi } from './searchStore';
import { useSearchResults } from './useSearchResults';
import { useLocations } from './useLocations';
import { LocationCombobox } from './LocationCombobox';
import { MoreFilters } from './MoreFilters';
import { CriterionSelect, Field } from './SearchField';
import { panelId, PurposeTabs, tabId } from './PurposeTabs';
import { propertyTypeLabel } from '@manzil/format';
import { useMessages } from '@manzil/i18n';
import { fieldGridClass, Options, panelClass, SubmitButton } from '@manzil/ui';
import { searchMessages } from './messages';
import styles from './SearchBar.module.css';

interface SearchBarProps {
  /** Called when the visitor submits; the panel puts the criteria in the URL and runs the search. */
  onSubmit: () => void;
  /** Where the form is sent without JavaScript (a GET with the criteria as the URL query). */
  action: string;
}

/**
 * Buy/Rent tabs and the four selectors (docs/glossary.md, home page). A real GET form whose fields
 * carry the URL query keys (criteria.ts): without JavaScript the browser submits it and the server
 * renders the results; with JavaScript the panel handles the submit in place.
 */
export function SearchBar({ onSubmit, action }: SearchBarProps) {
  const idPrefix = `mfs${useId().replace(/:/g, '')}`;
  const criteria = useSearchState((s) => s.criteria);
  const { loading } = useSearchResults();
  const setPurpose = useSearchState((s) => s.setPurpose);
  const setCriterion = useSearchState((s) => s.setCriterion);
  const patchCriteria = useSearchState((s) => s.patchCriteria);
  const store = useSearchStoreApi();
  const locations = useLocations();
  const formRef = useRef<HTMLFormElement>(null);
  const t = useMessages(searchMessages);
  // A price band's words (its value, sent in the URL, stays the English label).
  const bandLabel = (label: string) =>
    label === 'Any'
      ? t('any')
      : Object.hasOwn(searchMessages, label)
        ? t(label as keyof typeof searchMessages)
        : label;
  const labelsOf = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    Object.fromEntries(values.map((value) => [value, label(value)])) as Record<T, string>;

  // A choice made in the server's form before the app took it over (hydration) is kept: the fields
  // are controlled, so without this the next render would put the store's value back.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const fields = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') fields.append(key, value);
    const { criteria: current, setCriteria } = store.getState();
    const typed = readSearchQuery(fields).query;
    const next = { ...typed, sort: current.sort, page: current.page, view: current.view, bbox: current.bbox };
    if (JSON.stringify(next) !== JSON.stringify(current)) setCriteria(next);
    // Once, when the form first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const isRent = criteria.purpose === 'Rent';

  return (
    <div className={`${panelClass} ${styles.bar}`}>
      <PurposeTabs value={criteria.purpose} onChange={setPurpose} idPrefix={idPrefix} />
      {/* The tab panel is a plain element: ARIA does not allow a form to take the tabpanel role. */}
      <div id={panelId(idPrefix)} role="tabpanel" aria-labelledby={tabId(idPrefix, criteria.purpose)}>
        <form
          ref={formRef}
          className={`${fieldGridClass} ${styles.form}`}
          method="get"
          action={action}
          onSubmit={submit}
        >
          {/* The tabs are buttons outside the form: the chosen purpose travels in this field. */}
          <input type="hidden" name={QUERY_KEYS.purpose} value={criteria.purpose} />
          {/* A new search keeps the order chosen for the results (and starts at their first page). */}
          {criteria.sort !== DEFAULT_CRITERIA.sort && (
            <input type="hidden" name={QUERY_KEYS.sort} value={criteria.sort} />
          )}
          {/* ...and the view they are shown in (the map stays open). */}
          {criteria.view !== DEFAULT_CRITERIA.view && (
            <input type="hidden" name={QUERY_KEYS.view} value={criteria.view} />
          )}
          <Field id={`${idPrefix}-location`} label={t('location')}>
            <LocationCombobox
              id={`${idPrefix}-location`}
              name={QUERY_KEYS.location}
              value={criteria.location}
              locations={locations}
              onChange={(value) => setCriterion('location', value)}
            />
          </Field>
          <CriterionSelect id={`${idPrefix}-type`} criterion="residential" label={t('propertyType')}>
            <option value={SEARCH_DEFAULTS.residential}>{t('Residential')}</option>
            <Options
              values={PROPERTY_TYPES}
              labels={labelsOf(PROPERTY_TYPES, (type) => propertyTypeLabel(type, t.locale))}
            />
          </CriterionSelect>
          <CriterionSelect id={`${idPrefix}-beds`} criterion="beds" label={t('bedrooms')}>
            <option value={SEARCH_DEFAULTS.beds}>{t('Beds')}</option>
            <Options
              values={BEDS}
              labels={labelsOf(BEDS, (beds) => (beds === 'Studio' ? t('Studio') : beds))}
            />
          </CriterionSelect>
          <Field id={`${idPrefix}-price`} label={isRent ? t('monthlyRent') : t('priceRange')}>
            <select
              id={`${idPrefix}-price`}
              name={QUERY_KEYS.price}
              className={styles.select}
              value={criteria.price}
              // A band stands for a min and a max price: the fields under "More filters" show them.
              onChange={(e) =>
                patchCriteria({
                  price: e.target.value,
                  minPrice: undefined,
                  maxPrice: undefined,
                  ...bandBounds(criteria, e.target.value),
                })
              }
            >
              <option value={SEARCH_DEFAULTS.price}>{t('Price')}</option>
              {priceRangesFor(criteria.purpose).map(({ label }) => (
                <option key={label} value={label}>
                  {bandLabel(label)}
                </option>
              ))}
            </select>
          </Field>
          <SubmitButton busy={loading} className={styles.submit}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
              <path
                d="m20 20-4.2-4.2"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
            {loading ? t('searching') : t('search')}
          </SubmitButton>
          <MoreFilters idPrefix={idPrefix} />
        </form>
      </div>
    </div>
  );
}

/**
 * The filters beside the spec's selectors, behind a "More filters" disclosure (a native
 * <details>: it opens and closes without JavaScript, and is open when the URL sets one of them).
 * Every field is a field of the GET form, named by its URL key.
 */
import { useState, type ReactNode } from 'react';
import {
  AMENITIES,
  AMENITY_KEYS,
  COMPLETION_FILTERS,
  FURNISHINGS,
  LISTING_STATUSES,
  PRICE_CHOICES,
  type AmenityKey,
} from '@manzil/contract';
import { groupDigits, listingStatusLabel } from '@manzil/format';
import { useMessages } from '@manzil/i18n';
import { searchMessages } from './messages';
import { controlClass, mutedTextClass, Options } from '@manzil/ui';
import { hasMoreFilters, QUERY_KEYS } from './criteria';
import { useSearchState } from './searchStore';
import { CriterionSelect, Field } from './SearchField';
import styles from './SearchBar.module.css';

type NumberKey =
  'minPrice' | 'maxPrice' | 'minBeds' | 'maxBeds' | 'minBaths' | 'maxBaths' | 'minSize' | 'maxSize';

const ROOMS = [0, 1, 2, 3, 4, 5, 6, 7];

export function MoreFilters({ idPrefix }: { idPrefix: string }) {
  const criteria = useSearchState((s) => s.criteria);
  const setCriterion = useSearchState((s) => s.setCriterion);
  const patchCriteria = useSearchState((s) => s.patchCriteria);
  // Open when the page's search sets one of these (a shared link shows what it filters by).
  const [open, setOpen] = useState(() => hasMoreFilters(criteria));
  const isRent = criteria.purpose === 'Rent';
  const id = (key: string) => `${idPrefix}-${key}`;
  const t = useMessages(searchMessages);
  const labelsOf = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    Object.fromEntries(values.map((value) => [value, label(value)])) as Record<T, string>;

  const numberInput = (key: NumberKey, placeholder: string, list?: string) => (
    <input
      id={id(key)}
      name={QUERY_KEYS[key]}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className={`${controlClass} ${styles.input}`}
      placeholder={placeholder}
      list={list}
      maxLength={14}
      // The whole amount, grouped in thousands ('2,500,000'): the URL and the API read it so too.
      value={criteria[key] === undefined ? '' : groupDigits(criteria[key])}
      onChange={(e) => {
        const digits = e.target.value.replace(/\D/g, '').slice(0, 11);
        // Typed prices replace a preset band (the band stands for a min/max of its own).
        patchCriteria({
          [key]: digits ? Number(digits) : undefined,
          ...(key === 'minPrice' || key === 'maxPrice' ? { price: 'Price' } : {}),
        });
      }}
    />
  );
  const roomSelect = (key: NumberKey, any: string, studio: boolean) => (
    <select
      id={id(key)}
      name={QUERY_KEYS[key]}
      className={styles.select}
      value={criteria[key] ?? ''}
      onChange={(e) => setCriterion(key, e.target.value === '' ? undefined : Number(e.target.value))}
    >
      <option value="">{any}</option>
      {ROOMS.filter((n) => studio || n > 0).map((n) => (
        <option key={n} value={n}>
          {n === 0 ? t('Studio') : String(n)}
        </option>
      ))}
    </select>
  );
  /** A min-max pair of fields under one legend (price, rooms, size); `after` follows the pair. */
  const range = (
    legend: string,
    [min, max]: [NumberKey, NumberKey],
    control: (key: NumberKey, placeholder: string) => ReactNode,
    after?: ReactNode,
  ) => (
    <fieldset className={styles.range}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.pair}>
        <label className={`${mutedTextClass} ${styles.pairLabel}`} htmlFor={id(min)}>
          {t('min')}
        </label>
        {control(min, t('noMin'))}
        <label className={`${mutedTextClass} ${styles.pairLabel}`} htmlFor={id(max)}>
          {t('max')}
        </label>
        {control(max, t('noMax'))}
      </div>
      {after}
    </fieldset>
  );
  const priceList = id('price-choices');
  const choices = isRent ? PRICE_CHOICES[criteria.period] : PRICE_CHOICES.Buy;

  return (
    <details className={styles.more} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={styles.moreSummary}>{t('moreFilters')}</summary>
      <div className={styles.moreGrid}>
        {range(
          isRent ? t('rentAed') : t('priceAed'),
          ['minPrice', 'maxPrice'],
          (key, placeholder) => numberInput(key, placeholder, priceList),
          <datalist id={priceList}>
            {choices.map((n) => (
              <option key={n} value={n} label={t('aedChoice', { amount: groupDigits(n, 3) })} />
            ))}
          </datalist>,
        )}
        {isRent && (
          <CriterionSelect id={id('period')} criterion="period" label={t('rentPer')}>
            <option value="month">{t('month')}</option>
            <option value="year">{t('year')}</option>
          </CriterionSelect>
        )}
        {range(t('bedrooms'), ['minBeds', 'maxBeds'], (key) => roomSelect(key, t('any'), true))}
        {range(t('bathrooms'), ['minBaths', 'maxBaths'], (key) => roomSelect(key, t('any'), false))}
        {range(t('size'), ['minSize', 'maxSize'], numberInput)}
        <CriterionSelect id={id('furnishing')} criterion="furnishing" label={t('furnishing')}>
          <option value="">{t('any')}</option>
          <Options values={FURNISHINGS} labels={labelsOf(FURNISHINGS, (value) => t(value))} />
        </CriterionSelect>
        <CriterionSelect id={id('completion')} criterion="completion" label={t('completion')}>
          <option value="">{t('any')}</option>
          <Options values={COMPLETION_FILTERS} labels={labelsOf(COMPLETION_FILTERS, (value) => t(value))} />
        </CriterionSelect>
        <CriterionSelect id={id('status')} criterion="status" label={t('status')}>
          <Options
            values={LISTING_STATUSES}
            labels={labelsOf(LISTING_STATUSES, (value) => listingStatusLabel(value, t.locale))}
          />
          <option value="any">{t('anyStatus')}</option>
        </CriterionSelect>
        <AmenityChoices idPrefix={idPrefix} />
        <Field id={id('keywords')} label={t('keywords')}>
          <input
            id={id('keywords')}
            name={QUERY_KEYS.keywords}
            type="search"
            className={`${controlClass} ${styles.input}`}
            placeholder={t('keywordsPlaceholder')}
            dir="auto"
            maxLength={80}
            value={criteria.keywords}
            onChange={(e) => setCriterion('keywords', e.target.value)}
          />
        </Field>
      </div>
    </details>
  );
}

/** The amenities every result must have: checkboxes named by the URL key (a GET form sends each). */
function AmenityChoices({ idPrefix }: { idPrefix: string }) {
  const chosen = useSearchState((s) => s.criteria.amenities);
  const setCriterion = useSearchState((s) => s.setCriterion);
  const t = useMessages(searchMessages);
  const toggle = (key: AmenityKey, on: boolean) => {
    const next = AMENITY_KEYS.filter((k) => (k === key ? on : chosen?.includes(k)));
    setCriterion('amenities', next.length ? next : undefined);
  };
  return (
    <fieldset className={styles.amenities}>
      <legend className={styles.label}>{t('amenities')}</legend>
      <div className={styles.amenityGrid}>
        {AMENITIES.map((amenity) => (
          <label key={amenity.key} className={styles.amenity} htmlFor={`${idPrefix}-amenity-${amenity.key}`}>
            <input
              id={`${idPrefix}-amenity-${amenity.key}`}
              type="checkbox"
              name={QUERY_KEYS.amenities}
              value={amenity.key}
              checked={chosen?.includes(amenity.key) ?? false}
              onChange={(e) => toggle(amenity.key, e.target.checked)}
            />
            <span>{amenity[t.locale]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

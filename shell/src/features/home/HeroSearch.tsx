/**
 * The phone's search in the hero: on a narrow screen the search section starts below the first view, so
 * the hero asks a buyer's first questions (buy or rent, where, beds, type, the most they would pay) and
 * the first search already carries them. A GET form to the home page with the search section's own URL
 * keys: without JavaScript the server renders the results; with it the app goes to that URL and the
 * search section runs it and scrolls to its results.
 *
 * "Max price" holds the prices of the chosen purpose (rents per month). The server's page, which no
 * code may ever change, holds both lists as labelled groups; its CSS shows the checked purpose's group
 * only (HeroSection.module.css). Once live, the select holds that group alone.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  BEDS,
  DEFAULT_SEARCH,
  PRICE_CHOICES,
  PROPERTY_TYPES,
  readSearchQuery,
  SEARCH_DEFAULTS,
  SEARCH_KEYS,
  searchQueryToParams,
  withQuery,
} from '@manzil/contract';
import { propertyTypeLabel } from '@manzil/format';
import { useMessages, usePagePath } from '@manzil/i18n';
import { accentButtonClass, columnsClass, controlClass, Options, useHydrated } from '@manzil/ui';
import { heroMessages } from './messages';
import styles from './HeroSection.module.css';

/** 2500000 → '2.5M', 15000 → '15K': the choices fit a third of a phone's width. */
const compact = (n: number): string => (n >= 1e6 ? `${n / 1e6}M` : `${n / 1e3}K`);

export function HeroSearch() {
  const t = useMessages(heroMessages);
  const path = usePagePath();
  const navigate = useNavigate();
  const [purpose, setPurpose] = useState<'Buy' | 'Rent'>('Buy');
  const [maxPrice, setMaxPrice] = useState('');
  const hydrated = useHydrated();
  const action = path('home');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The form's fields are the search's URL keys: read them as the server would, write the short URL.
    const fields = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') fields.append(key, value);
    }
    const { query } = readSearchQuery(fields);
    void navigate(withQuery(action, Object.fromEntries(searchQueryToParams({ ...query, page: 1 }))));
  };
  const choose = (value: 'Buy' | 'Rent') => {
    setPurpose(value);
    // A sale price is no rent: the list of the other purpose starts at "Any".
    setMaxPrice('');
  };
  // Rents are read per month, as the search section reads them by default.
  const pricesOf = (of: 'Buy' | 'Rent') =>
    of === 'Buy' ? PRICE_CHOICES.Buy : PRICE_CHOICES[DEFAULT_SEARCH.period];
  const groups = hydrated ? [purpose] : (['Buy', 'Rent'] as const);
  const select = (id: string, label: string, control: ReactNode) => (
    <div className={styles.quickField}>
      <label className={styles.quickLabel} htmlFor={id}>
        {label}
      </label>
      {control}
    </div>
  );
  return (
    <form
      className={styles.quick}
      method="get"
      action={action}
      role="search"
      aria-label={t('quickSearch')}
      onSubmit={submit}
    >
      <div className={styles.quickPurpose} role="radiogroup" aria-label={t('quickSearch')}>
        {(['Buy', 'Rent'] as const).map((value) => (
          <label key={value} className={styles.quickOption}>
            <input
              type="radio"
              name={SEARCH_KEYS.purpose}
              value={value}
              checked={purpose === value}
              onChange={() => choose(value)}
            />
            <span>{value === 'Buy' ? t('buy') : t('rent')}</span>
          </label>
        ))}
      </div>
      <div className={styles.quickRow}>
        <label className={styles.quickLabel} htmlFor="home-quick-location">
          {t('location')}
        </label>
        <input
          id="home-quick-location"
          name={SEARCH_KEYS.location}
          type="search"
          className={`${controlClass} ${styles.quickInput}`}
          placeholder={t('locationPlaceholder')}
          autoComplete="off"
          dir="auto"
          maxLength={120}
        />
        <button type="submit" className={`${accentButtonClass} ${styles.quickSubmit}`}>
          {t('searchButton')}
        </button>
      </div>
      <div className={`${columnsClass} ${styles.quickFilters}`}>
        {select(
          'home-quick-beds',
          t('beds'),
          <select
            id="home-quick-beds"
            name={SEARCH_KEYS.beds}
            className={`${controlClass} ${styles.quickSelect}`}
            defaultValue={SEARCH_DEFAULTS.beds}
          >
            <option value={SEARCH_DEFAULTS.beds}>{t('any')}</option>
            <Options values={BEDS} label={(b) => (b === 'Studio' ? t('studio') : b)} />
          </select>,
        )}
        {select(
          'home-quick-type',
          t('homeType'),
          <select
            id="home-quick-type"
            name={SEARCH_KEYS.residential}
            className={`${controlClass} ${styles.quickSelect}`}
            defaultValue={SEARCH_DEFAULTS.residential}
          >
            <option value={SEARCH_DEFAULTS.residential}>{t('any')}</option>
            <Options values={PROPERTY_TYPES} label={(p) => propertyTypeLabel(p, t.locale)} />
          </select>,
        )}
        {select(
          'home-quick-max-price',
          t('maxPrice'),
          <select
            id="home-quick-max-price"
            name={SEARCH_KEYS.maxPrice}
            className={`${controlClass} ${styles.quickSelect}`}
            value={maxPrice}
            onChange={(e) => setMaxPrice(e.target.value)}
          >
            <option value="">{t('any')}</option>
            {groups.map((of) => (
              <optgroup key={of} label={of === 'Buy' ? t('pricesBuy') : t('pricesRent')} data-purpose={of}>
                {pricesOf(of).map((n) => (
                  <option key={n} value={n}>
                    {t('aedUpTo', { amount: compact(n) })}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>,
        )}
      </div>
    </form>
  );
}

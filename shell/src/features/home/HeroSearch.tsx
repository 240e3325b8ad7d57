/**
 * The phone's search in the hero: on a narrow screen the search section starts below the first view, so
 * the hero offers its first two questions (buy or rent, where) and a search button. A GET form to the
 * home page with the search section's own URL keys: without JavaScript the server renders the results;
 * with it the app goes to that URL and the search section runs it and scrolls to its results.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_KEYS, withQuery } from '@manzil/contract';
import { useMessages, usePagePath } from '@manzil/i18n';
import { accentButtonClass, controlClass } from '@manzil/ui';
import { heroMessages } from './messages';
import styles from './HeroSection.module.css';

export function HeroSearch() {
  const t = useMessages(heroMessages);
  const path = usePagePath();
  const navigate = useNavigate();
  const [purpose, setPurpose] = useState<'Buy' | 'Rent'>('Buy');
  const action = path('home');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const location = String(new FormData(event.currentTarget).get(SEARCH_KEYS.location) ?? '').trim();
    void navigate(
      withQuery(action, { [SEARCH_KEYS.purpose]: purpose, [SEARCH_KEYS.location]: location || undefined }),
    );
  };
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
              onChange={() => setPurpose(value)}
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
    </form>
  );
}

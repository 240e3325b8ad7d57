/**
 * The heart (save) and compare toggles of a home, on every listing card and on the property page.
 * Real buttons with a pressed state and a name that says which home; the server renders them unpressed
 * (it cannot know this browser's lists) and they show the stored state once the page has started.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { COMPARE_MAX, pagePath } from '@manzil/contract';
import { toolButtonClass, useHydrated } from '@manzil/ui';
import { toggleCompare, toggleSaved, type KeptHome } from './store';
import { useIsCompared, useIsSaved } from './hooks';
import styles from './HomeActions.module.css';

export interface HomeActionsProps {
  home: { slug: string; house_name: string };
}

const kept = (home: HomeActionsProps['home']): KeptHome => ({ slug: home.slug, name: home.house_name });

const FOUR = ['no', 'one', 'two', 'three', 'four'][COMPARE_MAX] ?? String(COMPARE_MAX);

export function SaveHomeButton({ home }: HomeActionsProps) {
  const saved = useIsSaved(home.slug);
  // Not taken before the page has started (the server's HTML): a tap then is visibly not taken.
  const hydrated = useHydrated();
  const [full, setFull] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${toolButtonClass} ${styles.heart}`}
        aria-pressed={saved}
        disabled={!hydrated}
        aria-label={`Save ${home.house_name}`}
        title={saved ? 'Saved: press to remove from your saved homes' : 'Save this home'}
        onClick={() => setFull(toggleSaved(kept(home)) === 'full')}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.heartIcon}>
          <path d="M12 20.5s-7.5-4.6-9.3-9.3C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.7-1.8 4.7-9.3 9.3-9.3 9.3Z" />
        </svg>
      </button>
      {/* A refusal is announced as it appears (one empty live region per card would crowd the page). */}
      {full && (
        <span role="alert" className={styles.message}>
          Your saved homes are full. <Link to={pagePath('saved')}>Remove one</Link> to save this home.
        </span>
      )}
    </>
  );
}

export function CompareButton({ home }: HomeActionsProps) {
  const compared = useIsCompared(home.slug);
  const hydrated = useHydrated();
  const [full, setFull] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${toolButtonClass} ${styles.compare}`}
        aria-pressed={compared}
        disabled={!hydrated}
        aria-label={`Compare ${home.house_name}`}
        onClick={() => setFull(toggleCompare(kept(home)) === 'full')}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.compareIcon}>
          <path d="M4 5h7v14H4zM13 5h7v14h-7z" />
        </svg>
        {compared ? 'Comparing' : 'Compare'}
      </button>
      {/* A refusal is announced as it appears (one empty live region per card would crowd the page). */}
      {full && (
        <span role="alert" className={styles.message}>
          You can compare up to {FOUR} homes. <Link to={pagePath('compare')}>Open the comparison</Link> and
          remove one first.
        </span>
      )}
    </>
  );
}

/** Both toggles, as a card or the property page shows them. */
export function HomeActions(props: HomeActionsProps) {
  return (
    <div className={styles.actions}>
      <SaveHomeButton {...props} />
      <CompareButton {...props} />
    </div>
  );
}

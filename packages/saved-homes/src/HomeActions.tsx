/**
 * The heart (save) and compare toggles of a home, on every listing card and on the property page.
 * Real buttons with a pressed state and a name that says which home; the server renders them unpressed
 * (it cannot know this browser's lists) and they show the stored state once the page has started.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { COMPARE_MAX } from '@manzil/contract';
import { useContent, useMessages, usePagePath } from '@manzil/i18n';
import { needsScriptClass, toolButtonClass } from '@manzil/ui';
import { toggleCompare, toggleSaved, type KeptHome, type ToggleResult } from './store';
import { useIsCompared, useIsSaved } from './hooks';
import styles from './HomeActions.module.css';
import { homeActionsMessages } from './messages';

export interface HomeActionsProps {
  home: {
    slug: string;
    house_name: string;
    imageurl?: string;
    translations?: { ar?: { house_name?: string } };
  };
}

const kept = (home: HomeActionsProps['home']): KeptHome => ({
  slug: home.slug,
  name: home.house_name,
  ...(home.translations?.ar?.house_name ? { nameAr: home.translations.ar.house_name } : {}),
  ...(home.imageurl ? { cover: home.imageurl } : {}),
});

interface KeepToggleProps {
  pressed: boolean;
  toggle(): ToggleResult;
  className: string | undefined;
  label: string;
  title?: string;
  /** The button's icon (and text). */
  children: ReactNode;
  /** Said when the list is full and the home was not taken. */
  refusal: ReactNode;
}

/** A toggle that keeps a home in one of this browser's lists, and says so when that list is full. */
function KeepToggle({ pressed, toggle, className, label, title, children, refusal }: KeepToggleProps) {
  const [full, setFull] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${toolButtonClass} ${className} ${needsScriptClass}`}
        aria-pressed={pressed}
        aria-label={label}
        title={title}
        onClick={() => setFull(toggle() === 'full')}
      >
        {children}
      </button>
      {/* A refusal is announced as it appears (one empty live region per card would crowd the page). */}
      {full && (
        <span role="alert" className={styles.message}>
          {refusal}
        </span>
      )}
    </>
  );
}

/** The toggles' texts, and the home's name in the page's language. */
function useTexts(home: HomeActionsProps['home']) {
  const t = useMessages(homeActionsMessages);
  const path = usePagePath();
  const name = useContent()(home, 'house_name').text;
  return { t, path, name };
}

export function SaveHomeButton({ home }: HomeActionsProps) {
  const saved = useIsSaved(home.slug);
  const { t, path, name } = useTexts(home);
  return (
    <KeepToggle
      pressed={saved}
      toggle={() => toggleSaved(kept(home))}
      className={styles.heart}
      label={t('save', { name })}
      title={saved ? t('savedTitle') : t('saveTitle')}
      refusal={t.rich('savedFull', {
        link: (chunks) => (
          <Link key="link" to={path('saved')}>
            {chunks}
          </Link>
        ),
      })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.heartIcon}>
        <path d="M12 20.5s-7.5-4.6-9.3-9.3C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.7-1.8 4.7-9.3 9.3-9.3 9.3Z" />
      </svg>
    </KeepToggle>
  );
}

export function CompareButton({ home }: HomeActionsProps) {
  const compared = useIsCompared(home.slug);
  const { t, path, name } = useTexts(home);
  return (
    <KeepToggle
      pressed={compared}
      toggle={() => toggleCompare(kept(home))}
      className={styles.compare}
      label={t('compare', { name })}
      refusal={t.rich('compareFull', {
        max: COMPARE_MAX,
        link: (chunks) => (
          <Link key="link" to={path('compare')}>
            {chunks}
          </Link>
        ),
      })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.compareIcon}>
        <path d="M4 5h7v14H4zM13 5h7v14h-7z" />
      </svg>
      {compared ? t('comparing') : t('compareButton')}
    </KeepToggle>
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

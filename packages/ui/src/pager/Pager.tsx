/**
 * The one pager: Previous, the pages, Next. `numbers` shows a button per page (with ellipses past
 * PAGER_ELLIPSIS_AFTER pages); `count` shows "Page 2 of 5" between arrows. Nothing shows for one page.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMessages } from '@manzil/i18n';
import { pagerMessages } from './messages';
import { pagerItems } from './pagerItems';
import styles from './Pager.module.css';
import { controlClass, controlRowClass } from '../styles/blocks';

export interface PagerProps {
  page: number;
  pageCount: number;
  /** Called with the page chosen (buttons; with `hrefOf`, as its link is followed). */
  onChange?: (page: number) => void;
  /** Pages are links to these URLs (a page of its own that renders on the server), not buttons. */
  hrefOf?: (page: number) => string;
  /** The navigation's name, e.g. "VR projects pages". */
  label: string;
  display?: 'numbers' | 'count';
  /** Accessible names of the steps (the visible text is "Previous"/"Next", or an arrow). */
  stepNames?: { previous: string; next: string };
  /** Keep the pager (disabled steps) when there is only one page. */
  showSinglePage?: boolean;
}

// Drawn for a left-to-right page; the stylesheet mirrors it on a right-to-left one.
const ArrowIcon = ({ back }: { back?: boolean }) => (
  <svg
    className={styles.arrow}
    viewBox="0 0 24 24"
    width="18"
    height="18"
    aria-hidden="true"
    focusable="false"
  >
    <path
      d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export function Pager({
  page,
  pageCount,
  onChange,
  label,
  display = 'numbers',
  stepNames,
  showSinglePage = false,
  hrefOf,
}: PagerProps) {
  const t = useMessages(pagerMessages);
  const names = stepNames ?? { previous: t('previousPage'), next: t('nextPage') };
  if (pageCount <= 1 && !showSinglePage) return null;
  const numbers = display === 'numbers';
  const step = (back: boolean): ReactNode => {
    const target = back ? page - 1 : page + 1;
    const inside = target >= 1 && target <= pageCount;
    if (hrefOf) {
      const content = (
        <>
          {back && <ArrowIcon back />}
          {numbers && <span className={styles.stepText}>{back ? t('previous') : t('next')}</span>}
          {!back && <ArrowIcon />}
        </>
      );
      const name = back ? names.previous : names.next;
      // A link with nowhere to go is no link: a disabled-looking step, out of the tab order.
      return inside ? (
        <Link
          className={`${controlClass} ${styles.step}`}
          to={hrefOf(target)}
          aria-label={name}
          onClick={onChange ? () => onChange(target) : undefined}
        >
          {content}
        </Link>
      ) : (
        <span
          className={`${controlClass} ${styles.step} ${styles.stepOff}`}
          aria-disabled="true"
          aria-label={name}
          role="link"
        >
          {content}
        </span>
      );
    }
    return (
      <button
        type="button"
        className={`${controlClass} ${styles.step}`}
        onClick={() => onChange?.(target)}
        disabled={back ? page <= 1 : page >= pageCount}
        aria-label={back ? names.previous : names.next}
      >
        {back && <ArrowIcon back />}
        {numbers && <span className={styles.stepText}>{back ? t('previous') : t('next')}</span>}
        {!back && <ArrowIcon />}
      </button>
    );
  };
  return (
    <nav className={`${controlRowClass} ${styles.pager}`} aria-label={label}>
      {step(true)}
      {numbers ? (
        <ol className={`${controlRowClass} ${styles.pages}`}>
          {pagerItems(page, pageCount).map((item, i) =>
            item === 'ellipsis' ? (
              <li key={`ellipsis-${i}`} className={styles.ellipsis} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                {hrefOf ? (
                  <Link
                    className={`${controlClass} ${styles.number}`}
                    to={hrefOf(item)}
                    onClick={onChange ? () => onChange(item) : undefined}
                    aria-label={t('page', { page: item })}
                    aria-current={item === page ? 'page' : undefined}
                  >
                    {item}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={`${controlClass} ${styles.number}`}
                    aria-label={t('page', { page: item })}
                    aria-current={item === page ? 'page' : undefined}
                    onClick={() => onChange?.(item)}
                  >
                    {item}
                  </button>
                )}
              </li>
            ),
          )}
        </ol>
      ) : (
        <span className={styles.count} aria-live="polite">
          {t('pageOf', { page, pageCount })}
        </span>
      )}
      {step(false)}
    </nav>
  );
}

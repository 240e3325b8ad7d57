/**
 * The one pager: Previous, the pages, Next. `numbers` shows a button per page (with ellipses past
 * PAGER_ELLIPSIS_AFTER pages); `count` shows "Page 2 of 5" between arrows. Nothing shows for one page.
 */
import type { ReactNode } from 'react';
import { pagerItems } from './pagerItems';
import styles from './Pager.module.css';
import { controlClass } from '../styles/blocks';

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** The navigation's name, e.g. "VR projects pages". */
  label: string;
  display?: 'numbers' | 'count';
  /** Accessible names of the steps (the visible text is "Previous"/"Next", or an arrow). */
  stepNames?: { previous: string; next: string };
  /** Keep the pager (disabled steps) when there is only one page. */
  showSinglePage?: boolean;
}

const ArrowIcon = ({ back }: { back?: boolean }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
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
  stepNames = { previous: 'Previous page', next: 'Next page' },
  showSinglePage = false,
}: PagerProps) {
  if (pageCount <= 1 && !showSinglePage) return null;
  const numbers = display === 'numbers';
  const step = (back: boolean): ReactNode => (
    <button
      type="button"
      className={`${controlClass} ${styles.step}`}
      onClick={() => onChange(back ? page - 1 : page + 1)}
      disabled={back ? page <= 1 : page >= pageCount}
      aria-label={back ? stepNames.previous : stepNames.next}
    >
      {back && <ArrowIcon back />}
      {numbers && <span className={styles.stepText}>{back ? 'Previous' : 'Next'}</span>}
      {!back && <ArrowIcon />}
    </button>
  );
  return (
    <nav className={styles.pager} aria-label={label}>
      {step(true)}
      {numbers ? (
        <ol className={styles.pages}>
          {pagerItems(page, pageCount).map((item, i) =>
            item === 'ellipsis' ? (
              <li key={`ellipsis-${i}`} className={styles.ellipsis} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className={`${controlClass} ${styles.number}`}
                  aria-label={`Page ${item}`}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => onChange(item)}
                >
                  {item}
                </button>
              </li>
            ),
          )}
        </ol>
      ) : (
        <span className={styles.count} aria-live="polite">
          Page {page} of {pageCount}
        </span>
      )}
      {step(false)}
    </nav>
  );
}

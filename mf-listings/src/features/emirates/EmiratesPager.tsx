import { pagerItems } from './pagination';
import styles from './EmiratesSection.module.css';

export interface EmiratesPagerProps {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
}

export function EmiratesPager({ page, lastPage, onChange }: EmiratesPagerProps) {
  return (
    <nav className={styles.pager} aria-label="Emirates pages">
      <button
        type="button"
        className={styles.pagerStep}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
      >
        Previous
      </button>
      <ul className={styles.pagerList}>
        {pagerItems(page, lastPage).map((item, i) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${i}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.pageNumber}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={styles.pagerStep}
        onClick={() => onChange(page + 1)}
        disabled={page >= lastPage}
      >
        Next
      </button>
    </nav>
  );
}

/** Previous, page numbers and Next for the VR card grid. */
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './VrPager.module.css';

interface VrPagerProps {
  page: number;
  pageCount: number;
  onSelect: (page: number) => void;
}

export function VrPager({ page, pageCount, onSelect }: VrPagerProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className={styles.pager} aria-label="VR projects pages">
      <button
        type="button"
        className={styles.step}
        onClick={() => onSelect(page - 1)}
        disabled={page === 1}
        aria-label="Previous page"
      >
        <ChevronLeftIcon /> <span className={styles.stepText}>Previous</span>
      </button>
      <ol className={styles.pages}>
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={n === page ? `${styles.number} ${styles.current}` : styles.number}
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onSelect(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.step}
        onClick={() => onSelect(page + 1)}
        disabled={page === pageCount}
        aria-label="Next page"
      >
        <span className={styles.stepText}>Next</span> <ChevronRightIcon />
      </button>
    </nav>
  );
}

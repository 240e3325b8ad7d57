/**
 * The shape of a list while it loads (table rows, cards, list items or lines of text), instead of
 * a blank panel. Screen readers hear only `label` (role="status"); the shapes are decoration.
 */
import { skeletonClass, tilesClass, visuallyHidden } from '@manzil/ui';
import styles from './Skeleton.module.css';

interface SkeletonProps {
  /** Said to screen readers, e.g. 'Loading areas...'. */
  label: string;
  variant: 'table' | 'cards' | 'list' | 'text';
  /** How many rows, cards or items to draw. */
  count?: number;
}

const bar = (width: string) => <span className={`${skeletonClass} ${styles.bar}`} style={{ width }} />;

export function Skeleton({ label, variant, count = 3 }: SkeletonProps) {
  const items = Array.from({ length: count }, (_, i) => i);
  return (
    <div role="status" aria-busy="true" className={styles.skeleton} data-skeleton={variant}>
      <span className={visuallyHidden}>{label}</span>
      <div aria-hidden="true">
        {variant === 'table' &&
          items.map((i) => (
            <div key={i} className={styles.row}>
              <span className={`${skeletonClass} ${styles.thumb}`} />
              {bar('22%')}
              <span className={styles.lines}>
                {bar('100%')}
                {bar('70%')}
              </span>
              {bar('12%')}
            </div>
          ))}
        {variant === 'cards' && (
          <>
            {bar('30%')}
            <div className={`${tilesClass} ${styles.cards}`}>
              {items.map((i) => (
                <div key={i} className={styles.card}>
                  <span className={`${skeletonClass} ${styles.cardImage}`} />
                  {bar('80%')}
                  {bar('55%')}
                  {bar('40%')}
                </div>
              ))}
            </div>
          </>
        )}
        {variant === 'list' &&
          items.map((i) => (
            <div key={i} className={styles.item}>
              {bar('35%')}
              {bar('60%')}
              {bar('90%')}
            </div>
          ))}
        {variant === 'text' && (
          <div className={styles.text}>
            {bar('95%')}
            {bar('88%')}
            {bar('60%')}
          </div>
        )}
      </div>
    </div>
  );
}

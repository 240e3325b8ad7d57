/** The plain band that opens a page of lists (agents, floor plans): eyebrow, title and intro under the
 * navbar. Read, not looked at: no photo to wait for. */
import type { ReactNode } from 'react';
import styles from './PageBand.module.css';

export interface PageBandProps {
  eyebrow: ReactNode;
  title: string;
  children: ReactNode;
}

export function PageBand({ eyebrow, title, children }: PageBandProps) {
  return (
    <header className={styles.band}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.intro}>{children}</div>
      </div>
    </header>
  );
}

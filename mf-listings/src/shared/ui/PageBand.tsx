/** The plain band that opens a page of lists (agents, floor plans): eyebrow, title and intro under the
 * navbar. Read, not looked at: no photo to wait for. */
import type { ReactNode } from 'react';
import { displayClass, eyebrowClass, panelClass } from '@manzil/ui';
import styles from './PageBand.module.css';

/** The white panel that rises from the content into the band's foot (the agents' filter, the floor
 * plans' emirates): a page adds its own class for its padding and layout. */
export const bandPanelClass = `${panelClass} ${styles.overlap}`;

export interface PageBandProps {
  eyebrow: ReactNode;
  title: string;
  children: ReactNode;
}

export function PageBand({ eyebrow, title, children }: PageBandProps) {
  return (
    <header className={styles.band}>
      <div className={styles.inner}>
        <p className={`${eyebrowClass} ${styles.eyebrow}`}>{eyebrow}</p>
        <h1 className={`${displayClass} ${styles.title}`}>{title}</h1>
        <div className={styles.intro}>{children}</div>
      </div>
    </header>
  );
}

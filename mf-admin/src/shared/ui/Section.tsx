/** A titled card for one section of the admin panel. */
import type { ReactNode } from 'react';
import styles from './Section.module.css';
import { headingClass, panelClass, spreadClass } from '@manzil/ui';

interface SectionProps {
  id: string;
  title: string;
  description?: string;
  /** Controls shown beside the title (e.g. an Add button). */
  actions?: ReactNode;
  children: ReactNode;
}

export function Section({ id, title, description, actions, children }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={`${panelClass} ${styles.section}`} aria-labelledby={titleId}>
      <div className={`${spreadClass} ${styles.head}`}>
        <div>
          <h2 id={titleId} className={`${headingClass} ${styles.title}`}>
            {title}
          </h2>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}

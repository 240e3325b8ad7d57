/** Text for screen readers only (e.g. "(opens in a new tab)"), and the class for any other element. */
import type { ElementType, ReactNode } from 'react';
import styles from './visuallyHidden.module.css';

export const visuallyHidden = styles.visuallyHidden!;

export function VisuallyHidden({ as: Tag = 'span', children }: { as?: ElementType; children: ReactNode }) {
  return <Tag className={visuallyHidden}>{children}</Tag>;
}

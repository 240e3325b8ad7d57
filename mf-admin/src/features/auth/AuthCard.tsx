/** The frame of the sign-in screens: a centred card under the shell's navbar. */
import type { ReactNode } from 'react';
import styles from './AuthCard.module.css';
import { headingClass, mutedTextClass, panelClass } from '@manzil/ui';

interface AuthCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <section className={`${panelClass} ${styles.card}`} aria-labelledby="auth-title">
        <h1 id="auth-title" className={`${headingClass} ${styles.title}`}>
          {title}
        </h1>
        {intro && <p className={`${mutedTextClass} ${styles.intro}`}>{intro}</p>}
        {children}
      </section>
    </div>
  );
}

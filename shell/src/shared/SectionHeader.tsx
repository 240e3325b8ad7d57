import type { ReactNode } from 'react';
import { eyebrowClass, sectionHeaderClass, titleClass } from '@manzil/ui';
import page from './page.module.css';

/** A section's eyebrow and h2 on the about and contact pages; `children` follow the title (an intro). */
export function SectionHeader({
  titleId,
  eyebrow,
  title,
  children,
}: {
  titleId: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={sectionHeaderClass}>
      <p className={`${eyebrowClass} ${page.eyebrow}`}>{eyebrow}</p>
      <h2 id={titleId} className={`${titleClass} ${page.sectionTitle}`}>
        {title}
      </h2>
      {children}
    </header>
  );
}

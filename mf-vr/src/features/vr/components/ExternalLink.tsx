/** A link to another site: always a new tab, never handing this page to it (noopener noreferrer). */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import styles from './ExternalLink.module.css';

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className={styles.srOnly}> (opens in a new tab)</span>
    </a>
  );
}

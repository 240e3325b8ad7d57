/** A link to another site: always a new tab, never handing this page to it (noopener noreferrer). */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden } from '@manzil/ui';

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}

/** A link to another site: always a new tab, never handing this page to it (noopener noreferrer). */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useMessages } from '@manzil/i18n';
import { VisuallyHidden } from '@manzil/ui';
import { vrMessages } from '../messages';

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  const t = useMessages(vrMessages);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden>{t('newTab')}</VisuallyHidden>
    </a>
  );
}

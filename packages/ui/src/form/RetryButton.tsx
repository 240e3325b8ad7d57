/** The action of a failed read's message: the compact navy button that asks again. */
import type { ReactNode } from 'react';
import { compactClass, primaryButtonClass } from '../styles/button';

export interface RetryButtonProps {
  onRetry: () => void;
  /** The page's own class (its place in the message). */
  className?: string;
  children: ReactNode;
}

export function RetryButton({ onRetry, className = '', children }: RetryButtonProps) {
  return (
    <button type="button" className={`${primaryButtonClass} ${compactClass} ${className}`} onClick={onRetry}>
      {children}
    </button>
  );
}

/** A form's main action: the accent button, disabled and announced busy while the form is being sent. */
import type { ReactNode } from 'react';
import { accentButtonClass } from '../styles/button';

export interface SubmitButtonProps {
  busy: boolean;
  /** The page's own class (its size, its place in the form's grid). */
  className?: string;
  children: ReactNode;
}

export function SubmitButton({ busy, className = '', children }: SubmitButtonProps) {
  return (
    <button type="submit" className={`${accentButtonClass} ${className}`} disabled={busy} aria-busy={busy}>
      {children}
    </button>
  );
}

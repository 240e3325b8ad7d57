/**
 * A panel form that writes: every control is disabled while a write runs (one fieldset), and the
 * submit button reads 'Saving...' meanwhile (docs/glossary.md), next to an optional Cancel; what
 * went wrong with the last submit is said above the buttons.
 */
import type { FormEvent, ReactNode } from 'react';
import { useWriting } from '../writes/useAdminMutation';
import { FormError, type FormProblem } from './FormError';
import forms from './forms.module.css';

interface SavingFormProps {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The form's accessible name, where the page has more than one form. */
  label?: string;
  submitLabel: string;
  onCancel?(): void;
  /** What went wrong with the last submit, shown above the buttons. */
  problem?: FormProblem | null;
  children: ReactNode;
}

export function SavingForm({
  onSubmit,
  label,
  submitLabel,
  onCancel,
  problem = null,
  children,
}: SavingFormProps) {
  const saving = useWriting();
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <fieldset className={forms.fieldset} disabled={saving}>
        {children}
        <FormError problem={problem} />
        <div className={forms.actions}>
          {onCancel && (
            <button type="button" className={forms.buttonSecondary} onClick={onCancel}>
              Cancel
            </button>
          )}
          <button type="submit" className={forms.button}>
            {saving ? 'Saving...' : submitLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/**
 * A panel form that writes: every control is disabled while a write runs (one fieldset), and the
 * submit button reads 'Saving...' meanwhile (docs/glossary.md), next to an optional Cancel.
 */
import type { FormEvent, ReactNode } from 'react';
import { useSaving } from '../saving/savingStore';
import forms from './forms.module.css';

interface SavingFormProps {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The form's accessible name, where the page has more than one form. */
  label?: string;
  submitLabel: string;
  onCancel?(): void;
  children: ReactNode;
}

export function SavingForm({ onSubmit, label, submitLabel, onCancel, children }: SavingFormProps) {
  const saving = useSaving();
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <fieldset className={forms.fieldset} disabled={saving}>
        {children}
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

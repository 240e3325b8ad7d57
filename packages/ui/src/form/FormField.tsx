/** One labelled form control with its inline error, tied together by aria-describedby/aria-invalid. */
import type { ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';
import { useMessages } from '@manzil/i18n';
import { AlertIcon } from './AlertIcon';
import { formFieldMessages } from './messages';
import styles from './FormField.module.css';
import { labelNoteClass, stackClass } from '../styles/blocks';

/** The look of a field's label, for a label the field does not draw (a group's legend). */
export const fieldLabelClass = styles.label!;

export interface FormFieldProps {
  id: string;
  label: string;
  optional?: boolean;
  /** Checked by the form itself (the forms are noValidate): said to assistive technology, no bubble. */
  required?: boolean;
  error?: string;
  /** Extra class of the field's wrapper (e.g. a grid cell spanning the row). */
  className?: string;
  /** The input, select or textarea; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  hint?: ReactNode;
}

export function FormField({
  id,
  label,
  optional,
  required,
  error,
  className,
  children,
  hint,
}: FormFieldProps) {
  const t = useMessages(formFieldMessages);
  const errorId = `${id}-error`;
  const control = cloneElement(children, {
    id,
    className: `${styles.control} ${error ? styles.controlInvalid : ''}`,
    'aria-required': required ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  });
  return (
    <div className={`${stackClass} ${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={labelNoteClass}>{t('optional')}</span> : null}
      </label>
      {control}
      {hint}
      {error ? (
        <p id={errorId} className={styles.error}>
          <AlertIcon size={14} />
          {error}
        </p>
      ) : null}
    </div>
  );
}

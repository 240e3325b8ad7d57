/**
 * A labelled control in the panel's field layout. A hint is tied to the control by
 * aria-describedby (id `<control id>-hint`), so a screen reader reads it with the label.
 */
import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import forms from './forms.module.css';

interface FieldProps {
  /** The control's id, which the label points at. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;

export function Field({ id, label, hint, children }: FieldProps) {
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={hintId(id)} className={forms.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

type ControlProps<A> = Omit<A, 'id' | 'onChange' | 'value'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onValueChange(value: string): void;
};

/** What an input and a textarea field give their control alike. */
function wiring(id: string, hint: ReactNode, onValueChange: (value: string) => void) {
  return {
    id,
    'aria-describedby': hint ? hintId(id) : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValueChange(e.target.value),
  };
}

export function InputField({
  id,
  label,
  hint,
  onValueChange,
  ...input
}: ControlProps<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field id={id} label={label} hint={hint}>
      <input {...wiring(id, hint, onValueChange)} {...input} />
    </Field>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  onValueChange,
  ...textarea
}: ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Field id={id} label={label} hint={hint}>
      <textarea {...wiring(id, hint, onValueChange)} {...textarea} />
    </Field>
  );
}

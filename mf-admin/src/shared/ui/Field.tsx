/**
 * A labelled control in the panel's field layout. A hint and an error are tied to the control by
 * aria-describedby (ids `<control id>-hint`, `<control id>-error`), so a screen reader reads them
 * with the label; a control with an error is marked aria-invalid.
 */
import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import forms from './forms.module.css';

interface FieldProps {
  /** The control's id, which the label points at. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value, said under the control. */
  error?: string;
  children: ReactNode;
}

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** The ids a control with this hint and error is described by. */
export const describedBy = (id: string, hint?: ReactNode, error?: string): string | undefined =>
  [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined;

export function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={errorId(id)} className={forms.fieldError}>
          {error}
        </p>
      )}
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
  error?: string;
  value: string;
  onValueChange(value: string): void;
};

/** A Field around the control `render` draws, wired to the label, the hint and `onValueChange`. */
function labelled<A>(
  { id, label, hint, error, onValueChange, ...attributes }: ControlProps<A>,
  render: (control: typeof attributes & ControlWiring) => ReactNode,
) {
  const wiring: ControlWiring = {
    id,
    'aria-describedby': describedBy(id, hint, error),
    'aria-invalid': error ? true : undefined,
    onChange: (e) => onValueChange(e.target.value),
  };
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {render({ ...attributes, ...wiring })}
    </Field>
  );
}

interface ControlWiring {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  onChange(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
}

export const InputField = (props: ControlProps<InputHTMLAttributes<HTMLInputElement>>) =>
  labelled(props, (control) => <input {...control} />);

export const TextAreaField = (props: ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) =>
  labelled(props, (control) => <textarea {...control} />);

interface AreaFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  areas: { value: string; label: string }[];
  disabled?: boolean;
  required?: boolean;
  error?: string;
}

/** A choice among areas that starts on "Choose an area" (value ''). */
export function AreaField({ id, label, value, onValueChange, areas, error, ...select }: AreaFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <select
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        {...select}
      >
        <option value="">Choose an area</option>
        {areas.map((a) => (
          <option key={a.value} value={a.value}>
            {a.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

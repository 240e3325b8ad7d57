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

const hintId = (id: string) => `${id}-hint`;

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

/** A Field around the control `render` draws, wired to the label, the hint and `onValueChange`. */
function labelled<A>(
  { id, label, hint, onValueChange, ...attributes }: ControlProps<A>,
  render: (control: typeof attributes & ControlWiring) => ReactNode,
) {
  const wiring: ControlWiring = {
    id,
    'aria-describedby': hint ? hintId(id) : undefined,
    onChange: (e) => onValueChange(e.target.value),
  };
  return (
    <Field id={id} label={label} hint={hint}>
      {render({ ...attributes, ...wiring })}
    </Field>
  );
}

interface ControlWiring {
  id: string;
  'aria-describedby': string | undefined;
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
}

/** A choice among areas that starts on "Choose an area" (value ''). */
export function AreaField({ id, label, value, onValueChange, areas, ...select }: AreaFieldProps) {
  return (
    <Field id={id} label={label}>
      <select id={id} value={value} onChange={(e) => onValueChange(e.target.value)} {...select}>
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

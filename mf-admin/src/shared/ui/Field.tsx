/**
 * A labelled control in the panel's field layout. A hint and an error are tied to the control by
 * aria-describedby (ids `<control id>-hint`, `<control id>-error`), so a screen reader reads them
 * with the label; a control with an error is marked aria-invalid.
 */
import type {
  ChangeEvent,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
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
  onChange(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
}

export const InputField = (props: ControlProps<InputHTMLAttributes<HTMLInputElement>>) =>
  labelled(props, (control) => <input {...control} />);

export const TextAreaField = (props: ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) =>
  labelled(props, (control) => <textarea {...control} />);

/** One option of a SelectField: the value stored and the words shown. */
export interface Choice {
  value: string;
  label: string;
}

/** Choices whose words are their values (emirates, purposes, property types). */
export const plainChoices = (values: readonly string[]): Choice[] =>
  values.map((value) => ({ value, label: value }));

type SelectFieldProps = ControlProps<SelectHTMLAttributes<HTMLSelectElement>> & {
  options: readonly Choice[];
  /** The words of an empty first option (value ''), for a choice not made yet. */
  placeholder?: string;
};

export const SelectField = ({ options, placeholder, ...props }: SelectFieldProps) =>
  labelled(props, (control) => (
    <select {...control}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  ));

/** A choice among areas that starts on "Choose an area" (value ''). */
export const AreaField = ({
  areas,
  ...props
}: Omit<SelectFieldProps, 'options' | 'placeholder'> & { areas: Choice[] }) => (
  <SelectField {...props} options={areas} placeholder="Choose an area" />
);

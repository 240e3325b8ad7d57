/**
 * The labelled controls of a filter bar (the listings table's, the leads inbox's): a choice whose
 * first option means "any", and a box. Each reports its value as text; '' clears the filter.
 */
import type { InputHTMLAttributes } from 'react';
import forms from './forms.module.css';

interface FilterSelectProps {
  id: string;
  label: string;
  value: string | undefined;
  /** The first option, which clears the filter ('Any', 'All statuses'). */
  anyLabel?: string;
  options: readonly (readonly [value: string, label: string])[];
  onChange(value: string): void;
}

export function FilterSelect({ id, label, value, anyLabel = 'Any', options, onChange }: FilterSelectProps) {
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

type FilterInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string | undefined;
  onChange(value: string): void;
  /** Extra class of the field (a wider search box). */
  fieldClassName?: string;
};

export function FilterInput({ id, label, value, onChange, fieldClassName, ...input }: FilterInputProps) {
  return (
    <div className={fieldClassName ? `${forms.field} ${fieldClassName}` : forms.field}>
      <label htmlFor={id}>{label}</label>
      <input {...input} id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** The name, email and phone fields both forms of this remote ask for (brochure request, property inquiry). */
import type { Ref } from 'react';
import form from './form.module.css';

export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
}

const FIELDS = [
  { key: 'name', label: 'Name', type: undefined, autoComplete: 'name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;

export interface ContactFieldsProps {
  values: ContactDetails;
  onChange: (field: keyof ContactDetails, value: string) => void;
  /** `native`: the browser checks the fields (`required`); `aria`: the form checks them itself. */
  required: 'native' | 'aria';
  firstFieldRef?: Ref<HTMLInputElement>;
  /** The spec's message per field, shown under it (a form the server checked). */
  errors?: Partial<Record<keyof ContactDetails, string>>;
  /** Prefix of the fields' ids (one form per page may use it). */
  idPrefix?: string;
}

export function ContactFields({
  values,
  onChange,
  required,
  firstFieldRef,
  errors = {},
  idPrefix = 'contact',
}: ContactFieldsProps) {
  return FIELDS.map(({ key, label, type, autoComplete }, index) => {
    const error = errors[key];
    const errorId = `${idPrefix}-${key}-error`;
    return (
      <label key={key} className={form.field}>
        <span>{label}</span>
        <input
          ref={index === 0 ? firstFieldRef : undefined}
          name={key}
          type={type}
          autoComplete={autoComplete}
          {...(required === 'native' ? { required: true } : { 'aria-required': true })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={values[key]}
          onChange={(e) => onChange(key, e.target.value)}
        />
        {error ? (
          <span id={errorId} className={form.error}>
            {error}
          </span>
        ) : null}
      </label>
    );
  });
}

/** The name, email and phone fields both forms of this remote ask for (brochure request, property inquiry). */
import type { Ref } from 'react';
import type { ContactDetails } from '@manzil/format';
import form from './form.module.css';
import { useMessages } from '@manzil/i18n';
import { formMessages } from './messages';

export type { ContactDetails };

export const CONTACT_FIELDS = [
  { key: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** A field's id in a form whose fields are prefixed `prefix` (its message is `<id>-error`). */
export const fieldId = (prefix: string, key: string) => `${prefix}-${key}`;

export interface ContactFieldsProps {
  values: ContactDetails;
  onChange: (field: keyof ContactDetails, value: string) => void;
  firstFieldRef?: Ref<HTMLInputElement>;
  /** The spec's message per field, shown beside it and read with it (aria-describedby). */
  errors?: Partial<Record<keyof ContactDetails, string>>;
  /** Prefix of the fields' ids (one form per page may use it). */
  idPrefix: string;
}

/**
 * All three are required; the form checks them itself (the forms are `noValidate`: the spec's words
 * beside the field, never the browser's bubble), so they are marked `aria-required`.
 */
export function ContactFields({
  values,
  onChange,
  firstFieldRef,
  errors = {},
  idPrefix,
}: ContactFieldsProps) {
  const t = useMessages(formMessages);
  return CONTACT_FIELDS.map(({ key, type, autoComplete }, index) => {
    const error = errors[key];
    const id = fieldId(idPrefix, key);
    return (
      <div key={key} className={form.field}>
        <label htmlFor={id}>{t(key)}</label>
        <input
          ref={index === 0 ? firstFieldRef : undefined}
          id={id}
          name={key}
          type={type}
          autoComplete={autoComplete}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={values[key]}
          onChange={(e) => onChange(key, e.target.value)}
        />
        {error ? (
          <span id={`${id}-error`} className={form.error}>
            {error}
          </span>
        ) : null}
      </div>
    );
  });
}

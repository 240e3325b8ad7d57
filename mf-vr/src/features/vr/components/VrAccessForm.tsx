/**
 * The VR access form (docs/glossary.md): name, email and phone, all required. An empty field
 * gives the alert 'Please fill out all fields.' (in the form, role="alert"), each field's message
 * beside it, and nothing else; a valid form is recorded as a 'vr-access' enquiry, and only a request
 * the server accepted counts as sent.
 */
import { useId, useState, type FormEvent } from 'react';
import { useEnquiry } from '@manzil/api-client';
import type { VrCard } from '@manzil/contract';
import {
  fillAllFieldsMessage,
  missesContactDetail,
  validateContactDetails,
  type ContactDetailsErrors,
} from '@manzil/format';
import { useContent, useMessages } from '@manzil/i18n';
import { vrMessages } from '../messages';
import { serverMessage, vrAccessEnquiry, type VrAccessRequest } from '../api/vrApi';
import styles from './VrAccessForm.module.css';
import { controlClass, errorSummaryText, FormErrorSummary, headingClass } from '@manzil/ui';

export type VrAccessValues = VrAccessRequest;
export const EMPTY_ACCESS_VALUES: VrAccessValues = { name: '', email: '', phone: '' };
/** The spec's alert for an empty field. */
export const FILL_ALL = fillAllFieldsMessage();
const FIELDS = [
  { key: 'name', label: 'name', type: 'text', autoComplete: 'name' },
  { key: 'email', label: 'email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** The form's values and their setter, kept outside the form so a closed form keeps what was typed. */
export type VrAccessDraft = Pick<VrAccessFormProps, 'values' | 'onChange'>;

interface VrAccessFormProps {
  card: VrCard;
  values: VrAccessValues;
  onChange: (values: VrAccessValues) => void;
  /** Called once the server has recorded the request. */
  onSubmitted: () => void;
  onCancel: () => void;
  /** Focus the first field when the form appears (when the visitor opened it again). */
  autoFocus?: boolean;
}

export function VrAccessForm({
  card,
  values,
  onChange,
  onSubmitted,
  onCancel,
  autoFocus,
}: VrAccessFormProps) {
  const id = useId();
  const t = useMessages(vrMessages);
  const access = useEnquiry(t.locale);
  const shownName = useContent()(card, 'name').text;
  // Isolated (FSI … PDI) in another language's sentence: an English name keeps its punctuation in place.
  const cardName = t.locale === 'en' ? shownName : `\u2068${shownName}\u2069`;
  const sending = access.isPending;
  const [errors, setErrors] = useState<ContactDetailsErrors>({});
  /** Counts the refused submits, so the same alert given again is read out again. */
  const [refused, setRefused] = useState(0);
  const [summary, setSummary] = useState(() => fillAllFieldsMessage(t.locale));

  const field = (key: keyof VrAccessValues) => ({
    id: `${id}-${key}`,
    name: key,
    value: values[key],
    // Checked by the form itself (noValidate: the spec's words, never the browser's bubble).
    'aria-required': true,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
    disabled: sending,
    onChange: (event: { target: { value: string } }) => {
      onChange({ ...values, [key]: event.target.value });
      setErrors(({ [key]: _fixed, ...others }) => others);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const request = { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() };
    const found = validateContactDetails(request, t.locale);
    setErrors(found);
    const invalid = FIELDS.filter(({ key }) => found[key]);
    if (invalid.length) {
      access.reset();
      setRefused((n) => n + 1);
      setSummary(
        missesContactDetail(request)
          ? fillAllFieldsMessage(t.locale)
          : errorSummaryText(
              invalid.map((f) => t(f.label)),
              t.locale,
            ),
      );
      event.currentTarget.querySelector<HTMLElement>(`[name="${invalid[0]!.key}"]`)?.focus();
      return;
    }
    setRefused(0);
    // Its callbacks run only while the form is shown (a closed form reports nothing).
    access.mutate(vrAccessEnquiry(card, request), { onSuccess: () => onSubmitted() });
  }

  const msg = access.isError ? serverMessage(access.error) : undefined;
  const error = !access.isError ? null : msg ? t('sendFailedBecause', { reason: msg }) : t('sendFailed');

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={`${headingClass} ${styles.title}`}>
        {t('requestVrAccess')}
      </h3>
      <p className={styles.intro}>{t('accessIntro', { name: cardName })}</p>
      {FIELDS.map(({ key, label, type, autoComplete }, index) => (
        <div key={key} className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-${key}`}>
            {t(label)}
          </label>
          <input
            className={`${controlClass} ${styles.input} ${errors[key] ? styles.invalid : ''}`}
            type={type}
            autoComplete={autoComplete}
            autoFocus={autoFocus && index === 0}
            {...field(key)}
          />
          {errors[key] ? (
            <span id={`${id}-${key}-error`} className={styles.fieldError}>
              {errors[key]}
            </span>
          ) : null}
        </div>
      ))}
      {/* Until the fields it names are fixed. */}
      {refused > 0 && Object.keys(errors).length > 0 && (
        <FormErrorSummary attempt={refused} className={styles.summary}>
          {summary}
        </FormErrorSummary>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={onCancel} disabled={sending}>
          {t('cancel')}
        </button>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? t('sending') : t('requestAccess')}
        </button>
      </div>
    </form>
  );
}

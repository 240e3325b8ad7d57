/**
 * The VR access form (docs/glossary.md): name, email and phone, all required. An empty field
 * gives the alert 'Please fill out all fields.' (in the form, role="alert") and nothing else; a valid form is recorded as a
 * 'vr-access' enquiry, and only a request the server accepted counts as sent.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { VrCard } from '@manzil/contract';
import { sendVrAccessRequest, serverMessage, type VrAccessRequest } from '../api/vrApi';
import styles from './VrAccessForm.module.css';
import { controlClass, headingClass } from '@manzil/ui';

export type VrAccessValues = VrAccessRequest;
export const EMPTY_ACCESS_VALUES: VrAccessValues = { name: '', email: '', phone: '' };

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
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Counts the refused submits, so the same alert given again is read out again. */
  const [missing, setMissing] = useState(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const field = (key: keyof VrAccessValues) => ({
    id: `${id}-${key}`,
    name: key,
    value: values[key],
    required: true,
    disabled: sending,
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [key]: event.target.value }),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const request = { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() };
    if (!request.name || !request.email || !request.phone) {
      setError(null);
      setMissing((n) => n + 1);
      return;
    }
    setMissing(0);
    setSending(true);
    setError(null);
    try {
      await sendVrAccessRequest(card, request);
      if (mounted.current) onSubmitted();
    } catch (err) {
      if (!mounted.current) return;
      const msg = serverMessage(err);
      setError(
        msg
          ? `We could not send your request: ${msg}. Please check your details and try again.`
          : 'We could not send your request. Please check your connection and try again.',
      );
    } finally {
      if (mounted.current) setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={`${headingClass} ${styles.title}`}>
        Request VR Access
      </h3>
      <p className={styles.intro}>
        Leave your details and our team will arrange a guided VR viewing of {card.name}.
      </p>
      <label className={styles.label} htmlFor={`${id}-name`}>
        Name
      </label>
      <input
        className={`${controlClass} ${styles.input}`}
        type="text"
        autoComplete="name"
        autoFocus={autoFocus}
        {...field('name')}
      />
      <label className={styles.label} htmlFor={`${id}-email`}>
        Email
      </label>
      <input
        className={`${controlClass} ${styles.input}`}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <label className={styles.label} htmlFor={`${id}-phone`}>
        Phone
      </label>
      <input
        className={`${controlClass} ${styles.input}`}
        type="tel"
        autoComplete="tel"
        {...field('phone')}
      />
      {missing > 0 && (
        <p key={missing} className={styles.error} role="alert">
          Please fill out all fields.
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={onCancel} disabled={sending}>
          Cancel
        </button>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? 'Sending...' : 'Request Access'}
        </button>
      </div>
    </form>
  );
}

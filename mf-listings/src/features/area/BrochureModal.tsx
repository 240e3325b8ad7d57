/**
 * The brochure request (docs/glossary.md): name, email and phone are all required, else the
 * alert 'Please fill out all fields.', said in the form (role="alert"), with each field's message
 * beside it. A valid request is recorded by the server, opens the WhatsApp chat in a new tab and, 10 s
 * later, the brochure in another tab; then the form clears and closes.
 */
import { useState, type FormEvent } from 'react';
import {
  fillAllFieldsMessage,
  missesContactDetail,
  validateContactDetails,
  type ContactDetailsErrors,
} from '@manzil/format';
import common from '../../shared/ui/common.module.css';
import { CONTACT_FIELDS, ContactFields, fieldId, type ContactDetails } from '../../shared/ui/ContactFields';
import form from '../../shared/ui/form.module.css';
import { useMessages } from '@manzil/i18n';
import { controlClass, Dialog, errorSummaryText, FormErrorSummary } from '@manzil/ui';
import { formMessages } from '../../shared/ui/messages';
import styles from './BrochureModal.module.css';
import { areaMessages } from './messages';

export type BrochureDetails = ContactDetails;

export interface BrochureModalProps {
  areaName: string;
  /** Set while a submitted request waits for its brochure tab. */
  pending: boolean;
  error: string | null;
  onSubmit: (details: BrochureDetails) => void;
  onCancel: () => void;
}

const EMPTY: BrochureDetails = { name: '', email: '', phone: '' };
const ID_PREFIX = 'brochure';

export function BrochureModal({ areaName, pending, error, onSubmit, onCancel }: BrochureModalProps) {
  const t = useMessages(areaMessages);
  const label = useMessages(formMessages);
  const [details, setDetails] = useState<BrochureDetails>(EMPTY);
  const [errors, setErrors] = useState<ContactDetailsErrors>({});
  /** Counts the refused submits, so the same alert given again is read out again. */
  const [refused, setRefused] = useState(0);
  const [summary, setSummary] = useState(() => fillAllFieldsMessage(t.locale));
  const set = (field: keyof BrochureDetails, value: string) => {
    setDetails((d) => ({ ...d, [field]: value }));
    // A field changed loses its message (checked again on the next submit).
    setErrors(({ [field]: _fixed, ...others }) => others);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContactDetails(details, t.locale);
    setErrors(found);
    const first = CONTACT_FIELDS.find(({ key }) => found[key]);
    if (first) {
      setRefused((n) => n + 1);
      setSummary(
        missesContactDetail(details)
          ? fillAllFieldsMessage(t.locale)
          : errorSummaryText(
              CONTACT_FIELDS.filter(({ key }) => found[key]).map(({ key }) => label(key)),
              t.locale,
            ),
      );
      event.currentTarget.querySelector<HTMLElement>(`#${fieldId(ID_PREFIX, first.key)}`)?.focus();
      return;
    }
    setRefused(0);
    onSubmit({ name: details.name.trim(), email: details.email.trim(), phone: details.phone.trim() });
  };
  return (
    <Dialog labelledBy="brochure-title" onClose={onCancel} className={styles.dialog}>
      <h2 id="brochure-title" className={styles.title}>
        {t('downloadBrochure')}
      </h2>
      <p className={styles.lead}>{t('brochureLead', { name: areaName })}</p>
      {/* noValidate: the spec's own alert, not the browser's bubble, answers an empty field. */}
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="brochure-title">
        <ContactFields values={details} onChange={set} errors={errors} idPrefix={ID_PREFIX} />
        {/* Until the fields it names are fixed. */}
        {refused > 0 && Object.keys(errors).length > 0 && (
          <FormErrorSummary attempt={refused}>{summary}</FormErrorSummary>
        )}
        {error && !refused && (
          <p className={form.error} role="alert">
            {error}
          </p>
        )}
        {pending && (
          <p className={styles.status} role="status">
            {t('brochureOpening')}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={`${controlClass} ${styles.cancel}`} onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" className={common.accentButton} disabled={pending}>
            {t('submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

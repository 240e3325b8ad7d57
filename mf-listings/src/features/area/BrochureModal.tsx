/**
 * The brochure request (docs/glossary.md): name, email and phone are all required, else the
 * alert 'Please fill out all fields.', said in the form (role="alert"). A valid request is recorded by the server, opens the WhatsApp
 * chat in a new tab and, 10 s later, the brochure in another tab; then the form clears and closes.
 */
import { useState, type FormEvent } from 'react';
import common from '../../shared/ui/common.module.css';
import { ContactFields, type ContactDetails } from '../../shared/ui/ContactFields';
import form from '../../shared/ui/form.module.css';
import { controlClass, Dialog } from '@manzil/ui';
import styles from './BrochureModal.module.css';

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

export function BrochureModal({ areaName, pending, error, onSubmit, onCancel }: BrochureModalProps) {
  const [details, setDetails] = useState<BrochureDetails>(EMPTY);
  /** Counts the refused submits, so the same alert given again is read out again. */
  const [missing, setMissing] = useState(0);
  const set = (field: keyof BrochureDetails, value: string) => setDetails((d) => ({ ...d, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!details.name.trim() || !details.email.trim() || !details.phone.trim()) {
      setMissing((n) => n + 1);
      return;
    }
    setMissing(0);
    onSubmit({ name: details.name.trim(), email: details.email.trim(), phone: details.phone.trim() });
  };

  return (
    <Dialog labelledBy="brochure-title" onClose={onCancel} className={styles.dialog}>
      <h2 id="brochure-title" className={styles.title}>
        Download Brochure
      </h2>
      <p className={styles.lead}>Tell us where to reach you and we will send the {areaName} brochure.</p>
      {/* noValidate: the spec's own alert, not the browser's bubble, answers an empty field. */}
      <form className={styles.form} onSubmit={submit} noValidate>
        <ContactFields values={details} onChange={set} required="aria" />
        {missing > 0 && (
          <p key={missing} className={form.error} role="alert">
            Please fill out all fields.
          </p>
        )}
        {error && !missing && (
          <p className={form.error} role="alert">
            {error}
          </p>
        )}
        {pending && (
          <p className={styles.status} role="status">
            Thank you! Your brochure will open in a new tab in a few seconds.
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={`${controlClass} ${styles.cancel}`} onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className={common.accentButton} disabled={pending}>
            Submit
          </button>
        </div>
      </form>
    </Dialog>
  );
}

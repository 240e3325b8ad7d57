/**
 * The property inquiry form (docs/glossary.md): name, email, phone and message, all required,
 * the message prefilled. The inquiry is recorded by the server; 'Request Received!' shows about 1 s
 * after sending, and only when the server accepted it.
 */
import { forwardRef, useState, type FormEvent } from 'react';
import { INQUIRY_PROPERTY_TYPES, type Property, type SiteConfig } from '@manzil/contract';
import { whatsAppHref } from '@manzil/format';
import { Options, TIMINGS } from '@manzil/ui';
import { postEnquiry } from '@manzil/api-client';
import common from '../../shared/ui/common.module.css';
import { ContactFields } from '../../shared/ui/ContactFields';
import form from '../../shared/ui/form.module.css';
import { inquiryMessage } from './propertyFormat';
import styles from './PropertyPage.module.css';

export const INQUIRY_ERROR = 'There was an error sending your message. Please try again later.';

interface InquiryFields {
  name: string;
  email: string;
  phone: string;
  propertyType: string;
  message: string;
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

export interface InquiryFormProps {
  property: Property;
  config: SiteConfig | null;
}

export const InquiryForm = forwardRef<HTMLInputElement, InquiryFormProps>(function InquiryForm(
  { property, config },
  firstFieldRef,
) {
  const initial = (): InquiryFields => ({
    name: '',
    email: '',
    phone: '',
    propertyType: (INQUIRY_PROPERTY_TYPES as readonly string[]).includes(property.house_type)
      ? property.house_type
      : '',
    message: inquiryMessage(property.house_name),
  });
  const [fields, setFields] = useState<InquiryFields>(initial);
  const [phase, setPhase] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof InquiryFields, value: string) => setFields((f) => ({ ...f, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPhase('sending');
    const request = postEnquiry({
      kind: 'property-inquiry',
      name: fields.name.trim(),
      email: fields.email.trim(),
      phone: fields.phone.trim(),
      message: fields.message.trim(),
      ...(fields.propertyType ? { propertyType: fields.propertyType } : {}),
      about: { type: 'property', ref: property.slug, name: property.house_name },
    });
    const [result] = await Promise.allSettled([request, wait(TIMINGS.inquirySuccessMs)]);
    if (result.status === 'fulfilled') {
      setPhase('sent');
    } else {
      console.error('[mf-listings] sending the inquiry failed:', result.reason);
      setError(INQUIRY_ERROR);
      setPhase('editing');
    }
  };

  if (phase === 'sent') {
    return (
      <div className={styles.success} role="status">
        <p className={styles.successTitle}>Request Received!</p>
        <p>We'll get back to you as soon as possible.</p>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            setFields(initial());
            setPhase('editing');
          }}
        >
          Send another inquiry
        </button>
      </div>
    );
  }

  const sending = phase === 'sending';
  return (
    // POST: a submit before the page has hydrated must not put the visitor's details in the URL.
    <form className={styles.form} method="post" onSubmit={submit} aria-label="Property inquiry">
      <ContactFields values={fields} onChange={set} required="native" firstFieldRef={firstFieldRef} />
      <label className={form.field}>
        <span>Property type</span>
        <select
          name="propertyType"
          value={fields.propertyType}
          onChange={(e) => set('propertyType', e.target.value)}
        >
          <option value="">Any type</option>
          <Options values={INQUIRY_PROPERTY_TYPES} />
        </select>
      </label>
      <label className={form.field}>
        <span>Message</span>
        <textarea
          name="message"
          rows={4}
          required
          value={fields.message}
          onChange={(e) => set('message', e.target.value)}
        />
      </label>
      {error && (
        <p className={form.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={common.accentButton} disabled={sending}>
        {sending ? 'Sending...' : 'Send Inquiry'}
      </button>
      {config && (
        <div className={styles.directContacts}>
          <p>Or contact us directly:</p>
          <a href={`tel:+${config.agencyPhone.replace(/\D/g, '')}`}>
            +{config.agencyPhone.replace(/\D/g, '')}
          </a>
          <a
            href={whatsAppHref(config.agencyPhone, inquiryMessage(property.house_name))}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp chat
          </a>
          <a
            href={`mailto:${config.agencyEmail}?subject=${encodeURIComponent(`Property Inquiry - ${property.house_name}`)}`}
          >
            {config.agencyEmail}
          </a>
        </div>
      )}
    </form>
  );
});

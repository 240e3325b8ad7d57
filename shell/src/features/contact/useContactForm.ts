/**
 * State and send flow of the contact form (docs/glossary.md): validate in the spec's
 * order, then 'sending', record the enquiry on the server, open WhatsApp or the mail client, and
 * report success or the spec's error. The form is cleared only on the e-mail path.
 */
import { useRef, useState, type FormEvent } from 'react';
import { siteConfigQuery, useQueryClient } from '@manzil/api-client';
import { recordContactEnquiry } from './enquiryApi';
import {
  EMPTY_CONTACT_FORM,
  VALIDATED_FIELDS,
  validateContactForm,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
  type PreferredContact,
} from './contactForm';
import { buildEnquiryText, buildMailSubject, buildMailtoUrl, buildWhatsAppUrl } from './contactMessages';
import { openInNewTab, openMailClient } from './openExternal';

export const CONTACT_SUCCESS = 'Your message has been sent successfully via WhatsApp/email!';
export const CONTACT_FAILURE = 'There was an error sending your message. Please try again later.';

export type SendStatus =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent'; channel: PreferredContact; url: string; blocked: boolean }
  | { state: 'error' };

export function useContactForm() {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [status, setStatus] = useState<SendStatus>({ state: 'idle' });
  // After the first attempt, errors follow the values as the visitor fixes them.
  const attempted = useRef(false);

  function setField<K extends ContactField>(field: K, value: ContactFormValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted.current) setErrors(validateContactForm(next));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.state === 'sending') return;
    attempted.current = true;
    const found = validateContactForm(values);
    setErrors(found);
    const firstInvalid = VALIDATED_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }

    setStatus({ state: 'sending' });
    try {
      // The page's cached settings, or one request for them if they have not arrived yet.
      const config = await queryClient.fetchQuery(siteConfigQuery());
      await recordContactEnquiry(values);
      const text = buildEnquiryText(values, config.brandName);
      if (values.preferredContact === 'whatsapp') {
        const url = buildWhatsAppUrl(config.agencyPhone, text);
        const opened = openInNewTab(url);
        setStatus({ state: 'sent', channel: 'whatsapp', url, blocked: !opened });
      } else {
        const url = buildMailtoUrl(config.agencyEmail, buildMailSubject(values.propertyType), text);
        openMailClient(url);
        setValues(EMPTY_CONTACT_FORM);
        attempted.current = false;
        setStatus({ state: 'sent', channel: 'email', url, blocked: false });
      }
    } catch {
      setStatus({ state: 'error' });
    }
  }

  return { values, errors, status, setField, submit };
}

/**
 * State and send flow of the contact form (docs/glossary.md): validate in the spec's
 * order, then 'sending', record the enquiry on the server, open WhatsApp or the mail client, and
 * report success or the spec's error. The form is cleared only on the e-mail path.
 *
 * The page may be the server's answer to this form posted before the app started
 * (api/src/web/form-posts.ts): the form then starts in that state, and what was typed into the
 * server's HTML before the app started is taken in.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { ContactFormValues, PageFormResult } from '@manzil/contract';
import { siteConfigQuery, useMutation, usePageFormResult, useQueryClient } from '@manzil/api-client';
import {
  asPreferredContact,
  contactEnquiryLink,
  EMPTY_CONTACT_FORM,
  VALIDATED_FIELDS,
  validateContactForm,
  type ContactField,
  type ContactFormErrors,
} from '@manzil/format';
import { useLocale } from '@manzil/i18n';
import { useTypedBeforeStart } from '@manzil/ui';
import { useRecordContactEnquiry } from './enquiryApi';
import type { EnquiryListing } from './useEnquiryAbout';
import { openInNewTab, openMailClient } from './openExternal';

export type SendStatus =
  | { state: 'idle' }
  | { state: 'sending' }
  /** `opened`: the chat or mail app was opened for the visitor (`blocked`: the browser refused the
   * tab; `no`: the page was the server's answer, nothing could open it). */
  | { state: 'sent'; channel: 'email' | 'whatsapp'; url: string; opened: 'yes' | 'blocked' | 'no' }
  | { state: 'error' };

/** The form's first state: empty, or the server's answer to the form posted before the app started. */
function startingState(posted: PageFormResult | undefined) {
  const values: ContactFormValues = {
    ...EMPTY_CONTACT_FORM,
    ...posted?.values,
    preferredContact: asPreferredContact(posted?.values['preferredContact'] ?? 'email'),
  };
  const status: SendStatus =
    posted?.outcome === 'sent' && posted.link
      ? { state: 'sent', channel: 'email', url: posted.link, opened: 'no' }
      : posted?.outcome === 'failed'
        ? { state: 'error' }
        : { state: 'idle' };
  const errors = (posted?.errors ?? {}) as ContactFormErrors;
  return { values, errors, status, refused: refusal(posted?.outcome === 'invalid' ? 1 : 0, errors) };
}

/** The `count`-th refused submit and the fields it named (the form's alert says them by their labels). */
export interface Refusal {
  count: number;
  fields: (typeof VALIDATED_FIELDS)[number][];
}
const refusal = (count: number, errors: ContactFormErrors): Refusal => ({
  count,
  fields: VALIDATED_FIELDS.filter((field) => errors[field]),
});

/** What a send did: the record is kept and the chat or mail app opened (or offered) to the visitor. */
type Sent = Extract<SendStatus, { state: 'sent' }>;

/** `listing`: the home the page was opened for (useEnquiryListing), named in the record and the text. */
export function useContactForm(listing: EnquiryListing | null = null) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const recordContactEnquiry = useRecordContactEnquiry();
  const posted = usePageFormResult('contact');
  const [start] = useState(() => startingState(posted));
  const [values, setValues] = useState<ContactFormValues>(start.values);
  const [errors, setErrors] = useState<ContactFormErrors>(start.errors);
  const [refused, setRefused] = useState<Refusal>(start.refused);
  // After the first attempt, errors follow the values as the visitor fixes them.
  const attempted = useRef(posted?.outcome === 'invalid');
  const formRef = useRef<HTMLFormElement>(null);

  // Record, then open the visitor's channel: pending, error and the outcome are the mutation's.
  const send = useMutation({
    mutationKey: ['contact-send'],
    networkMode: 'always',
    mutationFn: async (sent: ContactFormValues): Promise<Sent> => {
      // The page's cached settings, or one request for them if they have not arrived yet.
      const config = await queryClient.fetchQuery(siteConfigQuery());
      await recordContactEnquiry(sent, listing?.about);
      const { channel, url } = contactEnquiryLink(sent, config, listing ?? undefined, locale);
      if (channel === 'whatsapp') {
        const opened = openInNewTab(url);
        return { state: 'sent', channel, url, opened: opened ? 'yes' : 'blocked' };
      }
      openMailClient(url);
      return { state: 'sent', channel, url, opened: 'yes' };
    },
    onSuccess: (sent) => {
      // Only the e-mail path clears the form (the spec).
      if (sent.channel !== 'email') return;
      setValues(EMPTY_CONTACT_FORM);
      attempted.current = false;
    },
  });
  // Before the first send, the form shows what the server answered to a form posted without the app.
  const status: SendStatus = send.isIdle
    ? start.status
    : send.isPending
      ? { state: 'sending' }
      : send.isError
        ? { state: 'error' }
        : (send.data ?? start.status);

  useTypedBeforeStart(formRef, values, (typed) => {
    const next = {
      ...values,
      ...typed,
      preferredContact: asPreferredContact(typed.preferredContact ?? values.preferredContact),
    };
    setValues(next);
    if (attempted.current) setErrors(validateContactForm(next, locale));
  });

  function setField<K extends ContactField>(field: K, value: ContactFormValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted.current) setErrors(validateContactForm(next, locale));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    attempted.current = true;
    const found = validateContactForm(values, locale);
    setErrors(found);
    const firstInvalid = VALIDATED_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      setRefused(refusal(refused.count + 1, found));
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    send.mutate(values);
  }

  return { values, errors, status, refused, setField, submit, formRef };
}

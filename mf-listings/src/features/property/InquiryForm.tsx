/**
 * The property inquiry form (docs/glossary.md): name, email, phone and message, all required,
 * the message prefilled. The inquiry is recorded by the server; 'Request Received!' shows about 1 s
 * after sending, and only when the server accepted it.
 */
import { forwardRef, useRef, useState, type FormEvent } from 'react';
import {
  INQUIRY_PROPERTY_TYPES,
  PAGE_FORM_FIELD,
  withQuery,
  type InquiryFormValues,
  type Property,
  type SiteConfig,
} from '@manzil/contract';
import {
  toInquiryEnquiry,
  validateInquiryForm,
  VALIDATED_FIELDS,
  whatsAppHref,
  type InquiryFormErrors,
} from '@manzil/format';
import { errorSummaryText, FormErrorSummary, Options, TIMINGS, useTypedBeforeStart } from '@manzil/ui';
import { useEnquiry, usePageFormResult } from '@manzil/api-client';
import { useContent, useMessages, usePagePath } from '@manzil/i18n';
import { formMessages } from '../../shared/ui/messages';
import common from '../../shared/ui/common.module.css';
import { ContactFields, fieldId } from '../../shared/ui/ContactFields';
import form from '../../shared/ui/form.module.css';
import { inquiryMessages } from './messages';
import { inquiryMessage, propertyTypeLabel } from './propertyFormat';
import { INQUIRY_ANCHOR } from './contact/ContactBar';
import styles from './PropertyPage.module.css';

const ID_PREFIX = 'inquiry';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

export interface InquiryFormProps {
  property: Property;
  config: SiteConfig | null;
}

export const InquiryForm = forwardRef<HTMLInputElement, InquiryFormProps>(function InquiryForm(
  { property, config },
  firstFieldRef,
) {
  // The page may be the server's answer to this form posted before the app started (form-posts.ts).
  const posted = usePageFormResult('property-inquiry');
  const t = useMessages(inquiryMessages);
  const label = useMessages(formMessages);
  const enquiry = useEnquiry(t.locale);
  const path = usePagePath();
  const houseName = useContent()(property, 'house_name').text;
  /** A field's label, as the refused form's summary names it. */
  const labelOf = (field: (typeof VALIDATED_FIELDS)[number]) =>
    field === 'message' ? t('message') : label(field);
  const initial = (): InquiryFormValues => ({
    name: '',
    email: '',
    phone: '',
    propertyType: (INQUIRY_PROPERTY_TYPES as readonly string[]).includes(property.house_type)
      ? property.house_type
      : '',
    message: inquiryMessage(houseName, t.locale),
  });
  const [fields, setFields] = useState<InquiryFormValues>(() => ({ ...initial(), ...posted?.values }));
  const [phase, setPhase] = useState<'editing' | 'sending' | 'sent'>(
    posted?.outcome === 'sent' ? 'sent' : 'editing',
  );
  const [error, setError] = useState<string | null>(posted?.outcome === 'failed' ? t('error') : null);
  const [fieldErrors, setFieldErrors] = useState<InquiryFormErrors>(posted?.errors ?? {});
  /** Counts the refused submits (the server's answer to a refused post is the first), for the alert. */
  const [refused, setRefused] = useState(posted?.outcome === 'invalid' ? 1 : 0);
  const [refusedFields, setRefusedFields] = useState<string[]>(() =>
    VALIDATED_FIELDS.filter((field) => posted?.errors[field]).map(labelOf),
  );
  const set = (field: keyof InquiryFormValues, value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setFieldErrors(({ [field]: _fixed, ...others }) => others);
  };
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(formRef, fields, (typed) => setFields((f) => ({ ...f, ...typed })));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'sending') return;
    const found = validateInquiryForm(fields, t.locale);
    const invalid = VALIDATED_FIELDS.filter((field) => found[field]);
    if (invalid.length) {
      setFieldErrors(found);
      setRefused((n) => n + 1);
      setRefusedFields(invalid.map(labelOf));
      event.currentTarget.querySelector<HTMLElement>(`#${fieldId(ID_PREFIX, invalid[0]!)}`)?.focus();
      return;
    }
    setRefused(0);
    setError(null);
    setPhase('sending');
    setFieldErrors({});
    const request = enquiry.mutateAsync(toInquiryEnquiry(fields, property));
    const [result] = await Promise.allSettled([request, wait(TIMINGS.inquirySuccessMs)]);
    if (result.status === 'fulfilled') {
      setPhase('sent');
    } else {
      console.error('[mf-listings] sending the inquiry failed:', result.reason);
      setError(t('error'));
      setPhase('editing');
    }
  };

  if (phase === 'sent') {
    return (
      <div className={styles.success} role="status">
        <p className={styles.successTitle}>{t('received')}</p>
        <p>{t('reply')}</p>
        {/* A link (the spec's word): after a post made before the app started it opens a blank form (a
            query, so it is a new page load, not a jump within this answer). */}
        <a
          href={withQuery(
            path('property', { propertySlug: property.slug }),
            { inquiry: 'new' },
            INQUIRY_ANCHOR,
          )}
          className={styles.linkButton}
          onClick={(event) => {
            event.preventDefault();
            setFields(initial());
            setPhase('editing');
          }}
        >
          {t('another')}
        </a>
      </div>
    );
  }

  const sending = phase === 'sending';
  return (
    // Sent before the app has started, it posts to this page, which records it (api/src/web/form-posts.ts);
    // POST, so the visitor's details never go into the URL.
    // Posted before the app started, the answer opens at the form, not at the top of the page.
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      action={`#${INQUIRY_ANCHOR}`}
      onSubmit={submit}
      // The spec's words beside each field, never the browser's bubble; the server checks a form posted
      // before the app started with the same checks (api/src/web/form-posts.ts).
      noValidate
      aria-label={t('label')}
    >
      <input type="hidden" name={PAGE_FORM_FIELD} value="property-inquiry" />
      <input type="hidden" name="property" value={property.slug} />
      <ContactFields
        values={fields}
        onChange={set}
        firstFieldRef={firstFieldRef}
        errors={fieldErrors}
        idPrefix={ID_PREFIX}
      />
      <label className={form.field}>
        <span>{t('propertyType')}</span>
        <select
          name="propertyType"
          value={fields.propertyType}
          onChange={(e) => set('propertyType', e.target.value)}
        >
          <option value="">{t('anyType')}</option>
          <Options values={INQUIRY_PROPERTY_TYPES} label={(type) => propertyTypeLabel(type, t.locale)} />
        </select>
      </label>
      <div className={form.field}>
        <label htmlFor={fieldId(ID_PREFIX, 'message')}>{t('message')}</label>
        <textarea
          id={fieldId(ID_PREFIX, 'message')}
          name="message"
          rows={4}
          aria-required
          aria-invalid={fieldErrors.message ? true : undefined}
          aria-describedby={fieldErrors.message ? 'inquiry-message-error' : undefined}
          value={fields.message}
          onChange={(e) => set('message', e.target.value)}
        />
        {fieldErrors.message ? (
          <span id="inquiry-message-error" className={form.error}>
            {fieldErrors.message}
          </span>
        ) : null}
      </div>
      {/* Until the fields it names are fixed. */}
      {refused > 0 && refusedFields.length > 0 && Object.keys(fieldErrors).length > 0 && (
        <FormErrorSummary attempt={refused}>{errorSummaryText(refusedFields, t.locale)}</FormErrorSummary>
      )}
      {error && (
        <p className={form.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={common.accentButton} disabled={sending}>
        {sending ? t('sending') : t('send')}
      </button>
      {config && (
        <div className={styles.directContacts}>
          <p>{t('direct')}</p>
          <a href={`tel:+${config.agencyPhone.replace(/\D/g, '')}`} dir="ltr">
            +{config.agencyPhone.replace(/\D/g, '')}
          </a>
          <a
            href={whatsAppHref(config.agencyPhone, inquiryMessage(houseName, t.locale))}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('whatsApp')}
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

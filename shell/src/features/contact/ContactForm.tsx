/** The one enquiry form of the contact page (union of the spec's two readings). */
import type { ChangeEvent } from 'react';
import {
  PAGE_FORM_FIELD,
  PROPERTY_TYPES,
  type ContactFormValues,
  type PreferredContact,
} from '@manzil/contract';
import {
  controlRowClass,
  errorSummaryText,
  FormErrorSummary,
  FormField,
  fieldLabelClass,
  headingClass,
  mutedTextClass,
  Options,
  SubmitButton,
} from '@manzil/ui';
import { enquiryAboutLine } from '@manzil/format';
import { useMessages } from '@manzil/i18n';
import { useContactForm } from './useContactForm';
import { contactFormMessages } from './messages';
import { ENQUIRY_PROPERTY_PARAM, useEnquiryListing, type EnquiryListing } from './useEnquiryAbout';
import styles from './ContactForm.module.css';

const CHANNELS: { value: PreferredContact; label: keyof typeof contactFormMessages }[] = [
  { value: 'email', label: 'channelEmail' },
  { value: 'whatsapp', label: 'channelWhatsApp' },
];

/** Where a card's "Enquire now" lands without JavaScript (`/contact?property=<slug>#enquiry`). */
export const ENQUIRY_FORM_ID = 'enquiry';

/** `about`: the home the enquiry sheet was opened for (the page's `?property=` otherwise). */
export function ContactForm({ about }: { about?: EnquiryListing | null } = {}) {
  const t = useMessages(contactFormMessages);
  const fromPage = useEnquiryListing();
  const listing = about === undefined ? fromPage : about;
  const { values, errors, status, refused, setField, submit, formRef } = useContactForm(listing);
  const sending = status.state === 'sending';
  /** A control's name, value and change handler, tied to one of the form's text fields. */
  const bind = (field: Exclude<keyof ContactFormValues, 'preferredContact'>) => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setField(field, e.target.value),
  });

  return (
    // Sent before the app has started, it posts to this page, which records it (api/src/web/form-posts.ts);
    // POST, so the visitor's details never go into the URL. The answer opens at the form, not at the top.
    <form
      ref={formRef}
      id={about === undefined ? ENQUIRY_FORM_ID : undefined}
      className={styles.form}
      method="post"
      action="#contact-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <input type="hidden" name={PAGE_FORM_FIELD} value="contact" />
      {listing ? <input type="hidden" name={ENQUIRY_PROPERTY_PARAM} value={listing.reference} /> : null}
      <div className={styles.header}>
        <h2 id="contact-form-title" className={`${headingClass} ${styles.title}`}>
          {t('title')}
        </h2>
        <p className={mutedTextClass}>{t('intro')}</p>
        {listing ? (
          <p className={styles.about}>{enquiryAboutLine(listing.name, listing.reference, t.locale)}</p>
        ) : null}
      </div>

      <div className={styles.grid}>
        <FormField id="contact-name" label={t('name')} required error={errors.name}>
          <input {...bind('name')} type="text" autoComplete="name" />
        </FormField>
        <FormField id="contact-email" label={t('email')} required error={errors.email}>
          <input {...bind('email')} type="email" autoComplete="email" />
        </FormField>
        <FormField id="contact-phone" label={t('phone')} required error={errors.phone}>
          <input {...bind('phone')} type="tel" autoComplete="tel" inputMode="tel" />
        </FormField>
        <FormField id="contact-property-type" label={t('propertyType')} optional>
          <select {...bind('propertyType')}>
            <option value="">{t('anyType')}</option>
            <Options values={PROPERTY_TYPES} />
          </select>
        </FormField>
        <FormField id="contact-subject" label={t('subject')} optional className={styles.wide}>
          <input {...bind('subject')} type="text" />
        </FormField>
        <FormField
          id="contact-message"
          label={t('message')}
          required
          error={errors.message}
          className={styles.wide}
        >
          <textarea {...bind('message')} rows={5} />
        </FormField>
      </div>

      <fieldset className={styles.channels}>
        <legend className={fieldLabelClass}>{t('preferred')}</legend>
        <div className={`${controlRowClass} ${styles.channelOptions}`}>
          {CHANNELS.map((channel) => (
            <label key={channel.value} className={styles.channel}>
              <input
                type="radio"
                name="preferredContact"
                value={channel.value}
                checked={values.preferredContact === channel.value}
                onChange={() => setField('preferredContact', channel.value)}
              />
              <span>{t(channel.label)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {/* The fields' messages sit beside them; this alert says once that the form was not sent, until
          they are fixed. */}
      {refused.count > 0 && refused.fields.length > 0 && Object.keys(errors).length > 0 ? (
        <FormErrorSummary attempt={refused.count}>
          {errorSummaryText(
            refused.fields.map((field) => t(field)),
            t.locale,
          )}
        </FormErrorSummary>
      ) : null}
      <SubmitButton busy={sending} className={styles.submit}>
        {sending ? t('sending') : t('send')}
      </SubmitButton>

      <div role="status" aria-live="polite" className={styles.statusRegion}>
        {status.state === 'sent' ? (
          <div className={styles.success}>
            <p className={styles.statusTitle}>{t('success')}</p>
            <p className={styles.statusText}>
              {status.opened === 'no' ? (
                t('recorded')
              ) : (
                <>
                  {t('shows', { channel: status.channel })}
                  {status.opened === 'blocked' ? t('blocked') : t('notOpened')}
                </>
              )}
              <a
                href={status.url}
                target={status.channel === 'whatsapp' ? '_blank' : undefined}
                rel="noreferrer"
              >
                {status.channel === 'whatsapp' ? t('openWhatsApp') : t('openMail')}
              </a>
              .
            </p>
          </div>
        ) : null}
      </div>
      <div role="alert" className={styles.statusRegion}>
        {status.state === 'error' ? <p className={styles.failure}>{t('failure')}</p> : null}
      </div>
    </form>
  );
}

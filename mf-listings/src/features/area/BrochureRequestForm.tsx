/**
 * The brochure request without JavaScript: the same three fields as the modal, in the page itself,
 * posted to the area page, which records it and sends the browser to the brochure
 * (api/src/web/form-posts.ts). Rendered by the server inside <noscript>, so only a browser that runs no
 * script shows it: with JavaScript the Download Brochure button opens the modal (pressed before the
 * code started, it opens once the code has).
 */
import { useState } from 'react';
import { PAGE_FORM_FIELD } from '@manzil/contract';
import { fillAllFieldsMessage, missesContactDetail, type ContactDetails } from '@manzil/format';
import { usePageFormResult } from '@manzil/api-client';
import { useMessages } from '@manzil/i18n';
import common from '../../shared/ui/common.module.css';
import { ContactFields } from '../../shared/ui/ContactFields';
import form from '../../shared/ui/form.module.css';
import styles from './AreaDetailPanel.module.css';
import { areaMessages } from './messages';

export const BROCHURE_FORM_ID = 'brochure-request';

export function BrochureRequestForm({ areaName }: { areaName: string }) {
  // The page may be the server's answer to this form: what was sent, and why it was refused.
  const posted = usePageFormResult('brochure');
  const t = useMessages(areaMessages);
  const [details, setDetails] = useState<ContactDetails>(() => ({
    name: posted?.values['name'] ?? '',
    email: posted?.values['email'] ?? '',
    phone: posted?.values['phone'] ?? '',
  }));
  const errors = posted?.errors ?? {};
  const refusal =
    posted?.outcome === 'invalid'
      ? missesContactDetail(details)
        ? fillAllFieldsMessage(t.locale)
        : (Object.values(errors)[0] ?? null)
      : posted?.outcome === 'failed'
        ? t('sendError')
        : null;
  return (
    <form
      id={BROCHURE_FORM_ID}
      className={styles.brochureForm}
      method="post"
      action={`#${BROCHURE_FORM_ID}`}
      // The spec's words beside each field, never the browser's bubble (the server checks them).
      noValidate
      aria-labelledby={`${BROCHURE_FORM_ID}-title`}
    >
      <input type="hidden" name={PAGE_FORM_FIELD} value="brochure" />
      <h4 id={`${BROCHURE_FORM_ID}-title`} className={styles.blockTitle}>
        {t('downloadBrochure')}
      </h4>
      <p className={styles.empty}>{t('brochureLead', { name: areaName })}</p>
      <ContactFields
        values={details}
        onChange={(field, value) => setDetails((d) => ({ ...d, [field]: value }))}
        errors={errors}
        idPrefix={BROCHURE_FORM_ID}
      />
      {refusal && (
        <p className={form.error} role="alert">
          {refusal}
        </p>
      )}
      {posted?.outcome === 'sent' && posted.link && (
        <p role="status">
          {t.rich('brochureSent', { name: areaName, link: (chunks) => <a href={posted.link}>{chunks}</a> })}
        </p>
      )}
      <button type="submit" className={common.accentButton}>
        {t('submit')}
      </button>
    </form>
  );
}

/** The search alert form's checks (mf-search's form and the server's, for JSON and page posts alike). */
import type { AlertFormValues, Locale } from '@manzil/contract';
import { messagesIn } from '@manzil/i18n';
import { isAddressList, isEmail } from './email';
import { formMessages } from './messages';

export type AlertFormErrors = Partial<Record<keyof AlertFormValues, string>>;

/** The value a ticked consent box posts. */
export const ALERT_CONSENT_VALUE = 'yes';

/** The failing checks, each field's message in `locale` (the page's, for a page's post). */
export function validateAlertForm(values: AlertFormValues, locale: Locale = 'en'): AlertFormErrors {
  const t = messagesIn(formMessages, locale);
  const errors: AlertFormErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = t('alertEmailRequired');
  else if (isAddressList(email)) errors.email = t('oneEmail');
  else if (!isEmail(email) || email.length > 254) errors.email = t('alertEmailInvalid');
  if (values.consent !== ALERT_CONSENT_VALUE) errors.consent = t('alertConsentRequired');
  return errors;
}

/** The search alert form's checks (mf-search's form and the server's, for JSON and page posts alike). */
import { ALERT_TEXTS, type AlertFormValues } from '@manzil/contract';
import { isAddressList, isEmail, ONE_EMAIL_MESSAGE } from './email';

export type AlertFormErrors = Partial<Record<keyof AlertFormValues, string>>;

/** The value a ticked consent box posts. */
export const ALERT_CONSENT_VALUE = 'yes';

export function validateAlertForm(values: AlertFormValues): AlertFormErrors {
  const errors: AlertFormErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = ALERT_TEXTS.emailRequired;
  else if (isAddressList(email)) errors.email = ONE_EMAIL_MESSAGE;
  else if (!isEmail(email) || email.length > 254) errors.email = ALERT_TEXTS.emailInvalid;
  if (values.consent !== ALERT_CONSENT_VALUE) errors.consent = ALERT_TEXTS.consentRequired;
  return errors;
}

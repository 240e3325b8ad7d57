/**
 * "E-mail me new homes like these" under a search's results: an address and a consent box save the
 * search as an alert. The server mails a confirmation first (double opt-in); nothing else is sent
 * until its link is followed. Before the app's code starts (or without JavaScript) it is a plain form
 * posted to this page, which the server answers with the page in the form's new state
 * (api/src/web/form-posts.ts); afterwards the app sends it as JSON (POST /api/alerts), a mutation
 * (alertsApi.ts). The consent box comes before the button: a visitor reads and ticks it, then sends.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  DEFAULT_SEARCH,
  PAGE_FORM_FIELD,
  searchQueryToParams,
  type AlertFormValues,
  type SearchQuery,
} from '@manzil/contract';
import { ALERT_CONSENT_VALUE, validateAlertForm, type AlertFormErrors } from '@manzil/format';
import { usePageFormResult } from '@manzil/api-client';
import { useMessages, usePagePath } from '@manzil/i18n';
import { alertMessages } from './messages';
import { FormField, mutedTextClass, stackClass, SubmitButton, useTypedBeforeStart } from '@manzil/ui';
import { alertFailure, useAlertSignup } from './alertsApi';
import styles from './AlertForm.module.css';

/** The form's anchor: a post made before the app started answers at the form, not at the top. */
export const ALERT_ANCHOR = 'mfs-alert';

interface AlertFormProps {
  search: SearchQuery;
  /** The page the search is on (the form posts to it, with the search in its query). */
  action: string;
}

export function AlertForm({ search, action }: AlertFormProps) {
  const posted = usePageFormResult('search-alert');
  const t = useMessages(alertMessages);
  const path = usePagePath();
  // What the alert matches: the search without its page and order.
  const saved = searchQueryToParams({
    ...search,
    page: 1,
    sort: DEFAULT_SEARCH.sort,
    view: DEFAULT_SEARCH.view,
  }).toString();
  const [fields, setFields] = useState<AlertFormValues>(() => ({
    email: posted?.values.email ?? '',
    consent: posted?.values.consent === ALERT_CONSENT_VALUE ? ALERT_CONSENT_VALUE : '',
  }));
  const [errors, setErrors] = useState<AlertFormErrors>(posted?.outcome === 'invalid' ? posted.errors : {});
  const [sentTo, setSentTo] = useState(posted?.outcome === 'sent' ? (posted.values.email ?? '') : '');
  const [failure, setFailure] = useState(
    posted?.outcome === 'failed' ? (posted.errors.form ?? t('failed')) : '',
  );
  const formRef = useRef<HTMLFormElement>(null);
  const { email } = fields;
  useTypedBeforeStart(formRef, { email }, (typed) => setFields((f) => ({ ...f, ...typed })));
  // A box ticked before the app started (its value is always 'yes'; whether it is checked is the state).
  useEffect(() => {
    const box = formRef.current?.elements.namedItem('consent');
    if (box instanceof HTMLInputElement && box.checked)
      setFields((f) => ({ ...f, consent: ALERT_CONSENT_VALUE }));
  }, []);

  const signup = useAlertSignup(t.locale, {
    onSuccess: (input) => setSentTo(input.email.trim()),
    onError: (error) => setFailure(alertFailure(error, t('failed'))),
  });
  const sending = signup.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validateAlertForm(fields, t.locale);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) {
      const first = found.email ? 'mfs-alert-email' : 'mfs-alert-consent';
      event.currentTarget.querySelector<HTMLElement>(`#${first}`)?.focus();
      return;
    }
    signup.mutate({ ...fields, search: saved });
  };

  const set = (field: keyof AlertFormValues, value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
  };

  return (
    <section id={ALERT_ANCHOR} className={styles.alert} aria-labelledby="mfs-alert-title">
      <h3 id="mfs-alert-title" className={styles.title}>
        {t('title')}
      </h3>
      {sentTo ? (
        <p className={styles.sent} role="status">
          {t('sent')} <span className={styles.address}>({sentTo})</span>
        </p>
      ) : (
        <form
          ref={formRef}
          className={`${stackClass} ${styles.form}`}
          method="post"
          action={`${action}?${saved}#${ALERT_ANCHOR}`}
          onSubmit={submit}
          noValidate
          aria-label={t('title')}
        >
          <input type="hidden" name={PAGE_FORM_FIELD} value="search-alert" />
          <input type="hidden" name="search" value={saved} />
          <p className={`${mutedTextClass} ${styles.intro}`}>{t('intro')}</p>
          <FormField
            id="mfs-alert-email"
            className={styles.email}
            label={t('email')}
            required
            error={errors.email}
          >
            <input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              value={fields.email}
              onChange={(e) => set('email', e.target.value)}
            />
          </FormField>
          <div className={styles.consent}>
            <input
              id="mfs-alert-consent"
              type="checkbox"
              name="consent"
              value={ALERT_CONSENT_VALUE}
              checked={fields.consent === ALERT_CONSENT_VALUE}
              onChange={(e) => set('consent', e.target.checked ? ALERT_CONSENT_VALUE : '')}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'mfs-alert-consent-error' : undefined}
            />
            <label htmlFor="mfs-alert-consent">
              {t('consent')} <Link to={path('privacy')}>{t('privacy')}</Link>
            </label>
          </div>
          {errors.consent && (
            <p id="mfs-alert-consent-error" className={styles.error}>
              {errors.consent}
            </p>
          )}
          <SubmitButton busy={sending} className={styles.submit}>
            {sending ? t('sending') : t('submit')}
          </SubmitButton>
          {(failure || (posted?.outcome === 'invalid' && posted.errors.search)) && (
            <p className={styles.error} role="alert">
              {failure || posted?.errors.search}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

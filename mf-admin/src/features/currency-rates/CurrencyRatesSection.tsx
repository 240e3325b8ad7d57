/**
 * The agency's currency rates: one row per currency the visitors' picker offers, its rate (AED for one
 * unit), the date it was set, and a form to set a new one. Owner and admins only (the server refuses
 * anyone else); each change is in the audit log.
 */
import { useState, type FormEvent } from 'react';
import { CURRENCIES, RATE_MAX, RATE_MIN, type Currency, type CurrencyRate } from '@manzil/contract';
import { formatDay } from '@manzil/format';
import { useMessages } from '@manzil/i18n';
import { dataTableClass, visuallyHidden } from '@manzil/ui';
import { toast } from '../../shared/feedback/toastStore';
import { LoadError } from '../../shared/ui/LoadError';
import { Section } from '../../shared/ui/Section';
import forms from '../../shared/ui/forms.module.css';
import { useWriting } from '../../shared/writes/useAdminMutation';
import { rateMessages } from './messages';
import { useAdminRates, useSetRate } from './ratesApi';
import styles from './CurrencyRates.module.css';

function RateRow({ currency, rate }: { currency: Currency; rate: CurrencyRate | undefined }) {
  const t = useMessages(rateMessages);
  const [draft, setDraft] = useState(rate ? String(rate.aedPerUnit) : '');
  const [error, setError] = useState('');
  const writing = useWriting();
  const save = useSetRate({
    failed: t('failed'),
    report: (text) => setError(text),
    onSuccess: () => {
      setError('');
      toast.success(t('saved', { currency }));
    },
  });
  const inputId = `rate-${currency}`;
  function submit(e: FormEvent) {
    e.preventDefault();
    const value = Number(draft.trim());
    if (!draft.trim() || !Number.isFinite(value) || value < RATE_MIN || value > RATE_MAX)
      return setError(t('invalid', { min: RATE_MIN, max: RATE_MAX }));
    void save.run({ currency, aedPerUnit: value });
  }
  return (
    <tr>
      <th scope="row">{currency}</th>
      <td>
        <form className={styles.form} onSubmit={submit} noValidate>
          <label htmlFor={inputId} className={visuallyHidden}>
            {t('rate', { currency })}
          </label>
          <input
            id={inputId}
            className={styles.input}
            inputMode="decimal"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
          <button type="submit" className={forms.button} disabled={writing}>
            {t('save')}
          </button>
          {error && (
            <p id={`${inputId}-error`} className={forms.fieldError}>
              {error}
            </p>
          )}
        </form>
      </td>
      <td data-testid={`rate-date-${currency}`}>{rate ? formatDay(rate.setAt) : t('notSet')}</td>
    </tr>
  );
}

function RatesTable() {
  const t = useMessages(rateMessages);
  const rates = useAdminRates();
  if (rates.isPending) return <p role="status">{t('loading')}</p>;
  if (rates.isError) return <LoadError message={t('loadFailed')} onRetry={() => void rates.refetch()} />;
  return (
    <table className={`${dataTableClass} ${styles.table}`}>
      <thead>
        <tr>
          <th scope="col">{t('currency')}</th>
          <th scope="col">{t('rateHeading')}</th>
          <th scope="col">{t('setOn')}</th>
        </tr>
      </thead>
      <tbody>
        {CURRENCIES.map((currency) => {
          const rate = rates.data.find((r) => r.currency === currency);
          // Keyed by the rate's date: a saved rate starts its row afresh from the server's value.
          return <RateRow key={`${currency} ${rate?.setAt ?? ''}`} currency={currency} rate={rate} />;
        })}
      </tbody>
    </table>
  );
}

/** The page's one section (the back office's frame is put around it by app/exposes). */
export function CurrencyRatesSection() {
  const t = useMessages(rateMessages);
  return (
    <Section id="currency-rates" title={t('title')} description={t('description')}>
      <RatesTable />
    </Section>
  );
}

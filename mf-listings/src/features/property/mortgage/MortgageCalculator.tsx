/**
 * The mortgage and total-cost calculator (loaded on demand by MortgageSection). The buyer says who
 * they are and whether this is their first home; the down payment starts at the least the Central
 * Bank's loan-to-value limit allows and follows it until the buyer types their own. Figures update as
 * they type; a field's message shows beside it once the buyer leaves it (or presses Enter in it), and
 * clears as soon as the value is usable, with a summary that links to each field. The form is never
 * sent (its fields are several, so Enter does not submit it; a submit is still caught).
 */
import { useState, type FormEvent, type MouseEvent } from 'react';
import type { Locale } from '@manzil/contract';
import { formatPrice } from '@manzil/format';
import { useMessages } from '@manzil/i18n';
import { columnsClass, FormField, mutedTextClass, Options } from '@manzil/ui';
import {
  DEFAULT_BUYER,
  DEFAULT_RATE,
  DEFAULT_YEARS,
  estimate,
  loanLimit,
  minDownPayment,
  RESIDENCIES,
  residencyLabels,
  type Buyer,
  type ListingTerms,
  type Plan,
  type Residency,
} from './mortgage';
import { amountText, checkDrafts, parseAmount, type Drafts, type Field } from './fields';
import { calculatorMessages } from './messages';
import styles from './MortgageCalculator.module.css';

export type CalculatorProps = ListingTerms;

const FIELDS: readonly Field[] = ['price', 'downPayment', 'rate', 'term'];
const fieldId = (field: Field) => `mortgage-${field}`;

/** The down payment follows the least allowed until the buyer types their own. */
function followMinimum(drafts: Drafts, buyer: Buyer, offPlan: boolean): Drafts {
  const price = parseAmount(drafts.price);
  if (price === undefined || price < 1) return drafts;
  return { ...drafts, downPayment: amountText(minDownPayment(price, loanLimit(price, buyer, offPlan))) };
}

const dirhams = (amount: number, locale: Locale) => formatPrice(Math.round(amount), undefined, locale);

export function MortgageCalculator({ price, offPlan, dubai, land }: CalculatorProps) {
  const t = useMessages(calculatorMessages);
  const { locale } = t;
  const money = (amount: number) => dirhams(amount, locale);
  const [buyer, setBuyer] = useState<Buyer>(DEFAULT_BUYER);
  const [drafts, setDrafts] = useState<Drafts>(() =>
    followMinimum(
      { price: amountText(price), downPayment: '', rate: String(DEFAULT_RATE), term: String(DEFAULT_YEARS) },
      DEFAULT_BUYER,
      offPlan,
    ),
  );
  const [ownDownPayment, setOwnDownPayment] = useState(false);
  // Fields whose message is shown: left (or submitted) while not usable.
  const [shown, setShown] = useState<ReadonlySet<Field>>(new Set());
  // The figures stay those of the last usable values while a field is being typed.
  const [lastPlan, setLastPlan] = useState<Plan>(() => checkDrafts(drafts, buyer, offPlan).plan!);

  const checked = checkDrafts(drafts, buyer, offPlan, locale);
  const errors = Object.fromEntries(
    FIELDS.filter((f) => shown.has(f) && checked.errors[f]).map((f) => [f, checked.errors[f]!]),
  ) as Partial<Record<Field, string>>;
  const showing = FIELDS.filter((f) => errors[f]);

  const apply = (next: Drafts, nextBuyer: Buyer, reveal: Field[] = []) => {
    const result = checkDrafts(next, nextBuyer, offPlan);
    setDrafts(next);
    setBuyer(nextBuyer);
    if (result.plan) setLastPlan(result.plan);
    setShown((before) => {
      const after = new Set(before);
      for (const f of reveal) after.add(f);
      // A usable value clears its message at once; a new problem waits until the field is left.
      for (const f of FIELDS) if (!result.errors[f]) after.delete(f);
      return after;
    });
  };

  const change = (field: Field, value: string) => {
    const own = ownDownPayment || field === 'downPayment';
    if (field === 'downPayment') setOwnDownPayment(true);
    const next = { ...drafts, [field]: value };
    apply(own ? next : followMinimum(next, buyer, offPlan), buyer);
  };
  const leave = (field: Field) => {
    const reveal: Field[] = [field];
    // A new price can put the buyer's own down payment out of range.
    if (field === 'price' && ownDownPayment) reveal.push('downPayment');
    apply(drafts, buyer, reveal);
  };
  const choose = (nextBuyer: Buyer) =>
    apply(
      ownDownPayment ? drafts : followMinimum(drafts, nextBuyer, offPlan),
      nextBuyer,
      ownDownPayment ? ['downPayment'] : [],
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(drafts, buyer, [...FIELDS]);
  };
  const focusField = (event: MouseEvent<HTMLAnchorElement>, field: Field) => {
    event.preventDefault();
    document.getElementById(fieldId(field))?.focus();
  };

  const plan = checked.plan ?? lastPlan;
  const figures = estimate(plan, { dubai, land }, locale);
  const limit = checked.limit ?? loanLimit(plan.price, buyer, offPlan, locale);
  const least = minDownPayment(plan.price, limit);
  const downPercent = Math.round((1000 * plan.downPayment) / plan.price) / 10;

  const input = (field: Field, inputMode: 'decimal' | 'numeric') => (
    <input
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      name={field}
      // Figures are typed and read left to right, also on a right-to-left page.
      dir="ltr"
      value={drafts[field]}
      onChange={(e) => change(field, e.target.value)}
      onBlur={() => leave(field)}
      onKeyDown={(e) => e.key === 'Enter' && leave(field)}
    />
  );

  return (
    <form className={styles.calculator} noValidate onSubmit={submit} aria-labelledby="mortgage-heading">
      <div className={styles.inputs}>
        <div className={styles.choices}>
          <FormField id="mortgage-residency" label={t('youAre')}>
            <select
              name="residency"
              value={buyer.residency}
              onChange={(e) => choose({ ...buyer, residency: e.target.value as Residency })}
            >
              <Options values={RESIDENCIES} labels={residencyLabels(locale)} />
            </select>
          </FormField>
          <FormField id="mortgage-home" label={t('homeWouldBe')}>
            <select
              name="home"
              value={buyer.firstHome ? 'first' : 'other'}
              onChange={(e) => choose({ ...buyer, firstHome: e.target.value === 'first' })}
            >
              <option value="first">{t('firstHome')}</option>
              <option value="other">{t('otherHome')}</option>
            </select>
          </FormField>
        </div>
        <p className={styles.rule} aria-live="polite">
          <strong>{t('limit', { percent: limit.percent })}</strong> {limit.rule}{' '}
          <span className={styles.source}>{t('source', { source: limit.source })}</span>
        </p>
        <FormField id={fieldId('price')} label={t('price')} error={errors.price}>
          {input('price', 'decimal')}
        </FormField>
        <FormField
          id={fieldId('downPayment')}
          label={t('downPayment')}
          error={errors.downPayment}
          hint={
            <p className={`${mutedTextClass} ${styles.hint}`}>
              {t('atLeast', { amount: formatPrice(least, undefined, locale), percent: 100 - limit.percent })}
            </p>
          }
        >
          {input('downPayment', 'decimal')}
        </FormField>
        <div className={`${columnsClass} ${styles.pair}`}>
          <FormField id={fieldId('rate')} label={t('rate')} error={errors.rate}>
            {input('rate', 'decimal')}
          </FormField>
          <FormField
            id={fieldId('term')}
            label={t('term')}
            error={errors.term}
            hint={
              <p className={`${mutedTextClass} ${styles.hint}`}>{t('atMost', { years: DEFAULT_YEARS })}</p>
            }
          >
            {input('term', 'numeric')}
          </FormField>
        </div>
      </div>

      <div className={styles.results}>
        {showing.length > 0 ? (
          <div className={styles.summary} role="alert">
            <p className={styles.summaryTitle}>{t('needsCorrecting', { count: showing.length })}</p>
            <ul>
              {showing.map((f) => (
                <li key={f}>
                  <a href={`#${fieldId(f)}`} onClick={(e) => focusField(e, f)}>
                    {errors[f]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div>
            <p className={styles.monthlyLabel}>{t('monthlyPayment')}</p>
            <p className={styles.monthly} aria-live="polite" data-testid="mortgage-monthly">
              {figures.loan > 0 ? money(figures.monthly) : t('noLoan')}
            </p>
            <p className={styles.loan}>
              {figures.loan > 0
                ? t('loan', {
                    loan: money(figures.loan),
                    percent: figures.loanPercent,
                    years: plan.years,
                    rate: plan.ratePercent,
                    interest: money(figures.interest),
                  })
                : t('paidInFull')}
            </p>
            <h3 className={styles.costsTitle} id="mortgage-upfront-heading">
              {t('upfront')}
            </h3>
            <dl className={styles.costs} aria-labelledby="mortgage-upfront-heading">
              <div className={styles.cost}>
                <dt>{t('downPaymentCost')}</dt>
                <dd className={styles.amount}>{money(plan.downPayment)}</dd>
                <dd className={styles.basis}>{t('ofPrice', { percent: downPercent })}</dd>
              </div>
              {figures.fees.map((fee) => (
                <div key={fee.key} className={styles.cost} data-testid={`mortgage-fee-${fee.key}`}>
                  <dt>{fee.label}</dt>
                  <dd className={styles.amount}>{money(fee.amount)}</dd>
                  <dd className={styles.basis}>{t('feeBasis', { basis: fee.basis, source: fee.source })}</dd>
                </div>
              ))}
              <div className={`${styles.cost} ${styles.total}`}>
                <dt>{t('total')}</dt>
                <dd className={styles.amount} data-testid="mortgage-upfront">
                  {money(figures.upfront)}
                </dd>
              </div>
            </dl>
          </div>
        )}
      </div>
      <p className={styles.note}>{dubai ? t('noteDubai') : t('noteOther')}</p>
    </form>
  );
}

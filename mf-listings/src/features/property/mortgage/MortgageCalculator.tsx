/**
 * The mortgage and total-cost calculator (loaded on demand by MortgageSection). The buyer says who
 * they are and whether this is their first home; the down payment starts at the least the Central
 * Bank's loan-to-value limit allows and follows it until the buyer types their own. Figures update as
 * they type; a field's message shows beside it once the buyer leaves it (or presses Enter in it), and
 * clears as soon as the value is usable, with a summary that links to each field. The form is never
 * sent (its fields are several, so Enter does not submit it; a submit is still caught).
 */
import { useState, type FormEvent, type MouseEvent } from 'react';
import { formatPrice } from '@manzil/format';
import { FormField, mutedTextClass, Options } from '@manzil/ui';
import {
  DEFAULT_BUYER,
  DEFAULT_RATE,
  DEFAULT_YEARS,
  estimate,
  loanLimit,
  minDownPayment,
  RESIDENCIES,
  RESIDENCY_LABELS,
  type Buyer,
  type ListingTerms,
  type Plan,
  type Residency,
} from './mortgage';
import { amountText, checkDrafts, parseAmount, type Drafts, type Field } from './fields';
import styles from './MortgageCalculator.module.css';

export type CalculatorProps = ListingTerms;

const FIELDS: readonly Field[] = ['price', 'downPayment', 'rate', 'term'];
const LABELS: Record<Field, string> = {
  price: 'Price (AED)',
  downPayment: 'Down payment (AED)',
  rate: 'Rate (% a year)',
  term: 'Term (years)',
};
const fieldId = (field: Field) => `mortgage-${field}`;

/** The down payment follows the least allowed until the buyer types their own. */
function followMinimum(drafts: Drafts, buyer: Buyer, offPlan: boolean): Drafts {
  const price = parseAmount(drafts.price);
  if (price === undefined || price < 1) return drafts;
  return { ...drafts, downPayment: amountText(minDownPayment(price, loanLimit(price, buyer, offPlan))) };
}

const dirhams = (amount: number) => formatPrice(Math.round(amount));

export function MortgageCalculator({ price, offPlan, dubai, land }: CalculatorProps) {
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

  const checked = checkDrafts(drafts, buyer, offPlan);
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
  const figures = estimate(plan, { dubai, land });
  const limit = checked.limit ?? loanLimit(plan.price, buyer, offPlan);
  const least = minDownPayment(plan.price, limit);
  const downPercent = Math.round((1000 * plan.downPayment) / plan.price) / 10;

  const input = (field: Field, inputMode: 'decimal' | 'numeric') => (
    <input
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      name={field}
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
          <FormField id="mortgage-residency" label="You are">
            <select
              name="residency"
              value={buyer.residency}
              onChange={(e) => choose({ ...buyer, residency: e.target.value as Residency })}
            >
              <Options values={RESIDENCIES} labels={RESIDENCY_LABELS} />
            </select>
          </FormField>
          <FormField id="mortgage-home" label="This home would be">
            <select
              name="home"
              value={buyer.firstHome ? 'first' : 'other'}
              onChange={(e) => choose({ ...buyer, firstHome: e.target.value === 'first' })}
            >
              <option value="first">Your first home</option>
              <option value="other">A second home or investment</option>
            </select>
          </FormField>
        </div>
        <p className={styles.rule} aria-live="polite">
          <strong>Loan limit: {limit.percent}%.</strong> {limit.rule}{' '}
          <span className={styles.source}>Source: {limit.source}.</span>
        </p>
        <FormField id={fieldId('price')} label={LABELS.price} error={errors.price}>
          {input('price', 'decimal')}
        </FormField>
        <FormField
          id={fieldId('downPayment')}
          label={LABELS.downPayment}
          error={errors.downPayment}
          hint={
            <p className={`${mutedTextClass} ${styles.hint}`}>
              At least {formatPrice(least)} ({100 - limit.percent}% of the price).
            </p>
          }
        >
          {input('downPayment', 'decimal')}
        </FormField>
        <div className={styles.pair}>
          <FormField id={fieldId('rate')} label={LABELS.rate} error={errors.rate}>
            {input('rate', 'decimal')}
          </FormField>
          <FormField
            id={fieldId('term')}
            label={LABELS.term}
            error={errors.term}
            hint={<p className={`${mutedTextClass} ${styles.hint}`}>At most {DEFAULT_YEARS} years.</p>}
          >
            {input('term', 'numeric')}
          </FormField>
        </div>
      </div>

      <div className={styles.results}>
        {showing.length > 0 ? (
          <div className={styles.summary} role="alert">
            <p className={styles.summaryTitle}>
              {showing.length === 1 ? 'One figure needs' : `${showing.length} figures need`} correcting for
              the estimate:
            </p>
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
            <p className={styles.monthlyLabel}>Monthly payment</p>
            <p className={styles.monthly} aria-live="polite" data-testid="mortgage-monthly">
              {figures.loan > 0 ? dirhams(figures.monthly) : 'No loan'}
            </p>
            <p className={styles.loan}>
              {figures.loan > 0
                ? `A loan of ${dirhams(figures.loan)} (${figures.loanPercent}% of the price) over ${plan.years} years at ${plan.ratePercent}%: ${dirhams(figures.interest)} of interest in all.`
                : 'Paid in full: no mortgage.'}
            </p>
            <h3 className={styles.costsTitle} id="mortgage-upfront-heading">
              Paid up front
            </h3>
            <dl className={styles.costs} aria-labelledby="mortgage-upfront-heading">
              <div className={styles.cost}>
                <dt>Down payment</dt>
                <dd className={styles.amount}>{dirhams(plan.downPayment)}</dd>
                <dd className={styles.basis}>{downPercent}% of the price</dd>
              </div>
              {figures.fees.map((fee) => (
                <div key={fee.key} className={styles.cost} data-testid={`mortgage-fee-${fee.key}`}>
                  <dt>{fee.label}</dt>
                  <dd className={styles.amount}>{dirhams(fee.amount)}</dd>
                  <dd className={styles.basis}>
                    {fee.basis}. Source: {fee.source}.
                  </dd>
                </div>
              ))}
              <div className={`${styles.cost} ${styles.total}`}>
                <dt>Total up front</dt>
                <dd className={styles.amount} data-testid="mortgage-upfront">
                  {dirhams(figures.upfront)}
                </dd>
              </div>
            </dl>
          </div>
        )}
      </div>
      <p className={styles.note}>
        An estimate, not an offer: banks set their own rates, fees and limits within the Central Bank&rsquo;s
        rules, and fees change, so{' '}
        {dubai ? 'your bank and the Dubai Land Department confirm' : 'your bank confirms'} the final figures.{' '}
        {dubai
          ? 'Not included: the bank’s arrangement and valuation fees and the developer’s NOC.'
          : 'Land registration fees outside Dubai are set by each emirate and are not included, nor are the bank’s own fees.'}
      </p>
    </form>
  );
}

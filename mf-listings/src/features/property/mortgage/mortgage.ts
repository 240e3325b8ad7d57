/**
 * The arithmetic of the property page's mortgage and total-cost calculator: how much a UAE bank may
 * lend on a home (the Central Bank's loan-to-value limits), the monthly payment of that loan, and what
 * a buyer pays on the day of transfer in Dubai. Pure and small: the server-rendered placeholder uses it
 * too, so the page carries a worked estimate before (and without) the calculator's own code.
 *
 * Figures, as published (checked November 2026):
 * - Loan-to-value: Central Bank of the UAE, Regulations Regarding Mortgage Loans (Circular 31/2013,
 *   Article 3), first-home limits as raised by Board Resolution 31/2/2020: nationals 85% up to
 *   AED 5M / 75% above; expatriates 80% / 70%; second home or investment 65% (nationals) / 60%
 *   (expatriates) whatever the value; off-plan 50% for everyone; a term of at most 25 years.
 * - Non-residents: the regulation sets no separate ratio; the banks that lend to them publish 50-60%
 *   (HSBC UAE up to 60%, Emirates NBD, Mashreq, ADCB, FAB 50%), so 60% is the most on offer.
 * - Dubai Land Department, sale registration service: 4% of the price (2% + 2% in law, by custom the
 *   buyer's), title deed and plan fees (AED 580 for a unit or villa, AED 430 for a plot, as the
 *   registration trustees collect them), the trustee's fee of AED 4,000 + VAT from AED 500,000 and
 *   AED 2,000 + VAT below; mortgage registration service: 0.25% of the loan + AED 290 (title deed
 *   AED 250 with the knowledge and innovation fees of AED 10 each on both fees).
 * - Agency fee: 2% of the price, the Dubai market's common commission, plus VAT at the UAE's 5%.
 */
import type { Locale } from '@manzil/contract';
import { formatPrice } from '@manzil/format';
import { messagesIn } from '@manzil/i18n';
import { mortgageMessages } from './messages';

const textsIn = (locale: Locale) => messagesIn(mortgageMessages, locale);

export type Residency = 'national' | 'expat' | 'non-resident';
export const RESIDENCIES: readonly Residency[] = ['expat', 'national', 'non-resident'];
/** The buyer's residency in a language. */
export const residencyLabels = (locale: Locale = 'en'): Record<Residency, string> => {
  const t = textsIn(locale);
  return { expat: t('expat'), national: t('national'), 'non-resident': t('non-resident') };
};

export interface Buyer {
  residency: Residency;
  firstHome: boolean;
}

/** What the calculator starts from: most buyers in Dubai are expatriates living there. */
export const DEFAULT_BUYER: Buyer = { residency: 'expat', firstHome: true };
/** A starting rate only (fixed offers have been about 4-5% a year); the buyer types their bank's. */
export const DEFAULT_RATE = 4.5;
export const DEFAULT_YEARS = 25;

/** The price at which the Central Bank's first-home limits step down ("more than AED 5 million"). */
export const FIRST_HOME_BAND = 5_000_000;
export const MAX_TERM_YEARS = 25;
export const MAX_RATE_PERCENT = 20;

export const VAT_PERCENT = 5;
export const DLD_TRANSFER_PERCENT = 4;
export const DLD_TITLE_FEES = { home: 580, land: 430 } as const;
export const TRUSTEE_BAND = 500_000;
export const TRUSTEE_FEE = { below: 2_000, from: 4_000 } as const;
export const MORTGAGE_REGISTRATION = { percent: 0.25, fixed: 290 } as const;
export const AGENCY_PERCENT = 2;

/** The sources' names in English (each language's in the catalogue). */
export const SOURCES = {
  centralBank: mortgageMessages.centralBank.en,
  nonResident: mortgageMessages.nonResident.en,
  dldSale: mortgageMessages.dldSale.en,
  dldMortgage: mortgageMessages.dldMortgage.en,
  agency: mortgageMessages.agency.en,
} as const;

export interface LoanLimit {
  /** The most a bank may lend, in whole percent of the price. */
  percent: number;
  /** Why, as the buyer reads it. */
  rule: string;
  source: string;
}

/** The highest loan-to-value a UAE bank may offer this buyer for this home. */
export function loanLimit(price: number, buyer: Buyer, offPlan: boolean, locale: Locale = 'en'): LoanLimit {
  const t = textsIn(locale);
  if (offPlan) return { percent: 50, rule: t('offPlanRule'), source: t('centralBank') };
  if (buyer.residency === 'non-resident')
    return { percent: 60, rule: t('nonResidentRule'), source: t('nonResident') };
  const national = buyer.residency === 'national';
  const who = national ? 'national' : 'expat';
  if (!buyer.firstHome) {
    const percent = national ? 65 : 60;
    return { percent, rule: t('secondHomeRule', { who, percent }), source: t('centralBank') };
  }
  const above = price > FIRST_HOME_BAND;
  const percent = national ? (above ? 75 : 85) : above ? 70 : 80;
  return {
    percent,
    rule: t('firstHomeRule', { who, above: above ? 'yes' : 'no', percent }),
    source: t('centralBank'),
  };
}

/** The smallest down payment the limit allows, rounded up to the dirham (so the loan never exceeds it). */
export const minDownPayment = (price: number, limit: LoanLimit): number =>
  Math.ceil((price * (100 - limit.percent)) / 100);

/**
 * The standard annuity: the level monthly payment that repays `loan` over `years` at `ratePercent` a
 * year, charged monthly on the falling balance. A free loan is repaid in equal parts.
 */
export function monthlyPayment(loan: number, ratePercent: number, years: number): number {
  const n = years * 12;
  if (loan <= 0 || n <= 0) return 0;
  const r = ratePercent / 100 / 12;
  if (r === 0) return loan / n;
  return (loan * r) / (1 - (1 + r) ** -n);
}

export interface Fee {
  key: 'transfer' | 'title' | 'trustee' | 'mortgage' | 'agency';
  label: string;
  /** How the amount is made, e.g. '4% of the price'. */
  basis: string;
  /** Whole dirhams. */
  amount: number;
  source: string;
}

/**
 * What is paid on the day of transfer besides the down payment, each fee rounded to the dirham. The
 * Dubai Land Department's fees apply to Dubai homes only; elsewhere only the agency fee is known here.
 */
export function upfrontFees(
  price: number,
  loan: number,
  options: { dubai: boolean; land: boolean },
  locale: Locale = 'en',
): Fee[] {
  const t = textsIn(locale);
  const fees: Fee[] = [];
  if (options.dubai) {
    fees.push({
      key: 'transfer',
      label: t('transfer'),
      basis: t('ofPrice', { percent: DLD_TRANSFER_PERCENT }),
      amount: Math.round((price * DLD_TRANSFER_PERCENT) / 100),
      source: t('dldSale'),
    });
    fees.push({
      key: 'title',
      label: t('title'),
      basis: options.land ? t('land') : t('home'),
      amount: options.land ? DLD_TITLE_FEES.land : DLD_TITLE_FEES.home,
      source: t('dldSale'),
    });
    const trustee = price >= TRUSTEE_BAND ? TRUSTEE_FEE.from : TRUSTEE_FEE.below;
    fees.push({
      key: 'trustee',
      label: t('trustee'),
      basis: t('trusteeBasis', {
        fee: formatPrice(trustee, undefined, locale),
        vat: VAT_PERCENT,
        from: price >= TRUSTEE_BAND ? 'yes' : 'no',
      }),
      amount: Math.round((trustee * (100 + VAT_PERCENT)) / 100),
      source: t('dldSale'),
    });
    if (loan > 0)
      fees.push({
        key: 'mortgage',
        label: t('mortgage'),
        basis: t('mortgageBasis', {
          percent: MORTGAGE_REGISTRATION.percent,
          fixed: MORTGAGE_REGISTRATION.fixed,
        }),
        amount: Math.round((loan * MORTGAGE_REGISTRATION.percent) / 100) + MORTGAGE_REGISTRATION.fixed,
        source: t('dldMortgage'),
      });
  }
  fees.push({
    key: 'agency',
    label: t('agencyFee'),
    basis: t('agencyBasis', { percent: AGENCY_PERCENT, vat: VAT_PERCENT }),
    amount: Math.round((price * AGENCY_PERCENT * (100 + VAT_PERCENT)) / 10_000),
    source: t('agency'),
  });
  return fees;
}

export interface Plan {
  price: number;
  downPayment: number;
  ratePercent: number;
  years: number;
}

export interface Estimate {
  loan: number;
  /** Loan over price, in percent (one decimal). */
  loanPercent: number;
  /** Exact; rounded only when shown. */
  monthly: number;
  /** Interest paid over the whole term. */
  interest: number;
  fees: Fee[];
  /** Down payment plus every fee. */
  upfront: number;
}

export function estimate(
  plan: Plan,
  options: { dubai: boolean; land: boolean },
  locale: Locale = 'en',
): Estimate {
  const loan = Math.max(0, plan.price - plan.downPayment);
  const monthly = monthlyPayment(loan, plan.ratePercent, plan.years);
  const fees = upfrontFees(plan.price, loan, options, locale);
  return {
    loan,
    loanPercent: Math.round((loan / plan.price) * 1000) / 10,
    monthly,
    interest: Math.max(0, monthly * plan.years * 12 - loan),
    fees,
    upfront: plan.downPayment + fees.reduce((sum, fee) => sum + fee.amount, 0),
  };
}

/** The home a calculator is for (MortgageSection's `calculatorListing`). */
export interface ListingTerms {
  /** The listing's price, AED. */
  price: number;
  offPlan: boolean;
  dubai: boolean;
  land: boolean;
}

/** The estimate the calculator opens with: the default buyer, the least down payment their loan limit
 * allows, the default rate and term. */
export function defaultEstimate(
  listing: ListingTerms,
  locale: Locale = 'en',
): { limit: LoanLimit; figures: Estimate } {
  const limit = loanLimit(listing.price, DEFAULT_BUYER, listing.offPlan, locale);
  const plan = {
    price: listing.price,
    downPayment: minDownPayment(listing.price, limit),
    ratePercent: DEFAULT_RATE,
    years: DEFAULT_YEARS,
  };
  return { limit, figures: estimate(plan, listing, locale) };
}

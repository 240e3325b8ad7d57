/**
 * The calculator's fields: the text a buyer typed in, usable numbers or the messages shown beside the
 * fields out. Part of the calculator's own chunk (the page's first view needs only mortgage.ts).
 */
import {
  loanLimit,
  MAX_RATE_PERCENT,
  MAX_TERM_YEARS,
  minDownPayment,
  type Buyer,
  type LoanLimit,
  type Plan,
} from './mortgage';
import { LISTING_PRICE_MAX } from '@manzil/contract';
import { formatPrice, groupDigits } from '@manzil/format';

export type Field = 'price' | 'downPayment' | 'rate' | 'term';
export type Drafts = Record<Field, string>;
export type FieldErrors = Partial<Record<Field, string>>;

/** '2,000,000', 'AED 2000000' or '1 250 000.50' → a number; anything else → undefined. */
export function parseAmount(text: string): number | undefined {
  const plain = text.replace(/^\s*AED\s*/i, '').replace(/[,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : undefined;
}

const parsePercent = (text: string): number | undefined => {
  const plain = text.replace(/\s|%/g, '');
  return /^\d+(\.\d+)?$|^\.\d+$/.test(plain) ? Number(plain) : undefined;
};

/** A whole amount as it is typed back into a field: 400000 → '400,000' (no currency: the label says AED). */
export const amountText = (value: number): string => groupDigits(value);

export interface Checked {
  errors: FieldErrors;
  /** Present when every field holds a usable value. */
  plan?: Plan;
  /** The limit for the typed price, when the price is usable. */
  limit?: LoanLimit;
}

/** Checks the four fields against each other and the limits; every message says what to enter. */
export function checkDrafts(drafts: Drafts, buyer: Buyer, offPlan: boolean): Checked {
  const errors: FieldErrors = {};
  const price = parseAmount(drafts.price);
  let limit: LoanLimit | undefined;
  if (price === undefined || price < 1 || price > LISTING_PRICE_MAX) {
    errors.price = 'Enter the price in AED, for example 2,000,000.';
  } else {
    limit = loanLimit(price, buyer, offPlan);
  }

  const down = parseAmount(drafts.downPayment);
  if (down === undefined) {
    errors.downPayment = 'Enter the down payment in AED, for example 400,000.';
  } else if (price !== undefined && limit) {
    const least = minDownPayment(price, limit);
    if (down < least) {
      errors.downPayment = `The down payment must be at least ${formatPrice(least)} (${100 - limit.percent}% of the price): banks may lend at most ${limit.percent}% here.`;
    } else if (down > price) {
      errors.downPayment = `The down payment cannot be more than the price (${formatPrice(price)}).`;
    }
  }

  const rate = parsePercent(drafts.rate);
  if (rate === undefined || rate > MAX_RATE_PERCENT) {
    errors.rate = `Enter a rate between 0 and ${MAX_RATE_PERCENT}% a year, for example 4.5.`;
  }

  const termText = drafts.term.trim();
  const years = /^\d+$/.test(termText) ? Number(termText) : undefined;
  if (years === undefined || years < 1 || years > MAX_TERM_YEARS) {
    errors.term = `Enter a term of 1 to ${MAX_TERM_YEARS} whole years: UAE banks lend for at most ${MAX_TERM_YEARS} years.`;
  }

  const ok = Object.keys(errors).length === 0;
  return {
    errors,
    limit,
    plan: ok ? { price: price!, downPayment: down!, ratePercent: rate!, years: years! } : undefined,
  };
}

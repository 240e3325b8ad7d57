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
import { LISTING_PRICE_MAX, type Locale } from '@manzil/contract';
import { formatPrice, groupDigits } from '@manzil/format';
import { messagesIn } from '@manzil/i18n';
import { mortgageMessages } from './messages';

export type Field = 'price' | 'downPayment' | 'rate' | 'term';
export type Drafts = Record<Field, string>;
export type FieldErrors = Partial<Record<Field, string>>;

/** '2,000,000', 'AED 2000000' or '1 250 000.50' → a number; anything else → undefined. */
export function parseAmount(text: string): number | undefined {
  const plain = text
    .replace(/^\s*AED\s*/i, '')
    .replace(/\s*درهم\s*$/, '')
    .replace(/[,\s]/g, '');
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
export function checkDrafts(drafts: Drafts, buyer: Buyer, offPlan: boolean, locale: Locale = 'en'): Checked {
  const t = messagesIn(mortgageMessages, locale);
  const errors: FieldErrors = {};
  const price = parseAmount(drafts.price);
  let limit: LoanLimit | undefined;
  if (price === undefined || price < 1 || price > LISTING_PRICE_MAX) {
    errors.price = t('priceError');
  } else {
    limit = loanLimit(price, buyer, offPlan, locale);
  }

  const down = parseAmount(drafts.downPayment);
  if (down === undefined) {
    errors.downPayment = t('downPaymentError');
  } else if (price !== undefined && limit) {
    const least = minDownPayment(price, limit);
    if (down < least) {
      errors.downPayment = t('downPaymentLow', {
        least: formatPrice(least, undefined, locale),
        percent: 100 - limit.percent,
        limit: limit.percent,
      });
    } else if (down > price) {
      errors.downPayment = t('downPaymentHigh', { price: formatPrice(price, undefined, locale) });
    }
  }

  const rate = parsePercent(drafts.rate);
  if (rate === undefined || rate > MAX_RATE_PERCENT) {
    errors.rate = t('rateError', { max: MAX_RATE_PERCENT });
  }

  const termText = drafts.term.trim();
  const years = /^\d+$/.test(termText) ? Number(termText) : undefined;
  if (years === undefined || years < 1 || years > MAX_TERM_YEARS) {
    errors.term = t('termError', { max: MAX_TERM_YEARS });
  }

  const ok = Object.keys(errors).length === 0;
  return {
    errors,
    limit,
    plan: ok ? { price: price!, downPayment: down!, ratePercent: rate!, years: years! } : undefined,
  };
}

import { describe, expect, it } from 'vitest';
import {
  convertFromAed,
  formatAreaIn,
  formatConvertedPrice,
  formatDay,
  formatPriceChange,
  formatSqm,
  rateFor,
  roundEstimate,
  sqftToSqm,
} from './money';

const USD = { currency: 'USD' as const, aedPerUnit: 3.6725, setAt: '2026-12-01T08:00:00.000Z' };

describe('areas in square metres', () => {
  it('converts at exactly 0.09290304 sqm a sqft, to the whole metre', () => {
    expect(sqftToSqm(1850)).toBe(172);
    expect(sqftToSqm(1000)).toBe(93);
    expect(sqftToSqm(10.7639)).toBe(1);
  });
  it('writes sqm with sqft beside it, in both languages with Western digits', () => {
    expect(formatAreaIn(1850, 'sqft')).toBe('1,850 sqft');
    expect(formatAreaIn(1850, 'sqm')).toBe('172 sqm (1,850 sqft)');
    expect(formatAreaIn(1850, 'sqm', 'ar')).toBe('172 متر مربع (1,850 قدم مربع)');
    expect(formatAreaIn(undefined, 'sqm')).toBeUndefined();
    expect(formatSqm(0)).toBeUndefined();
  });
});

describe('prices in other currencies', () => {
  it('rounds an estimate to three significant figures', () => {
    expect(roundEstimate(653_233.5)).toBe(653_000);
    expect(roundEstimate(2_314.4)).toBe(2_310);
    expect(roundEstimate(12.34)).toBe(12.3);
    expect(roundEstimate(0)).toBe(0);
    expect(convertFromAed(2_399_000, 3.6725)).toBe(653_000);
  });
  it('writes a converted price with ≈, per month for a rental', () => {
    expect(formatConvertedPrice(2_399_000, USD, 'Buy')).toBe('≈ USD 653,000');
    expect(formatConvertedPrice(8_500, USD, 'Rent')).toBe('≈ USD 2,310/month');
    expect(formatConvertedPrice(2_399_000, USD, 'Buy', 'ar')).toBe('≈ 653,000 دولار أمريكي');
    expect(formatConvertedPrice(8_500, USD, 'Rent', 'ar')).toBe('≈ 2,310 دولار أمريكي شهرياً');
  });
  it('shows nothing without a price or a rate', () => {
    expect(formatConvertedPrice(undefined, USD)).toBeUndefined();
    expect(formatConvertedPrice(1_000, undefined)).toBeUndefined();
    expect(formatConvertedPrice(1_000, { currency: 'USD', aedPerUnit: 0 })).toBeUndefined();
  });
  it('finds the rate of the chosen currency, none for dirhams', () => {
    expect(rateFor([USD], 'USD')).toBe(USD);
    expect(rateFor([USD], 'AED')).toBeUndefined();
    expect(rateFor([USD], 'EUR')).toBeUndefined();
  });
});

describe('price changes and dates', () => {
  it('writes a change in AED and percent', () => {
    expect(formatPriceChange(2_450_000, 2_399_000)).toBe('−AED 51,000 (−2.1%)');
    expect(formatPriceChange(100, 110)).toBe('+AED 10 (+10%)');
    expect(formatPriceChange(2_450_000, 2_399_000, 'ar')).toBe('−51,000 درهم (−2.1%)');
  });
  it('writes a day in Dubai time, Western digits in Arabic', () => {
    expect(formatDay('2026-12-01T08:00:00.000Z')).toBe('1 Dec 2026');
    expect(formatDay('2026-12-01T08:00:00.000Z', 'ar')).toMatch(/^1 .+ 2026$/);
    expect(formatDay('2026-12-01T08:00:00.000Z', 'en', false)).toBe('1 Dec');
    expect(formatDay('nope')).toBe('');
  });
});

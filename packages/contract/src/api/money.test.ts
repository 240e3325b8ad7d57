import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY, displayPrefsOfCookies, isPriceReduced, parseDisplayValue } from './money';

describe('the display cookie', () => {
  it('reads a known pair, anything else is the default', () => {
    expect(parseDisplayValue('USD.sqm')).toEqual({ currency: 'USD', area: 'sqm' });
    expect(parseDisplayValue('XXX.sqm')).toEqual(DEFAULT_DISPLAY);
    expect(parseDisplayValue('USD.sqm.x')).toEqual(DEFAULT_DISPLAY);
    expect(parseDisplayValue('USD.acre')).toEqual(DEFAULT_DISPLAY);
    expect(parseDisplayValue(`USD.${'m'.repeat(20)}`)).toEqual(DEFAULT_DISPLAY);
    expect(parseDisplayValue(undefined)).toEqual(DEFAULT_DISPLAY);
  });
  it('finds it among other cookies', () => {
    expect(displayPrefsOfCookies('a=1; manzil_display=EUR.sqft; b=2')).toEqual({
      currency: 'EUR',
      area: 'sqft',
    });
    expect(displayPrefsOfCookies('a=1')).toEqual(DEFAULT_DISPLAY);
    expect(displayPrefsOfCookies(undefined)).toEqual(DEFAULT_DISPLAY);
  });
});

describe('a reduced price', () => {
  const now = Date.parse('2026-12-01T00:00:00Z');
  it('is a latest change that lowered it, within 90 days', () => {
    const listed = { at: '2026-01-01T00:00:00Z', price: 2_450_000 };
    expect(isPriceReduced([listed, { at: '2026-11-20T00:00:00Z', price: 2_399_000 }], now)).toBe(true);
    expect(isPriceReduced([listed, { at: '2026-11-20T00:00:00Z', price: 2_500_000 }], now)).toBe(false);
    expect(isPriceReduced([listed, { at: '2026-08-01T00:00:00Z', price: 2_399_000 }], now)).toBe(false);
    expect(isPriceReduced([listed], now)).toBe(false);
  });
});

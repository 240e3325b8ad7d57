/**
 * Prices in other currencies and areas in square metres: the rates the agency sets (AED per unit of
 * each currency, with the date it was set), a listing's price history, and the visitor's display
 * choice, kept in one cookie the server reads (so a page renders in the chosen units without a flash).
 */

/** The currencies a rate can be set for (AED is the listings' own). Bounded: the picker lists these. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'INR', 'SAR', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];
export type DisplayCurrency = 'AED' | Currency;
export const DISPLAY_CURRENCIES: readonly DisplayCurrency[] = ['AED', ...CURRENCIES];

export const AREA_UNITS = ['sqft', 'sqm'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

/** A rate's bounds: a typo (an extra digit, a comma) is refused rather than shown. */
export const RATE_MIN = 0.0001;
export const RATE_MAX = 10_000;

/** One currency's rate as the public sees it: no one's name. */
export interface CurrencyRate {
  currency: Currency;
  /** Dirhams for one unit of the currency (USD: 3.6725). */
  aedPerUnit: number;
  /** When it was set (ISO). */
  setAt: string;
}

export interface CurrencyRatesResponse {
  rates: CurrencyRate[];
}
/** The admin's table: the same rates (who set each is in the audit log). */
export type AdminCurrencyRatesResponse = CurrencyRatesResponse;
export interface CurrencyRateResponse {
  rate: CurrencyRate;
}

/** A listing's prices over time, oldest first: the first listed price, then each change. */
export interface PricePoint {
  /** ISO date. */
  at: string;
  /** AED. */
  price: number;
}

export interface PriceHistoryResponse {
  points: PricePoint[];
}

/** Price changes a page shows at most (the oldest beyond it are dropped, the first price kept). */
export const PRICE_HISTORY_MAX = 24;

/** How long a lowered price is "reduced" on the page and on cards. */
export const PRICE_REDUCED_DAYS = 90;

/** The visitor's display choice. */
export interface DisplayPrefs {
  currency: DisplayCurrency;
  area: AreaUnit;
}

export const DEFAULT_DISPLAY: DisplayPrefs = { currency: 'AED', area: 'sqft' };

/** The cookie holding it: `USD.sqm`. Not a credential: pages stay public, cached per value. */
export const DISPLAY_COOKIE = 'manzil_display';
/** A year: a choice made once. */
export const DISPLAY_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export const isDisplayCurrency = (value: unknown): value is DisplayCurrency =>
  typeof value === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(value);
export const isAreaUnit = (value: unknown): value is AreaUnit =>
  typeof value === 'string' && (AREA_UNITS as readonly string[]).includes(value);

/** The cookie's value for a choice. */
export const displayCookieValue = (prefs: DisplayPrefs): string => `${prefs.currency}.${prefs.area}`;

/** A cookie value read back: anything not exactly a known pair (or too long) is the default. */
export function parseDisplayValue(value: string | undefined): DisplayPrefs {
  if (!value || value.length > 12) return DEFAULT_DISPLAY;
  const [currency, area, ...rest] = value.split('.');
  if (rest.length > 0 || !isDisplayCurrency(currency) || !isAreaUnit(area)) return DEFAULT_DISPLAY;
  return { currency, area };
}

/** The choice in a `Cookie` header (or `document.cookie`); the default when absent or invalid. */
export function displayPrefsOfCookies(header: string | null | undefined): DisplayPrefs {
  if (!header) return DEFAULT_DISPLAY;
  // Bounded: a header of thousands of cookies is not walked whole.
  for (const part of header.slice(0, 8_192).split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === DISPLAY_COOKIE)
      return parseDisplayValue(part.slice(at + 1).trim());
  }
  return DEFAULT_DISPLAY;
}

/** Was the latest change a cut, within PRICE_REDUCED_DAYS of `now`? */
export function isPriceReduced(points: readonly PricePoint[], now: number = Date.now()): boolean {
  const last = points.at(-1);
  const before = points.at(-2);
  if (!last || !before || last.price >= before.price) return false;
  return now - Date.parse(last.at) <= PRICE_REDUCED_DAYS * 86_400_000;
}

/**
 * Prices in other currencies and areas in square metres, in both languages (Western digits on Arabic
 * pages). A converted price is an estimate: rounded to three significant figures and written with
 * '≈'; square metres are rounded to the whole metre (half away from zero).
 */
import {
  LOCALE_INFO,
  type AreaUnit,
  type Currency,
  type CurrencyRate,
  type DisplayCurrency,
  type Locale,
  type Purpose,
} from '@manzil/contract';
import { formatArea, groupDigits } from './numbers';

/** One square foot in square metres (exactly: 0.3048² m²). */
export const SQM_PER_SQFT = 0.09290304;

/** 1850 sqft → 172 sqm (whole metres). */
export const sqftToSqm = (sqft: number): number => Math.round(sqft * SQM_PER_SQFT);

const AR_SQM = 'متر مربع';

/** 172 → '172 sqm' ('172 متر مربع'); unknown → undefined. */
export function formatSqm(sqft: number | null | undefined, locale: Locale = 'en'): string | undefined {
  if (typeof sqft !== 'number' || !Number.isFinite(sqft) || sqft <= 0) return undefined;
  return `${groupDigits(sqftToSqm(sqft))} ${locale === 'ar' ? AR_SQM : 'sqm'}`;
}

/**
 * A size in the visitor's unit: sqft alone ('1,850 sqft'), or sqm first with sqft beside it
 * ('172 sqm (1,850 sqft)'), the figure every listing is recorded in.
 */
export function formatAreaIn(
  sqft: number | null | undefined,
  unit: AreaUnit,
  locale: Locale = 'en',
): string | undefined {
  const inSqft = formatArea(sqft, locale);
  if (unit === 'sqft' || !inSqft) return inSqft;
  return `${formatSqm(sqft, locale)} (${inSqft})`;
}

/** Currencies' names on Arabic pages (English pages write the ISO code, as Dubai's portals do). */
const AR_CURRENCY: Readonly<Record<DisplayCurrency, string>> = {
  AED: 'درهم',
  USD: 'دولار أمريكي',
  EUR: 'يورو',
  GBP: 'جنيه إسترليني',
  INR: 'روبية هندية',
  SAR: 'ريال سعودي',
  CNY: 'يوان صيني',
};

/** The picker's label of a currency: 'USD' ('USD · دولار أمريكي' in Arabic: the code is what a price shows). */
export const currencyLabel = (currency: DisplayCurrency, locale: Locale = 'en'): string =>
  locale === 'ar' ? `${currency} · ${AR_CURRENCY[currency]}` : currency;

/** The picker's label of an area unit. */
export const areaUnitLabel = (unit: AreaUnit, locale: Locale = 'en'): string =>
  locale === 'ar' ? (unit === 'sqm' ? AR_SQM : 'قدم مربع') : unit;

/** A unit as short as a control shows it: 'sqm' ('م²' in Arabic). */
export const areaUnitShort = (unit: AreaUnit, locale: Locale = 'en'): string =>
  locale === 'ar' ? (unit === 'sqm' ? 'م²' : 'قدم²') : unit;

/** A positive amount to three significant figures: 653,233 → 653,000; 2,314.4 → 2,310; 12.34 → 12.3. */
export function roundEstimate(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const step = 10 ** (Math.floor(Math.log10(value)) - 2);
  return step >= 1 ? Math.round(value / step) * step : Math.round(value / step) / Math.round(1 / step);
}

/** Dirhams in a currency at a rate (AED per unit), rounded as an estimate. */
export const convertFromAed = (aed: number, aedPerUnit: number): number =>
  aedPerUnit > 0 ? roundEstimate(aed / aedPerUnit) : 0;

/**
 * A price in the visitor's currency: '≈ USD 653,000' ('≈ 653,000 دولار أمريكي'); a rental per month
 * ('≈ USD 2,310/month'). Undefined without a price or a usable rate.
 */
export function formatConvertedPrice(
  aed: number | null | undefined,
  rate: Pick<CurrencyRate, 'currency' | 'aedPerUnit'> | undefined,
  purpose?: Purpose | string,
  locale: Locale = 'en',
): string | undefined {
  if (!rate || typeof aed !== 'number' || !Number.isFinite(aed) || aed <= 0) return undefined;
  const amount = convertFromAed(aed, rate.aedPerUnit);
  if (amount <= 0) return undefined;
  const digits = groupDigits(amount, amount < 100 ? 1 : 0);
  if (locale === 'ar')
    return `≈ ${digits} ${AR_CURRENCY[rate.currency]}${purpose === 'Rent' ? ' شهرياً' : ''}`;
  return `≈ ${rate.currency} ${digits}${purpose === 'Rent' ? '/month' : ''}`;
}

/** The rate for the visitor's currency among those set (none for AED, or a currency without one). */
export const rateFor = (
  rates: readonly CurrencyRate[] | undefined,
  currency: DisplayCurrency,
): CurrencyRate | undefined =>
  currency === 'AED' ? undefined : rates?.find((rate) => rate.currency === (currency as Currency));

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** A day as the page's language writes it, in Dubai's time: '1 Dec 2026' ('1 ديسمبر 2026'). */
export function formatDay(iso: string, locale: Locale = 'en', withYear = true): string {
  const key = `${locale} ${withYear}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'Asia/Dubai',
    });
    dayFormats.set(key, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/** A price change: '−AED 51,000 (−2.1%)' ('−51,000 درهم (−2.1%)'); a rise with '+'. */
export function formatPriceChange(from: number, to: number, locale: Locale = 'en'): string {
  const diff = to - from;
  const sign = diff < 0 ? '−' : '+';
  const amount = groupDigits(Math.abs(diff));
  const percent = from > 0 ? `${sign}${groupDigits((Math.abs(diff) / from) * 100, 1)}%` : '';
  const money = locale === 'ar' ? `${sign}${amount} ${AR_CURRENCY.AED}` : `${sign}AED ${amount}`;
  return percent ? `${money} (${percent})` : money;
}

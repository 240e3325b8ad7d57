/** Prices (AED, rent per month), areas (sqft) and the labels of a property's facts. */
import {
  handoverLabel,
  isHandoverQuarter,
  PRICE_ON_REQUEST,
  type Completion,
  type Purpose,
} from '@manzil/contract';

/** Intl's formatters for what the fast path below leaves to them, made on first need. */
const formatters = new Map<number, Intl.NumberFormat>();
const intlFormat = (value: number, maxFractionDigits: number): string => {
  let formatter = formatters.get(maxFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: maxFractionDigits });
    formatters.set(maxFractionDigits, formatter);
  }
  return formatter.format(value);
};

/**
 * A number as en-US writes it, digits grouped by thousands, rounded to at most `maxFractionDigits`
 * (half away from zero): 1250000 → '1,250,000'. The same text as Intl.NumberFormat('en-US'). A whole
 * result is written here: the first Intl formatter a page makes loads the locale's number data, 30 to
 * 60 ms of main thread at start-up (measured in Chromium), one of a page's longest tasks, and every
 * price of a first view goes through here. Anything else (a fraction kept, -0, not finite, 1e21 and
 * beyond) is left to Intl.
 */
export function groupDigits(value: number, maxFractionDigits = 0): string {
  const whole = Math.sign(value) * Math.round(Math.abs(value));
  const fractionKept = maxFractionDigits > 0 && whole !== value;
  if (fractionKept || !Number.isFinite(whole) || Object.is(whole, -0) || Math.abs(whole) >= 1e21)
    return intlFormat(value, maxFractionDigits);
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** 1250000 → 'AED 1,250,000'; a rental is monthly ('AED 8,500/month'); no price → 'Inquire for price'. */
export function formatPrice(price: number | null | undefined, purpose?: Purpose | string): string {
  if (!isPositive(price)) return PRICE_ON_REQUEST;
  const amount = `AED ${groupDigits(price)}`;
  return purpose === 'Rent' ? `${amount}/month` : amount;
}

/** 1850 → '1,850 sqft'; unknown → undefined (each page says what it shows instead). */
export function formatArea(area: number | null | undefined): string | undefined {
  return isPositive(area) ? `${groupDigits(area)} sqft` : undefined;
}

/** The for-field as visitors read it: 'Buy' → 'For Sale', 'Rent' → 'For Rent'. */
export function purposeLabel(value: Purpose | string | undefined): string {
  if (value === 'Buy') return 'For Sale';
  if (value === 'Rent') return 'For Rent';
  return value ? `For ${value}` : 'For Sale';
}

/** 0 bedrooms is a studio. */
export const formatBedrooms = (bedrooms: number): string =>
  bedrooms === 0 ? 'Studio' : `${bedrooms} ${bedrooms === 1 ? 'Bed' : 'Beds'}`;

export const formatBathrooms = (bathrooms: number): string =>
  `${bathrooms} ${bathrooms === 1 ? 'Bath' : 'Baths'}`;

/**
 * Price per square foot, as Dubai's portals show it: a sale's price over its size ('AED 1,540/sqft'); a
 * rental's monthly rent made yearly ('AED 98/sqft/yr'). Undefined without a price or a size.
 */
export function formatPricePerSqft(
  price: number | null | undefined,
  area: number | null | undefined,
  purpose?: Purpose | string,
): string | undefined {
  if (!isPositive(price) || !isPositive(area)) return undefined;
  if (purpose === 'Rent') return `AED ${groupDigits((price * 12) / area)}/sqft/yr`;
  return `AED ${groupDigits(price / area)}/sqft`;
}

/** 1 → '1 photo', 9 → '9 photos'. */
export const formatPhotoCount = (count: number): string => `${count} ${count === 1 ? 'photo' : 'photos'}`;

/** The yearly service charge per sqft: 18 → 'AED 18/sqft/yr'; unknown → undefined. */
export function formatServiceCharge(charge: number | null | undefined): string | undefined {
  return isPositive(charge) ? `AED ${groupDigits(charge, 3)}/sqft/yr` : undefined;
}

/** 'ready' → 'Ready'; an off-plan home's handover quarter '2027-Q3' → 'Off-plan, handover Q3 2027'. */
export function formatCompletion(completion: Completion | undefined): string | undefined {
  if (completion === 'ready') return 'Ready';
  if (completion && isHandoverQuarter(completion)) return `Off-plan, handover ${handoverLabel(completion)}`;
  return undefined;
}

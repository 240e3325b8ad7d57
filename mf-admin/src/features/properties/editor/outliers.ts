/**
 * Warnings that do not stop a save: a price far from what like listings ask, a price too low to be
 * meant (AED 99), and more bedrooms than the size can hold. Each says what it compared, so the admin
 * can tell a typo from a bargain.
 */
import { hasBedrooms, isLand, type Purpose } from '@manzil/contract';
import { formatPrice } from '@manzil/format';

/** Below this share of the median, or above this multiple of it, a price is worth a second look. */
export const PRICE_FAR = { below: 0.4, above: 2.5 } as const;
/** A median of fewer listings than this says too little to warn on. */
export const MIN_COMPARABLES = 3;
/** No home sells below this, or lets below this a month (AED): such a figure is a typo. */
export const LOWEST_PRICE: Readonly<Record<Purpose, number>> = { Buy: 50_000, Rent: 1_000 };
/** Floor (sqft) below which a size is not believed: `perBedroom`, less than this a bedroom is not a
 * home a buyer would believe; `home`, a home smaller than this is smaller than a parking space or two. */
export const MIN_SQFT = { perBedroom: 150, home: 150 } as const;

/** '2500000' or '2,500,000' → 2500000; anything else (blank, letters) → undefined. */
export function amount(value: string): number | undefined {
  const v = value.trim().replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(v)) return undefined;
  const n = Number(v);
  return n > 0 ? n : undefined;
}

export interface Comparables {
  median: number;
  count: number;
  /** '2-bedroom apartments for sale in Downtown Dubai'. */
  describe: string;
}

/** A price at odds with its market, or too low to be meant; null when it looks plausible. */
export function priceWarning(price: number | undefined, purpose: Purpose, like?: Comparables): string | null {
  if (price === undefined) return null;
  const lowest = LOWEST_PRICE[purpose];
  const shown = formatPrice(price, purpose);
  if (price < lowest)
    return `${shown} is lower than any ${purpose === 'Rent' ? 'monthly rent' : 'sale price'} in the UAE: enter the full amount in dirhams (2500000 for 2.5 million).`;
  if (!like || like.count < MIN_COMPARABLES || like.median <= 0) return null;
  const median = formatPrice(like.median, purpose);
  const basis = `the median of ${median} for ${like.describe} (${like.count} listings)`;
  const ratio = price / like.median;
  if (ratio < PRICE_FAR.below)
    return `${shown} is ${Math.round((1 - ratio) * 100)}% below ${basis}. Check the price before saving.`;
  if (ratio > PRICE_FAR.above)
    return `${shown} is ${ratio.toFixed(1)} times ${basis}. Check the price before saving.`;
  return null;
}

/** Bedrooms the size cannot hold (4 beds in 300 sqft), or a home too small to be real. */
export function sizeWarning(houseType: string, bedrooms: string, sqft: number | undefined): string | null {
  if (sqft === undefined || isLand(houseType)) return null;
  const beds = /^\d+$/.test(bedrooms.trim()) ? Number(bedrooms) : 0;
  const perBedroom = beds > 0 ? sqft / beds : sqft;
  if (beds > 0 && perBedroom < MIN_SQFT.perBedroom)
    return `${beds} bedrooms in ${sqft.toLocaleString('en-US')} sqft leaves ${Math.round(perBedroom)} sqft a bedroom: check the size (in square feet) and the bedrooms.`;
  if (sqft < MIN_SQFT.home)
    return `${sqft.toLocaleString('en-US')} sqft is smaller than any home: the size is in square feet (a 1-bedroom flat is about 750).`;
  return null;
}

/** '2-bedroom apartments for sale in Downtown Dubai' (a studio, a plot, a shop or office: said so). */
export function describeLike(houseType: string, bedrooms: number, purpose: Purpose, area: string): string {
  const type = houseType.trim().toLowerCase();
  const plural = isLand(houseType)
    ? 'plots'
    : type === 'commercial'
      ? 'commercial units'
      : /s$/.test(type)
        ? type
        : `${type}s`;
  const rooms = !hasBedrooms(houseType) ? '' : bedrooms === 0 ? 'studio ' : `${bedrooms}-bedroom `;
  return `${rooms}${plural} ${purpose === 'Rent' ? 'for rent' : 'for sale'} in ${area}`;
}

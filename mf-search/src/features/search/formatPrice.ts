import type { Property } from '@manzil/contract';

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 'AED 1,250,000'; rentals are monthly ('AED 8,500/month'); no price → 'Inquire for price'. */
export function formatPrice(price: Property['price'], purpose: Property['for']): string {
  if (price === undefined || !Number.isFinite(price)) return 'Inquire for price';
  const amount = `AED ${thousands.format(price)}`;
  return purpose === 'Rent' ? `${amount}/month` : amount;
}

/** 0 bedrooms is a studio. */
export const formatBedrooms = (bedrooms: number): string =>
  bedrooms === 0 ? 'Studio' : `${bedrooms} ${bedrooms === 1 ? 'Bed' : 'Beds'}`;

export const formatBathrooms = (bathrooms: number): string =>
  `${bathrooms} ${bathrooms === 1 ? 'Bath' : 'Baths'}`;

/** Shown as a sale or rent status label (SPEC section 3). */
export const purposeBadge = (purpose: Property['for']): string =>
  purpose === 'Rent' ? 'For Rent' : 'For Sale';

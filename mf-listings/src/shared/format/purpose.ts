import type { Purpose } from '@manzil/contract';

/** The for-field as visitors read it: 'Buy' → 'For Sale', 'Rent' → 'For Rent'. */
export function purposeLabel(value: Purpose | string | undefined): string {
  if (value === 'Buy') return 'For Sale';
  if (value === 'Rent') return 'For Rent';
  return value ? `For ${value}` : 'For Sale';
}

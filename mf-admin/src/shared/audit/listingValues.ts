/** A listing's stored values as the editor names them, for its change history ('under-offer' → 'Under offer'). */
import { FURNISHING_LABELS, LISTING_STATUS_LABELS } from '@manzil/contract';

const NAMED: Record<string, Readonly<Record<string, string>>> = {
  status: LISTING_STATUS_LABELS,
  furnishing: FURNISHING_LABELS,
};

export const listingAuditValue = (field: string, value: string): string => NAMED[field]?.[value] ?? value;

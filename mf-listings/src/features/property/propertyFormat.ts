/** How the property page shows a record's values (docs/glossary.md). */
import type { Property } from '@manzil/contract';
import { formatArea } from '@manzil/format';

/** Floor area in sqft, or 'Modern & Open' when unknown. */
export function formatLayout(area: number | undefined | null): string {
  return formatArea(area) ?? 'Modern & Open';
}

/** Parking spaces as stored, or 'Available' when the record says nothing. */
export function formatParking(parking: Property['parking'] | null): string {
  if (parking === undefined || parking === null) return 'Available';
  const text = String(parking).trim();
  return text ? text : 'Available';
}

/** The spec's Reference ID (one copy, in @manzil/format). */
export { propertyReference as referenceId } from '@manzil/format';

/** The full address: the address, or the house name plus the location. */
export function fullAddress(property: Pick<Property, 'address' | 'house_name' | 'location'>): string {
  const address = property.address?.trim();
  if (address) return address;
  return [property.house_name, property.location].filter((part) => part && String(part).trim()).join(', ');
}

/** The inquiry form's prefilled message (docs/glossary.md). */
export const inquiryMessage = (houseName: string): string =>
  `I'm interested in ${houseName}. Please contact me with more information.`;

/** The Property Detail Form's values, built from a property (edit) or blank (add), and sent as multipart. */
import {
  PROPERTY_FORM_FIELDS,
  PROPERTY_REQUIRED_FIELDS,
  PROPERTY_TYPES,
  type Property,
  type Purpose,
} from '@manzil/contract';
import { multipart } from '../../shared/api/multipart';

export interface PropertyDraft {
  house_name: string;
  house_type: string;
  for: Purpose;
  bedrooms: string;
  bathrooms: string;
  parking: string;
  location: string;
  address: string;
  area: string;
  discription: string;
  description: string;
  price: string;
  image: File | null;
}

export const blankDraft = (): PropertyDraft => ({
  house_name: '',
  house_type: PROPERTY_TYPES[0],
  for: 'Buy',
  bedrooms: '',
  bathrooms: '',
  parking: '',
  location: '',
  address: '',
  area: '',
  discription: '',
  description: '',
  price: '',
  image: null,
});

const text = (value: string | number | undefined): string =>
  value === undefined || value === null ? '' : String(value);

export const draftFromProperty = (p: Property): PropertyDraft => ({
  house_name: p.house_name,
  house_type: p.house_type,
  for: p.for,
  bedrooms: text(p.bedrooms),
  bathrooms: text(p.bathrooms),
  parking: text(p.parking),
  location: text(p.location),
  address: text(p.address),
  area: text(p.area),
  discription: p.discription,
  description: text(p.description),
  price: text(p.price),
  image: null,
});

/** Text fields in the order the form shows them; all are sent, a blank optional one clears it. */
const FIELDS = PROPERTY_FORM_FIELDS satisfies readonly (keyof PropertyDraft)[];

export const REQUIRED_FIELDS: ReadonlySet<keyof PropertyDraft> = new Set(PROPERTY_REQUIRED_FIELDS);

/** The first required field left blank, or null. The image is optional (the site shows a placeholder). */
export function missingField(draft: PropertyDraft): keyof PropertyDraft | null {
  for (const field of FIELDS) {
    if (REQUIRED_FIELDS.has(field) && !String(draft[field]).trim()) return field;
  }
  return null;
}

export function draftToFormData(draft: PropertyDraft, extra: Record<string, string>): FormData {
  const fields = Object.fromEntries(FIELDS.map((field) => [field, draft[field].trim()]));
  return multipart({ ...extra, ...fields, image: draft.image });
}

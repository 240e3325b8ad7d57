/**
 * The property editor's field kit, shared by its sections: the readable labels, and the controls bound
 * to the draft (each with its id, its problem, its value and its setter).
 */
import type { ReactNode } from 'react';
import { InputField, SelectField, type Choice } from '../../../shared/ui/Field';
import type { CheckedField, FieldProblems, PropertyDraft } from '../propertyForm';
import styles from './editor.module.css';

/** Readable labels (the field names are the API's: `discription`, `for`, `area` for the size). */
export const LABELS: Record<keyof PropertyDraft, string> = {
  house_name: 'Property name',
  house_type: 'Property type',
  for: 'Purpose',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  parking: 'Parking spaces',
  location: 'Location',
  address: 'Address',
  area: 'Area (sqft)',
  discription: 'Overview',
  description: 'Description',
  price: 'Price (AED)',
  status: 'Status',
  permitNumber: 'Trakheesi permit number',
  agent: 'Agent in charge',
  furnishing: 'Furnishing',
  completion: 'Completion',
  handoverYear: 'Handover year',
  handoverQuarter: 'Handover quarter',
  serviceCharge: 'Service charge (AED per sqft a year)',
  rentPeriod: 'Lease',
  amenities: 'Amenities',
  lat: 'Latitude',
  lon: 'Longitude',
  photos: 'Photos',
  ar_house_name: 'Property name (Arabic)',
  ar_location: 'Location (Arabic)',
  ar_address: 'Address (Arabic)',
  ar_discription: 'Overview (Arabic)',
  ar_description: 'Description (Arabic)',
};
/** An Arabic text box: the words run right to left as typed, and are read as Arabic. */
export const ARABIC_INPUT = { dir: 'auto', lang: 'ar' } as const;
/** The area a property is listed in, called a community so it is not read as its size. */
export const COMMUNITY = 'Community';
export const FIELD_LABELS: Record<string, string> = { ...LABELS, areaName: COMMUNITY, emirate: 'Emirate' };

/** The draft's fields a text box edits as it is typed (every value a string). */
type TextField = {
  [K in keyof PropertyDraft]: string extends PropertyDraft[K] ? K : never;
}[keyof PropertyDraft];
type NumberField = 'bedrooms' | 'bathrooms' | 'parking' | 'area' | 'price' | 'serviceCharge';
const INPUT_MODES: Record<NumberField, 'numeric' | 'decimal'> = {
  bedrooms: 'numeric',
  bathrooms: 'numeric',
  parking: 'numeric',
  area: 'decimal',
  price: 'decimal',
  serviceCharge: 'decimal',
};

export type EditorProblems = FieldProblems & { areaName?: string };

/** A field's id in the editor (the form's problems move the focus to it). */
export const fieldId = (field: string) => `property-form-${field}`;

/** The options of a select from values and their labels. */
export const choices = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The controls of the editor's sections, bound to `draft`; `set` changes a field (and drops its problem). */
export function fieldKit(
  draft: PropertyDraft,
  problems: EditorProblems,
  set: <K extends keyof PropertyDraft>(field: K, value: PropertyDraft[K]) => void,
) {
  const fieldError = (field: CheckedField | 'areaName') => problems[field];
  /** Ties a text control to its field of the draft: its id, its problem, its value and its setter. */
  const bind = (field: TextField) => ({
    id: fieldId(field),
    error: fieldError(field),
    value: draft[field],
    onValueChange: (v: string) => set(field, v),
  });
  const numberInput = (field: NumberField, required = false, hint?: string) => (
    <InputField
      {...bind(field)}
      label={`${LABELS[field]}${required ? ' *' : ''}`}
      inputMode={INPUT_MODES[field]}
      hint={hint}
      required={required}
    />
  );
  /** A warning under the fields it is about: said, but it does not stop the save. */
  const warning = (note: string | null, noteId?: string): ReactNode =>
    note && (
      <p className={styles.warning} role="status" id={noteId}>
        {note}
      </p>
    );
  const select = <K extends keyof PropertyDraft>(
    field: K,
    options: readonly Choice[],
    opts: { required?: boolean; hint?: string } = {},
  ) => (
    <SelectField
      id={fieldId(field)}
      label={`${LABELS[field]}${opts.required ? ' *' : ''}`}
      hint={opts.hint}
      error={fieldError(field)}
      value={String(draft[field])}
      onValueChange={(value) => set(field, value as PropertyDraft[K])}
      options={options}
    />
  );
  return { draft, fieldError, bind, numberInput, warning, select };
}

export type FieldKit = ReturnType<typeof fieldKit>;

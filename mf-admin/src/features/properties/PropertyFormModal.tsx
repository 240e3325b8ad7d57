/** The Property Detail Form modal, in add mode (for an area) or edit mode (one property). */
import { Options } from '@manzil/ui';
import { useState, type FormEvent } from 'react';
import { PROPERTY_TYPES, PURPOSES, type Property } from '@manzil/contract';
import { prefixedWithReason, serverAnswered } from '../../shared/api/errors';
import { useSaving } from '../../shared/saving/savingStore';
import { useSave } from '../../shared/saving/useSave';
import { AreaField, Field, InputField, TextAreaField } from '../../shared/ui/Field';
import { ImageInput } from '../../shared/ui/ImageInput';
import { Modal } from '../../shared/ui/Modal';
import forms from '../../shared/ui/forms.module.css';
import { SavingForm } from '../../shared/ui/SavingForm';
import { PROPERTY_MESSAGES } from './messages';
import { addProperty, updateProperty } from './propertiesApi';
import { areaLabel, type PropertyFormMode } from './propertiesStore';
import {
  blankDraft,
  draftFromProperty,
  draftToFormData,
  missingField,
  type PropertyDraft,
} from './propertyForm';

export interface AreaChoice {
  /** Area key with underscores. */
  key: string;
  label: string;
  /** Emirate key, sent so an area key shared by two emirates is not ambiguous. */
  emirate?: string;
}

interface PropertyFormModalProps {
  form: Exclude<PropertyFormMode, { mode: 'closed' }>;
  areaChoices: AreaChoice[];
  onClose(): void;
  /** Runs before the success alert, so the lists behind it are already up to date. */
  onSaved(property: Property): void | Promise<void>;
}

const LABELS: Record<keyof PropertyDraft, string> = {
  house_name: 'House name',
  house_type: 'House type',
  for: 'For',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  parking: 'Parking',
  location: 'Location',
  address: 'Address',
  area: 'Area (sqft)',
  discription: 'Overview (discription)',
  description: 'Description',
  price: 'Price (AED)',
  image: 'Image',
};

type TextField = Exclude<keyof PropertyDraft, 'image' | 'house_type' | 'for' | 'discription' | 'description'>;
const INPUTS: { field: TextField; type?: string; inputMode?: 'numeric' | 'decimal'; required?: boolean }[] = [
  { field: 'bedrooms', type: 'number', inputMode: 'numeric', required: true },
  { field: 'bathrooms', type: 'number', inputMode: 'numeric', required: true },
  { field: 'parking' },
  { field: 'area', type: 'number', inputMode: 'decimal' },
  { field: 'location', required: true },
  { field: 'address' },
  { field: 'price', type: 'number', inputMode: 'decimal' },
];

export function PropertyFormModal({ form, areaChoices, onClose, onSaved }: PropertyFormModalProps) {
  const saving = useSaving();
  const save = useSave();
  const editing = form.mode === 'edit' ? form.property : null;
  const [draft, setDraft] = useState<PropertyDraft>(() =>
    editing ? draftFromProperty(editing) : blankDraft(),
  );
  const fixedArea = editing ? editing.areaName : form.mode === 'add' ? form.areaName : null;
  const [areaKey, setAreaKey] = useState<string>(fixedArea ?? '');

  const set = <K extends keyof PropertyDraft>(field: K, value: PropertyDraft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!areaKey) {
      window.alert(PROPERTY_MESSAGES.chooseArea);
      return;
    }
    const missing = missingField(draft);
    if (missing) {
      window.alert(PROPERTY_MESSAGES.missing(LABELS[missing]));
      return;
    }
    const emirate = areaChoices.find((a) => a.key === areaKey)?.emirate;
    const extra: Record<string, string> = { areaName: areaKey };
    if (emirate && !fixedArea) extra.emirate = emirate;
    await save(
      () =>
        editing
          ? updateProperty(draftToFormData(draft, { _id: editing._id }))
          : addProperty(draftToFormData(draft, extra)),
      async (saved) => {
        await onSaved(saved);
        window.alert(editing ? PROPERTY_MESSAGES.updated : PROPERTY_MESSAGES.added);
      },
      editing
        ? PROPERTY_MESSAGES.updateFailed
        : (err) =>
            serverAnswered(err)
              ? prefixedWithReason(PROPERTY_MESSAGES.addFailed, err)
              : PROPERTY_MESSAGES.addCrashed,
    );
  }

  const title = editing ? `Edit ${editing.house_name}` : 'Add Property';
  const id = (field: string) => `property-form-${field}`;
  return (
    <Modal title={title} onClose={onClose} closeDisabled={saving}>
      <SavingForm
        onSubmit={handleSubmit}
        label="Property Detail Form"
        submitLabel={editing ? 'Update Property' : 'Add Property'}
        onCancel={onClose}
      >
        {fixedArea ? (
          // The area is fixed here (the row's area, or the property's own): shown, not a field.
          <p className={forms.field}>
            <span className={forms.label}>Area</span>
            <span>{areaLabel(fixedArea)}</span>
          </p>
        ) : (
          <AreaField
            id={id('areaName')}
            label="Area *"
            value={areaKey}
            onValueChange={setAreaKey}
            areas={areaChoices.map((a) => ({ value: a.key, label: a.label }))}
            required
          />
        )}
        <InputField
          id={id('house_name')}
          label={`${LABELS.house_name} *`}
          value={draft.house_name}
          onValueChange={(v) => set('house_name', v)}
          required
        />
        <div className={forms.grid2}>
          <Field id={id('house_type')} label={`${LABELS.house_type} *`}>
            <select
              id={id('house_type')}
              value={draft.house_type}
              onChange={(e) => set('house_type', e.target.value)}
            >
              {/* A type outside the admin list (old data) stays selectable so an edit does not change it silently. */}
              {!(PROPERTY_TYPES as readonly string[]).includes(draft.house_type) && (
                <option value={draft.house_type}>{draft.house_type}</option>
              )}
              <Options values={PROPERTY_TYPES} />
            </select>
          </Field>
          <Field id={id('for')} label={`${LABELS.for} *`}>
            <select
              id={id('for')}
              value={draft.for}
              onChange={(e) => set('for', e.target.value as PropertyDraft['for'])}
            >
              <Options values={PURPOSES} />
            </select>
          </Field>
          {INPUTS.map(({ field, type, inputMode, required }) => (
            <InputField
              key={field}
              id={id(field)}
              label={`${LABELS[field]}${required ? ' *' : ''}`}
              type={type ?? 'text'}
              inputMode={inputMode}
              min={type === 'number' ? 0 : undefined}
              step={type === 'number' ? 'any' : undefined}
              value={draft[field]}
              onValueChange={(v) => set(field, v)}
              required={required}
            />
          ))}
        </div>
        <TextAreaField
          id={id('discription')}
          label={`${LABELS.discription} *`}
          rows={4}
          value={draft.discription}
          onValueChange={(v) => set('discription', v)}
          hint={
            'Split into bullet points on full stops on the property page. "Label: https://link" becomes a link, "Title - text" a titled line.'
          }
          required
        />
        <TextAreaField
          id={id('description')}
          label={LABELS.description}
          rows={4}
          value={draft.description}
          onValueChange={(v) => set('description', v)}
        />
        <ImageInput
          label={LABELS.image}
          file={draft.image}
          onChange={(image) => set('image', image)}
          currentUrl={editing?.imageurl}
          disabled={saving}
        />
      </SavingForm>
    </Modal>
  );
}

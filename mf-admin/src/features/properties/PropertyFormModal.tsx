/** The Property Detail Form modal, in add mode (for an area) or edit mode (one property). */
import { Options } from '@manzil/ui';
import { useState, type FormEvent } from 'react';
import { PROPERTY_TYPES, PURPOSES, type Property } from '@manzil/contract';
import { prefixedWithReason, readableReason, serverAnswered } from '../../shared/api/errors';
import { toast } from '../../shared/feedback/toastStore';
import { problem, type FormProblem } from '../../shared/ui/FormError';
import { useSaving } from '../../shared/saving/savingStore';
import { useSave } from '../../shared/saving/useSave';
import { AuditTrail } from '../../shared/audit/AuditTrail';
import { listingAuditValue } from '../../shared/audit/listingValues';
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
  /** Runs before the success toast, so the lists behind it are already up to date. */
  onSaved(property: Property): void | Promise<void>;
}

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
  image: 'Image',
};
/** The area a property is listed in, called a community so it is not read as its size. */
const COMMUNITY = 'Community';
const FIELD_LABELS = { ...LABELS, areaName: COMMUNITY, emirate: 'Emirate' };

/** A problem with the form, and the field it is about. */
interface Problems {
  form: FormProblem | null;
  field?: string;
  fieldText?: string;
}

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
  const [problems, setProblems] = useState<Problems>({ form: null });

  /** Says what is wrong above the buttons and beside the field, and takes the admin to the field. */
  function report(text: string, field?: string, fieldText = text) {
    setProblems({ form: problem(text), field, fieldText });
    if (!field) return;
    requestAnimationFrame(() => document.getElementById(id(field))?.focus());
  }
  const fieldError = (field: string) => (problems.field === field ? problems.fieldText : undefined);

  const set = <K extends keyof PropertyDraft>(field: K, value: PropertyDraft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!areaKey) {
      report(PROPERTY_MESSAGES.chooseArea, 'areaName');
      return;
    }
    const missing = missingField(draft);
    if (missing) {
      report(PROPERTY_MESSAGES.missing(LABELS[missing]), missing);
      return;
    }
    setProblems({ form: null });
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
        toast.success(editing ? PROPERTY_MESSAGES.updated : PROPERTY_MESSAGES.added);
      },
      (err) =>
        editing
          ? prefixedWithReason(PROPERTY_MESSAGES.updateFailed, err, FIELD_LABELS)
          : serverAnswered(err)
            ? prefixedWithReason(PROPERTY_MESSAGES.addFailed, err, FIELD_LABELS)
            : PROPERTY_MESSAGES.addCrashed,
      (text, err) => {
        const reason = readableReason(err, FIELD_LABELS);
        const field = reason?.field && reason.field in FIELD_LABELS ? reason.field : undefined;
        report(text, field, reason?.text);
      },
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
        problem={problems.form}
      >
        {fixedArea ? (
          // The area is fixed here (the row's area, or the property's own): shown, not a field.
          <p className={forms.field}>
            <span className={forms.label}>{COMMUNITY}</span>
            <span>{areaLabel(fixedArea)}</span>
          </p>
        ) : (
          <AreaField
            id={id('areaName')}
            label={`${COMMUNITY} *`}
            value={areaKey}
            error={fieldError('areaName')}
            onValueChange={setAreaKey}
            areas={areaChoices.map((a) => ({ value: a.key, label: a.label }))}
            required
          />
        )}
        <InputField
          id={id('house_name')}
          label={`${LABELS.house_name} *`}
          error={fieldError('house_name')}
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
              error={fieldError(field)}
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
          error={fieldError('discription')}
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
          error={fieldError('description')}
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
      {/* Who changed this listing, when and what (issue 27.8). */}
      {editing && (
        <AuditTrail
          target="property"
          id={editing._id}
          labels={FIELD_LABELS}
          formatValue={listingAuditValue}
          collapsed
        />
      )}
    </Modal>
  );
}

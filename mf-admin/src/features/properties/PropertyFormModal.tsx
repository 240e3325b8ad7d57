/**
 * The Property Detail Form modal, in add mode (for an area) or edit mode (one property): every fact
 * of a listing in sections (editor/*Section.tsx), each field checked in words a person reads, warnings
 * that do not stop a save (a price far from like listings, a size that cannot hold its bedrooms), photos,
 * and the listing's spot on a map.
 */
import { useCallback, useState, type FormEvent } from 'react';
import type { Property } from '@manzil/contract';
import { prefixedWithReason, readableReason, serverAnswered } from '../../shared/api/errors';
import { toast } from '../../shared/feedback/toastStore';
import { problem, type FormProblem } from '../../shared/ui/FormError';
import { useWriting } from '../../shared/writes/useAdminMutation';
import { AuditTrail } from '../../shared/audit/AuditTrail';
import { listingAuditValue } from '../../shared/audit/listingValues';
import { Modal } from '../../shared/ui/Modal';
import { SavingForm } from '../../shared/ui/SavingForm';
import { PROPERTY_MESSAGES } from './messages';
import { useSaveProperty } from './propertiesApi';
import type { PropertyFormMode } from './propertiesStore';
import {
  blankDraft,
  draftFromProperty,
  draftToFormData,
  fieldProblems,
  missingField,
  type CheckedField,
  type PropertyDraft,
} from './propertyForm';
import { DetailsSection } from './editor/DetailsSection';
import { FIELD_LABELS, fieldId, fieldKit, LABELS, type EditorProblems } from './editor/fields';
import { ListingSection, type AreaChoice } from './editor/ListingSection';
import { LocationSection } from './editor/LocationSection';
import { PhotosField } from './editor/PhotosField';
import { PriceSizeSection } from './editor/PriceSizeSection';
import { TextsSection } from './editor/TextsSection';
import { amount, priceWarning, sizeWarning } from './editor/outliers';
import { useLikeListings } from './editor/useLikeListings';
import styles from './editor/editor.module.css';

export type { AreaChoice };

interface PropertyFormModalProps {
  form: Exclude<PropertyFormMode, { mode: 'closed' }>;
  areaChoices: AreaChoice[];
  onClose(): void;
  /** Runs once the listings are read again, before the success toast. */
  onSaved(property: Property): void | Promise<void>;
}

export function PropertyFormModal({ form, areaChoices, onClose, onSaved }: PropertyFormModalProps) {
  const saving = useWriting();
  const editing = form.mode === 'edit' ? form.property : null;
  const [draft, setDraft] = useState<PropertyDraft>(() =>
    editing ? draftFromProperty(editing) : blankDraft(),
  );
  const fixedArea = editing ? editing.areaName : form.mode === 'add' ? form.areaName : null;
  const [areaKey, setAreaKey] = useState<string>(fixedArea ?? '');
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null);
  const [problems, setProblems] = useState<EditorProblems>({});
  const [uploading, setUploading] = useState(false);

  /** A field's problem goes once the admin changes it. */
  const set = <K extends keyof PropertyDraft>(field: K, value: PropertyDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (problems[field]) setProblems(({ [field]: _gone, ...rest }) => rest);
  };
  const kit = fieldKit(draft, problems, set);
  const setPhotos = useCallback(
    (update: (photos: string[]) => string[]) => setDraft((d) => ({ ...d, photos: update(d.photos) })),
    [],
  );

  /** Says what is wrong above the buttons and beside the field, and takes the admin to the field. */
  function report(text: string, fields: EditorProblems = {}, focus?: string) {
    setFormProblem(problem(text));
    setProblems(fields);
    if (!focus) return;
    requestAnimationFrame(() => document.getElementById(fieldId(focus))?.focus());
  }

  const save = useSaveProperty(editing, {
    onSuccess: async (saved) => {
      await onSaved(saved);
      toast.success(editing ? PROPERTY_MESSAGES.updated : PROPERTY_MESSAGES.added);
    },
    failed: (err) =>
      editing
        ? prefixedWithReason(PROPERTY_MESSAGES.updateFailed, err, FIELD_LABELS)
        : serverAnswered(err)
          ? prefixedWithReason(PROPERTY_MESSAGES.addFailed, err, FIELD_LABELS)
          : PROPERTY_MESSAGES.addCrashed,
    report: (text, err) => {
      const reason = readableReason(err, FIELD_LABELS);
      const field = reason?.field && reason.field in FIELD_LABELS ? reason.field : undefined;
      report(text, field ? { [field]: reason!.text } : {}, field);
    },
  });

  const like = useLikeListings({
    areaKey,
    purpose: draft.for,
    houseType: draft.house_type,
    bedrooms: draft.bedrooms,
    exclude: editing?._id,
  });
  const price = amount(draft.price);
  const priceNote = problems.price ? null : priceWarning(price, draft.for, like);
  const sizeNote = problems.area ? null : sizeWarning(draft.house_type, draft.bedrooms, amount(draft.area));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!areaKey) {
      report(PROPERTY_MESSAGES.chooseArea, { areaName: PROPERTY_MESSAGES.chooseArea }, 'areaName');
      return;
    }
    const found = fieldProblems(draft, LABELS);
    const fields = Object.keys(found) as CheckedField[];
    if (fields.length) {
      const missing = missingField(draft);
      // The spec's "Please fill in …" for a blank required field; otherwise how many need a look.
      const text = missing
        ? PROPERTY_MESSAGES.missing(LABELS[missing])
        : fields.length === 1
          ? found[fields[0]!]!
          : `${fields.length} fields need correcting: ${fields.map((f) => LABELS[f as keyof PropertyDraft]).join(', ')}.`;
      report(text, found, missing ?? fields[0]);
      return;
    }
    if (uploading) {
      report('Wait for the photos to finish uploading, then save again.');
      return;
    }
    setFormProblem(null);
    setProblems({});
    const emirate = areaChoices.find((a) => a.key === areaKey)?.emirate;
    const extra: Record<string, string> = { areaName: areaKey };
    if (emirate && !fixedArea) extra.emirate = emirate;
    await save.run(editing ? draftToFormData(draft, { _id: editing._id }) : draftToFormData(draft, extra));
  }

  const title = editing ? `Edit ${editing.house_name}` : 'Add Property';
  return (
    <Modal title={title} onClose={onClose} closeDisabled={saving}>
      <SavingForm
        onSubmit={handleSubmit}
        label="Property Detail Form"
        submitLabel={editing ? 'Update Property' : 'Add Property'}
        onCancel={onClose}
        problem={formProblem}
      >
        <ListingSection
          kit={kit}
          fixedArea={fixedArea}
          areaKey={areaKey}
          onAreaChange={(v) => {
            setAreaKey(v);
            setProblems(({ areaName: _gone, ...rest }) => rest);
          }}
          areaChoices={areaChoices}
        />
        <PriceSizeSection kit={kit} priceNote={priceNote} sizeNote={sizeNote} />

        <fieldset className={styles.section}>
          <legend>Photos</legend>
          <PhotosField
            id={fieldId('photos')}
            photos={draft.photos}
            onChange={setPhotos}
            error={kit.fieldError('photos')}
            disabled={saving}
            onBusyChange={setUploading}
          />
        </fieldset>

        <DetailsSection kit={kit} />
        <LocationSection
          kit={kit}
          onPick={({ lat, lon }) => {
            setDraft((d) => ({ ...d, lat: String(lat), lon: String(lon) }));
            setProblems(({ lat: _a, lon: _b, ...rest }) => rest);
          }}
          onClear={() => setDraft((d) => ({ ...d, lat: '', lon: '' }))}
        />
        <TextsSection kit={kit} />
      </SavingForm>
      {/* Who changed this listing, when and what. */}
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

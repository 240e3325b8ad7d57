/**
 * The Property Detail Form modal, in add mode (for an area) or edit mode (one property): every fact
 * of a listing in sections, each field checked in words a person reads, warnings that do not stop a
 * save (a price far from like listings, a size that cannot hold its bedrooms), photos, and the
 * listing's spot on a map.
 */
import { lazy, Suspense, useCallback, useState, type FormEvent } from 'react';
import {
  FURNISHINGS,
  FURNISHING_LABELS,
  LISTING_STATUSES,
  LISTING_STATUS_LABELS,
  PROPERTY_TYPES,
  PURPOSES,
  RENT_PERIODS,
  RENT_PERIOD_LABELS,
  isLand,
  type Property,
} from '@manzil/contract';
import { useAgents, useSiteConfig } from '@manzil/api-client';
import { prefixedWithReason, readableReason, serverAnswered } from '../../shared/api/errors';
import { toast } from '../../shared/feedback/toastStore';
import { problem, type FormProblem } from '../../shared/ui/FormError';
import { useWriting } from '../../shared/writes/useAdminMutation';
import { AuditTrail } from '../../shared/audit/AuditTrail';
import { listingAuditValue } from '../../shared/audit/listingValues';
import {
  AreaField,
  InputField,
  plainChoices,
  SelectField,
  TextAreaField,
  type Choice,
} from '../../shared/ui/Field';
import { Modal } from '../../shared/ui/Modal';
import forms from '../../shared/ui/forms.module.css';
import { SavingForm } from '../../shared/ui/SavingForm';
import { PROPERTY_MESSAGES } from './messages';
import { useSaveProperty } from './propertiesApi';
import { areaLabel, type PropertyFormMode } from './propertiesStore';
import {
  blankDraft,
  draftFromProperty,
  draftToFormData,
  fieldProblems,
  missingField,
  type CheckedField,
  type FieldProblems,
  type PropertyDraft,
} from './propertyForm';
import { PhotosField } from './editor/PhotosField';
import { amount, priceWarning, sizeWarning } from './editor/outliers';
import { useLikeListings } from './editor/useLikeListings';
import styles from './editor/editor.module.css';

const CoordinatesMap = lazy(() => import('./editor/CoordinatesMap'));

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
  /** Runs once the listings are read again, before the success toast. */
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
const ARABIC_INPUT = { dir: 'auto', lang: 'ar' } as const;
/** The area a property is listed in, called a community so it is not read as its size. */
const COMMUNITY = 'Community';
const FIELD_LABELS: Record<string, string> = { ...LABELS, areaName: COMMUNITY, emirate: 'Emirate' };
/** Where the map opens before a spot is picked: central Dubai. */
const DUBAI = { lat: 25.2048, lon: 55.2708 };

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

export function PropertyFormModal({ form, areaChoices, onClose, onSaved }: PropertyFormModalProps) {
  const saving = useWriting();
  const editing = form.mode === 'edit' ? form.property : null;
  const [draft, setDraft] = useState<PropertyDraft>(() =>
    editing ? draftFromProperty(editing) : blankDraft(),
  );
  const fixedArea = editing ? editing.areaName : form.mode === 'add' ? form.areaName : null;
  const [areaKey, setAreaKey] = useState<string>(fixedArea ?? '');
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null);
  const [problems, setProblems] = useState<FieldProblems & { areaName?: string }>({});
  const [uploading, setUploading] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const agents = useAgents();
  const site = useSiteConfig();

  const id = (field: string) => `property-form-${field}`;
  const fieldError = (field: CheckedField | 'areaName') => problems[field];
  /** A field's problem goes once the admin changes it. */
  const set = <K extends keyof PropertyDraft>(field: K, value: PropertyDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (problems[field]) setProblems(({ [field]: _gone, ...rest }) => rest);
  };
  /** Ties a text control to its field of the draft: its id, its problem, its value and its setter. */
  const bind = (field: TextField) => ({
    id: id(field),
    error: fieldError(field),
    value: draft[field],
    onValueChange: (v: string) => set(field, v),
  });
  const setPhotos = useCallback(
    (update: (photos: string[]) => string[]) => setDraft((d) => ({ ...d, photos: update(d.photos) })),
    [],
  );

  /** Says what is wrong above the buttons and beside the field, and takes the admin to the field. */
  function report(text: string, fields: FieldProblems & { areaName?: string } = {}, focus?: string) {
    setFormProblem(problem(text));
    setProblems(fields);
    if (!focus) return;
    requestAnimationFrame(() => document.getElementById(id(focus))?.focus());
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
  const warning = (note: string | null, noteId?: string) =>
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
      id={id(field)}
      label={`${LABELS[field]}${opts.required ? ' *' : ''}`}
      hint={opts.hint}
      error={fieldError(field)}
      value={String(draft[field])}
      onValueChange={(value) => set(field, value as PropertyDraft[K])}
      options={options}
    />
  );
  const choices = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
    values.map((value) => ({ value, label: labels[value] }));
  // A type outside the admin list (old data) stays selectable so an edit does not change it silently.
  const typeChoices = plainChoices([
    ...((PROPERTY_TYPES as readonly string[]).includes(draft.house_type) ? [] : [draft.house_type]),
    ...PROPERTY_TYPES,
  ]);

  const activeAgents = agents.data ?? [];
  const agentOptions = [
    { value: '', label: 'No agent named' },
    ...activeAgents.map((a) => ({ value: a.slug, label: `${a.name} (BRN ${a.brn})` })),
    // A retired agent keeps the listings they had: shown, so an edit does not drop them silently.
    ...(draft.agent && !activeAgents.some((a) => a.slug === draft.agent)
      ? [{ value: draft.agent, label: agents.isPending ? draft.agent : `${draft.agent} (no longer active)` }]
      : []),
  ];
  const spot =
    draft.lat.trim() &&
    draft.lon.trim() &&
    Number.isFinite(Number(draft.lat)) &&
    Number.isFinite(Number(draft.lon))
      ? { lat: Number(draft.lat), lon: Number(draft.lon) }
      : null;
  const land = isLand(draft.house_type);
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
        <fieldset className={styles.section}>
          <legend>The listing</legend>
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
              onValueChange={(v) => {
                setAreaKey(v);
                setProblems(({ areaName: _gone, ...rest }) => rest);
              }}
              areas={areaChoices.map((a) => ({ value: a.key, label: a.label }))}
              required
            />
          )}
          <div className={forms.grid2}>
            <InputField {...bind('house_name')} label={`${LABELS.house_name} *`} required />
            <InputField {...bind('ar_house_name')} {...ARABIC_INPUT} label={LABELS.ar_house_name} />
          </div>
          <div className={forms.grid3}>
            {select('house_type', typeChoices, { required: true })}
            {select('for', plainChoices(PURPOSES), { required: true })}
            {select('status', choices(LISTING_STATUSES, LISTING_STATUS_LABELS))}
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>Price and size</legend>
          <div className={forms.grid2}>
            {numberInput(
              'price',
              false,
              draft.for === 'Rent'
                ? 'Per month, in dirhams. Blank shows “Inquire for price”.'
                : 'In dirhams. Blank shows “Inquire for price”.',
            )}
            {draft.for === 'Rent'
              ? select('rentPeriod', choices(RENT_PERIODS, RENT_PERIOD_LABELS))
              : numberInput('serviceCharge')}
          </div>
          {warning(priceNote, id('price-warning'))}
          <div className={forms.grid3}>
            {numberInput('bedrooms', true, land ? 'A plot has none: enter 0.' : '0 for a studio.')}
            {numberInput('bathrooms', true)}
            {numberInput('area')}
          </div>
          {warning(sizeNote)}
          <div className={forms.grid2}>
            <InputField
              {...bind('parking')}
              label={LABELS.parking}
              hint="A number, or a word such as Covered."
            />
            {draft.for === 'Rent' && numberInput('serviceCharge')}
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>Photos</legend>
          <PhotosField
            id={id('photos')}
            photos={draft.photos}
            onChange={setPhotos}
            error={fieldError('photos')}
            disabled={saving}
            onBusyChange={setUploading}
          />
        </fieldset>

        <fieldset className={styles.section}>
          <legend>Listing details</legend>
          <div className={forms.grid2}>
            {select('furnishing', [
              { value: '', label: 'Not said' },
              ...choices(FURNISHINGS, FURNISHING_LABELS),
            ])}
            {select('completion', [
              { value: '', label: 'Not said' },
              { value: 'ready', label: 'Ready to move in' },
              { value: 'off-plan', label: 'Off-plan' },
            ])}
          </div>
          {draft.completion === 'off-plan' && (
            <div className={forms.grid2}>
              {select('handoverQuarter', [
                { value: '', label: 'Choose a quarter' },
                { value: '1', label: 'Q1 (January to March)' },
                { value: '2', label: 'Q2 (April to June)' },
                { value: '3', label: 'Q3 (July to September)' },
                { value: '4', label: 'Q4 (October to December)' },
              ])}
              <InputField
                {...bind('handoverYear')}
                label={LABELS.handoverYear}
                inputMode="numeric"
                hint="For example 2027."
              />
            </div>
          )}
          <div className={forms.grid2}>
            <InputField
              {...bind('permitNumber')}
              label={LABELS.permitNumber}
              inputMode="numeric"
              hint="Dubai listings must show it: the digits on the DLD permit."
            />
            {select('agent', agentOptions, {
              hint: agents.isError
                ? 'The agents could not be loaded: the current choice is kept.'
                : undefined,
            })}
          </div>
          <TextAreaField
            {...bind('amenities')}
            label={LABELS.amenities}
            rows={4}
            hint="One per line, e.g. Private pool."
          />
        </fieldset>

        <fieldset className={styles.section}>
          <legend>Location</legend>
          <div className={forms.grid2}>
            <InputField {...bind('location')} label={`${LABELS.location} *`} required />
            <InputField {...bind('ar_location')} {...ARABIC_INPUT} label={LABELS.ar_location} />
            <InputField {...bind('address')} label={LABELS.address} />
            <InputField {...bind('ar_address')} {...ARABIC_INPUT} label={LABELS.ar_address} />
            <InputField {...bind('lat')} label={LABELS.lat} inputMode="decimal" />
            <InputField {...bind('lon')} label={LABELS.lon} inputMode="decimal" />
          </div>
          <p className={forms.hint}>
            Left blank, the spot is found from the location after saving. A changed location without a new
            spot is looked up again.
          </p>
          <div className={styles.inlineChoice}>
            <button
              type="button"
              className={forms.buttonSecondary}
              aria-expanded={mapOpen}
              onClick={() => setMapOpen((open) => !open)}
            >
              {mapOpen ? 'Hide the map' : 'Pick the spot on a map'}
            </button>
            {spot && (
              <button
                type="button"
                className={forms.linkButton}
                onClick={() => setDraft((d) => ({ ...d, lat: '', lon: '' }))}
              >
                Clear the spot
              </button>
            )}
          </div>
          {mapOpen &&
            (site.status === 'ready' ? (
              <Suspense fallback={<p className={forms.hint}>Loading the map…</p>}>
                <CoordinatesMap
                  value={spot}
                  fallback={DUBAI}
                  config={site.config}
                  onPick={({ lat, lon }) => {
                    setDraft((d) => ({ ...d, lat: String(lat), lon: String(lon) }));
                    setProblems(({ lat: _a, lon: _b, ...rest }) => rest);
                  }}
                />
              </Suspense>
            ) : (
              <p className={forms.hint}>
                {site.status === 'error'
                  ? 'The map could not be loaded: type the coordinates instead.'
                  : 'Loading the map…'}
              </p>
            ))}
        </fieldset>

        <fieldset className={styles.section}>
          <legend>Texts</legend>
          <TextAreaField
            {...bind('discription')}
            label={`${LABELS.discription} *`}
            rows={4}
            hint={
              'Split into bullet points on full stops on the property page. "Label: https://link" becomes a link, "Title - text" a titled line.'
            }
            required
          />
          <TextAreaField
            {...bind('ar_discription')}
            {...ARABIC_INPUT}
            label={LABELS.ar_discription}
            rows={4}
            hint="Shown on the Arabic pages, split the same way; left blank, they show the English."
          />
          <TextAreaField {...bind('description')} label={LABELS.description} rows={4} />
          <TextAreaField
            {...bind('ar_description')}
            {...ARABIC_INPUT}
            label={LABELS.ar_description}
            rows={4}
          />
        </fieldset>
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

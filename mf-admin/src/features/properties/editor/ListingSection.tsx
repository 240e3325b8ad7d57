/** The editor's first section: the community (fixed, or chosen when adding), the names, type, purpose and status. */
import { LISTING_STATUSES, LISTING_STATUS_LABELS, PROPERTY_TYPES, PURPOSES } from '@manzil/contract';
import { AreaField, InputField, plainChoices } from '../../../shared/ui/Field';
import forms from '../../../shared/ui/forms.module.css';
import { areaLabel } from '../propertiesStore';
import { ARABIC_INPUT, choices, COMMUNITY, fieldId, LABELS, type FieldKit } from './fields';
import styles from './editor.module.css';

export interface AreaChoice {
  /** Area key with underscores. */
  key: string;
  label: string;
  /** Emirate key, sent so an area key shared by two emirates is not ambiguous. */
  emirate?: string;
}

interface ListingSectionProps {
  kit: FieldKit;
  /** The area when it cannot change here (the row's area, or the property's own). */
  fixedArea: string | null;
  areaKey: string;
  onAreaChange(key: string): void;
  areaChoices: AreaChoice[];
}

export function ListingSection({ kit, fixedArea, areaKey, onAreaChange, areaChoices }: ListingSectionProps) {
  const { draft, bind, select, fieldError } = kit;
  // A type outside the admin list (old data) stays selectable so an edit does not change it silently.
  const typeChoices = plainChoices([
    ...((PROPERTY_TYPES as readonly string[]).includes(draft.house_type) ? [] : [draft.house_type]),
    ...PROPERTY_TYPES,
  ]);
  return (
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
          id={fieldId('areaName')}
          label={`${COMMUNITY} *`}
          value={areaKey}
          error={fieldError('areaName')}
          onValueChange={onAreaChange}
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
  );
}

/** One area entry of the View City Data table, shown or in inline edit mode (save / cancel). */
import type { CityEntry } from '@manzil/contract';
import { EditDeleteButtons } from '../../shared/ui/EditDeleteButtons';
import { ImageInput } from '../../shared/ui/ImageInput';
import { Thumb } from '../../shared/ui/Thumb';
import forms from '../../shared/ui/forms.module.css';
import { FormError, type FormProblem } from '../../shared/ui/FormError';
import type { RowDraft } from './cityDataStore';
import styles from './CityData.module.css';

interface CityRowProps {
  entry: CityEntry;
  draft: RowDraft | null;
  /** What went wrong with the last save of this row. */
  problem: FormProblem | null;
  saving: boolean;
  onEdit(): void;
  onDraft(patch: Partial<RowDraft>): void;
  onSave(): void;
  onCancel(): void;
  onDelete(): void;
}

export function CityRow({
  entry,
  draft,
  problem,
  saving,
  onEdit,
  onDraft,
  onSave,
  onCancel,
  onDelete,
}: CityRowProps) {
  if (draft) {
    return (
      <tr className={styles.editingRow} onKeyDown={(e) => e.key === 'Escape' && !saving && onCancel()}>
        <td data-label="Image">
          <ImageInput
            label={`New image for ${entry.name}`}
            file={draft.image}
            onChange={(image) => onDraft({ image })}
            currentUrl={entry.imageURL}
            disabled={saving}
          />
        </td>
        <td data-label="Name">
          <input
            className={forms.control}
            aria-label="Area name"
            value={draft.name}
            onChange={(e) => onDraft({ name: e.target.value })}
            disabled={saving}
            autoFocus
          />
          <input
            className={forms.control}
            aria-label="Area name (Arabic)"
            placeholder="Arabic"
            dir="auto"
            lang="ar"
            maxLength={120}
            value={draft.ar_name}
            onChange={(e) => onDraft({ ar_name: e.target.value })}
            disabled={saving}
          />
        </td>
        <td data-label="Description">
          <textarea
            className={forms.control}
            aria-label="Area description"
            rows={4}
            value={draft.discription}
            onChange={(e) => onDraft({ discription: e.target.value })}
            disabled={saving}
          />
          <textarea
            className={forms.control}
            aria-label="Area description (Arabic)"
            placeholder="Arabic"
            dir="auto"
            lang="ar"
            rows={4}
            maxLength={5000}
            value={draft.ar_discription}
            onChange={(e) => onDraft({ ar_discription: e.target.value })}
            disabled={saving}
          />
        </td>
        <td data-label="Actions">
          <div className={styles.rowActions}>
            <button type="button" className={forms.button} onClick={onSave} disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </button>
            <button type="button" className={forms.buttonSecondary} onClick={onCancel} disabled={saving}>
              Cancel
            </button>
          </div>
          <FormError problem={problem} />
        </td>
      </tr>
    );
  }
  return (
    <tr>
      <td data-label="Image">
        <Thumb className={styles.thumb} src={entry.imageURL} width={96} height={72} />
      </td>
      <td data-label="Name" className={styles.name}>
        <span dir="auto">{entry.name}</span>
        {entry.translations?.ar?.name && (
          <span dir="auto" lang="ar" className={styles.arabic}>
            {entry.translations.ar.name}
          </span>
        )}
      </td>
      <td data-label="Description" className={styles.description}>
        <span dir="auto">{entry.discription}</span>
        {entry.translations?.ar?.discription && (
          <span dir="auto" lang="ar" className={styles.arabic}>
            {entry.translations.ar.discription}
          </span>
        )}
      </td>
      <td data-label="Actions">
        <EditDeleteButtons
          className={styles.rowActions}
          name={entry.name}
          disabled={saving}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </td>
    </tr>
  );
}

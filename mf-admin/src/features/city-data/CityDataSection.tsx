/** View City Data: the chosen emirate's area entries, inline edit, delete, Add New Entry, area details. */
import { useWriting } from '../../shared/writes/useAdminMutation';
import { toast } from '../../shared/feedback/toastStore';
import { useConfirm } from '../../shared/feedback/useConfirm';
import { plainChoices, SelectField } from '../../shared/ui/Field';
import { problem, type FormProblem } from '../../shared/ui/FormError';
import { Skeleton } from '../../shared/ui/Skeleton';
import { LoadError } from '../../shared/ui/LoadError';
import { Section } from '../../shared/ui/Section';
import { TableHeading } from '../../shared/ui/TableHeading';
import forms from '../../shared/ui/forms.module.css';
import { AddAreaModal } from './AddAreaModal';
import { AreaDetailsEditor } from './AreaDetailsEditor';
import { editCityEntry, useDeleteArea } from './cityDataApi';
import type { CityEntry } from '@manzil/contract';
import { EMIRATE_KEYS, emirateName, useCityDataStore } from './cityDataStore';
import { useCityEntries } from './useCityEntries';
import { CityRow } from './CityRow';
import styles from './CityData.module.css';
import { CITY_MESSAGES } from './messages';
import { useAreaWrite } from './useAreaWrite';
import { controlRowClass } from '@manzil/ui';
import { useState } from 'react';

const AREA_COLUMNS = ['Image', 'Name', 'Description', 'Actions'];

export function CityDataSection() {
  const saving = useWriting();
  const { emirateKey, editing, addAreaOpen } = useCityDataStore();
  const { selectEmirate, startEdit, updateDraft, cancelEdit, openAddArea, closeAddArea } =
    useCityDataStore.getState();
  const cityEntries = useCityEntries(emirateKey);
  const { ask, confirmDialog } = useConfirm();
  /** What went wrong with the row being edited, said in that row. */
  const [rowProblem, setRowProblem] = useState<FormProblem | null>(null);
  const emirate = emirateName(emirateKey);
  const { status } = cityEntries;
  const entries = cityEntries.status === 'loaded' ? cityEntries.entries : [];
  const edit = useAreaWrite({
    send: editCityEntry,
    done: cancelEdit,
    succeeded: CITY_MESSAGES.updated,
    failed: CITY_MESSAGES.updateFailed,
    setProblem: setRowProblem,
  });
  // A delete, too, has the areas table, the property groups (the area's properties go with it) and
  // the area choices read again.
  const removeOne = useDeleteArea(emirateKey, {
    onSuccess: (_done, entry) => {
      if (useCityDataStore.getState().editing?.id === entry._id) cancelEdit();
      toast.success(CITY_MESSAGES.deleted);
    },
    failed: CITY_MESSAGES.deleteFailed,
  });

  async function saveEdit() {
    if (!editing) return;
    const { id, draft } = editing;
    const name = draft.name.trim();
    const discription = draft.discription.trim();
    if (!name || !discription) {
      setRowProblem(problem(CITY_MESSAGES.editMissing));
      return;
    }
    setRowProblem(null);
    await edit.run({
      city: emirateKey,
      id,
      name,
      discription,
      ar_name: draft.ar_name.trim(),
      ar_discription: draft.ar_discription.trim(),
      image: draft.image,
    });
  }

  async function remove(entry: CityEntry) {
    const confirmed = await ask({
      question: CITY_MESSAGES.confirmDelete,
      detail: `${entry.name} and the properties listed in it will be removed from the site.`,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    await removeOne.run(entry);
  }

  return (
    <Section
      id="city-data"
      title="View City Data"
      description="The areas listed on each emirate's city page."
      actions={
        <button type="button" className={forms.button} onClick={openAddArea} disabled={saving}>
          Add New Entry
        </button>
      }
    >
      <div className={`${controlRowClass} ${styles.toolbar}`}>
        <SelectField
          id="city-data-emirate"
          label="Emirate"
          value={emirateKey}
          onValueChange={selectEmirate}
          disabled={saving}
          options={plainChoices(EMIRATE_KEYS)}
        />
      </div>

      {status === 'loading' && <Skeleton label={`Loading the areas of ${emirate}...`} variant="table" />}
      {status === 'error' && <LoadError message={CITY_MESSAGES.fetchFailed} onRetry={cityEntries.retry} />}
      {status === 'loaded' && entries.length === 0 && <p className={styles.state}>{CITY_MESSAGES.empty}</p>}
      {status === 'loaded' && entries.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <TableHeading caption={`Areas of ${emirate}`} columns={AREA_COLUMNS} />
            <tbody>
              {entries.map((entry) => (
                <CityRow
                  key={entry._id}
                  entry={entry}
                  draft={editing?.id === entry._id ? editing.draft : null}
                  problem={editing?.id === entry._id ? rowProblem : null}
                  saving={saving}
                  onEdit={() => {
                    setRowProblem(null);
                    startEdit(entry);
                  }}
                  onDraft={updateDraft}
                  onSave={() => void saveEdit()}
                  onCancel={cancelEdit}
                  onDelete={() => void remove(entry)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}

      <AreaDetailsEditor key={emirateKey} emirateKey={emirateKey} areas={entries} />
      {addAreaOpen && <AddAreaModal emirateKey={emirateKey} onClose={closeAddArea} />}
      {confirmDialog}
    </Section>
  );
}

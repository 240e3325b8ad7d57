/** View City Data: the chosen emirate's area entries, inline edit, delete, Add New Entry, area details. */
import { invalidateAfter, useQueryClient } from '@manzil/api-client';
import { useSaving } from '../../shared/saving/savingStore';
import { useSave } from '../../shared/saving/useSave';
import { Field } from '../../shared/ui/Field';
import { LoadError } from '../../shared/ui/LoadError';
import { Section } from '../../shared/ui/Section';
import forms from '../../shared/ui/forms.module.css';
import { AddAreaModal } from './AddAreaModal';
import { AreaDetailsEditor } from './AreaDetailsEditor';
import { deleteCityEntry, editCityEntry } from './cityDataApi';
import { EMIRATE_KEYS, useCityDataStore } from './cityDataStore';
import { useCityEntries } from './useCityEntries';
import { CityRow } from './CityRow';
import styles from './CityData.module.css';
import { CITY_MESSAGES } from './messages';
import { Options, visuallyHidden } from '@manzil/ui';

export function CityDataSection() {
  const saving = useSaving();
  const save = useSave();
  const queryClient = useQueryClient();
  const { emirateKey, editing, addAreaOpen } = useCityDataStore();
  const { selectEmirate, startEdit, updateDraft, cancelEdit, openAddArea, closeAddArea } =
    useCityDataStore.getState();
  const cityEntries = useCityEntries(emirateKey);
  const { status } = cityEntries;
  const entries = cityEntries.status === 'loaded' ? cityEntries.entries : [];
  // An area write changes this table, the property groups (a deleted area takes its properties
  // with it) and the "Add Property" area choices: all of them are refetched from the server.
  const reload = () => invalidateAfter(queryClient, 'area');

  async function saveEdit() {
    if (!editing) return;
    const { id, draft } = editing;
    const name = draft.name.trim();
    const discription = draft.discription.trim();
    if (!name || !discription) {
      window.alert(CITY_MESSAGES.editMissing);
      return;
    }
    await save(
      () => editCityEntry({ city: emirateKey, id, name, discription, image: draft.image }),
      async () => {
        cancelEdit();
        await reload();
        window.alert(CITY_MESSAGES.updated);
      },
      CITY_MESSAGES.updateFailed,
    );
  }

  async function remove(id: string) {
    if (!window.confirm(CITY_MESSAGES.confirmDelete)) return;
    await save(
      () => deleteCityEntry(id, emirateKey),
      async () => {
        if (editing?.id === id) cancelEdit();
        await reload();
        window.alert(CITY_MESSAGES.deleted);
      },
      CITY_MESSAGES.deleteFailed,
    );
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
      <div className={styles.toolbar}>
        <Field id="city-data-emirate" label="Emirate">
          <select
            id="city-data-emirate"
            value={emirateKey}
            onChange={(e) => selectEmirate(e.target.value)}
            disabled={saving}
          >
            <Options values={EMIRATE_KEYS} />
          </select>
        </Field>
      </div>

      {status === 'loading' && (
        <p className={styles.state} role="status">
          Loading...
        </p>
      )}
      {status === 'error' && <LoadError message={CITY_MESSAGES.fetchFailed} onRetry={cityEntries.retry} />}
      {status === 'loaded' && entries.length === 0 && <p className={styles.state}>{CITY_MESSAGES.empty}</p>}
      {status === 'loaded' && entries.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={visuallyHidden}>Areas of {emirateKey}</caption>
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Name</th>
                <th scope="col">Description</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <CityRow
                  key={entry._id}
                  entry={entry}
                  draft={editing?.id === entry._id ? editing.draft : null}
                  saving={saving}
                  onEdit={() => startEdit(entry)}
                  onDraft={updateDraft}
                  onSave={() => void saveEdit()}
                  onCancel={cancelEdit}
                  onDelete={() => void remove(entry._id)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}

      <AreaDetailsEditor key={emirateKey} emirateKey={emirateKey} areas={entries} />
      {addAreaOpen && (
        <AddAreaModal emirateKey={emirateKey} onClose={closeAddArea} onAdded={() => void reload()} />
      )}
    </Section>
  );
}

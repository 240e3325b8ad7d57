/** The Add New Entry (area) modal: area name, description and image are all required (docs/glossary.md). */
import { useState, type FormEvent } from 'react';
import { isSessionExpired } from '../../shared/api/client';
import { prefixedWithReason } from '../../shared/api/errors';
import { useSaving, useSavingStore } from '../../shared/saving/savingStore';
import { ImageInput } from '../../shared/ui/ImageInput';
import { Modal } from '../../shared/ui/Modal';
import forms from '../../shared/ui/forms.module.css';
import { addAreaEntry } from './cityDataApi';
import { CITY_MESSAGES } from './messages';

interface AddAreaModalProps {
  emirateKey: string;
  onClose(): void;
  onAdded(): void;
}

export function AddAreaModal({ emirateKey, onClose, onAdded }: AddAreaModalProps) {
  const saving = useSaving();
  const runSaving = useSavingStore((s) => s.runSaving);
  const [name, setName] = useState('');
  const [discription, setDiscription] = useState('');
  const [image, setImage] = useState<File | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim() || !discription.trim() || !image) {
      window.alert(CITY_MESSAGES.addMissing);
      return;
    }
    try {
      const done = await runSaving(async () => {
        await addAreaEntry({ city: emirateKey, name: name.trim(), discription: discription.trim(), image });
        return true;
      });
      if (!done) return;
      window.alert(CITY_MESSAGES.added);
      onClose();
      onAdded();
    } catch (err) {
      if (!isSessionExpired(err)) window.alert(prefixedWithReason(CITY_MESSAGES.addFailed, err));
    }
  }

  return (
    <Modal title={`Add New Area to ${emirateKey}`} onClose={onClose} closeDisabled={saving}>
      <form onSubmit={handleSubmit} noValidate>
        <fieldset className={forms.fieldset} disabled={saving}>
          <div className={forms.field}>
            <label htmlFor="add-area-name">Area name *</label>
            <input id="add-area-name" value={name} onChange={(e) => setName(e.target.value)} required />
          </div>
          <div className={forms.field}>
            <label htmlFor="add-area-description">Description *</label>
            <textarea
              id="add-area-description"
              rows={4}
              value={discription}
              onChange={(e) => setDiscription(e.target.value)}
              required
            />
          </div>
          <ImageInput label="Image" file={image} onChange={setImage} required disabled={saving} />
          <div className={forms.actions}>
            <button type="button" className={forms.buttonSecondary} onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className={forms.button}>
              {saving ? 'Saving...' : 'Add Area'}
            </button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}

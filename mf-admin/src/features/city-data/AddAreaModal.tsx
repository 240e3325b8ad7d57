/** The Add New Entry (area) modal: area name, description and image are all required (docs/glossary.md). */
import { useState, type FormEvent } from 'react';
import { useSaving } from '../../shared/saving/savingStore';
import { useSave } from '../../shared/saving/useSave';
import { InputField, TextAreaField } from '../../shared/ui/Field';
import { ImageInput } from '../../shared/ui/ImageInput';
import { Modal } from '../../shared/ui/Modal';
import { SavingForm } from '../../shared/ui/SavingForm';
import { addAreaEntry } from './cityDataApi';
import { CITY_MESSAGES } from './messages';

interface AddAreaModalProps {
  emirateKey: string;
  onClose(): void;
  onAdded(): void;
}

export function AddAreaModal({ emirateKey, onClose, onAdded }: AddAreaModalProps) {
  const saving = useSaving();
  const save = useSave();
  const [name, setName] = useState('');
  const [discription, setDiscription] = useState('');
  const [image, setImage] = useState<File | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim() || !discription.trim() || !image) {
      window.alert(CITY_MESSAGES.addMissing);
      return;
    }
    await save(
      () => addAreaEntry({ city: emirateKey, name: name.trim(), discription: discription.trim(), image }),
      () => {
        window.alert(CITY_MESSAGES.added);
        onClose();
        onAdded();
      },
      CITY_MESSAGES.addFailed,
    );
  }

  return (
    <Modal title={`Add New Area to ${emirateKey}`} onClose={onClose} closeDisabled={saving}>
      <SavingForm onSubmit={handleSubmit} submitLabel="Add Area" onCancel={onClose}>
        <InputField id="add-area-name" label="Area name *" value={name} onValueChange={setName} required />
        <TextAreaField
          id="add-area-description"
          label="Description *"
          rows={4}
          value={discription}
          onValueChange={setDiscription}
          required
        />
        <ImageInput label="Image" file={image} onChange={setImage} required disabled={saving} />
      </SavingForm>
    </Modal>
  );
}

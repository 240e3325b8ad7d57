/** The Add New Entry (area) modal: area name, description and image are all required (docs/glossary.md). */
import { useState, type FormEvent } from 'react';
import { useWriting } from '../../shared/writes/useAdminMutation';
import { problem, type FormProblem } from '../../shared/ui/FormError';
import { InputField, TextAreaField } from '../../shared/ui/Field';
import { ImageInput } from '../../shared/ui/ImageInput';
import { Modal } from '../../shared/ui/Modal';
import { SavingForm } from '../../shared/ui/SavingForm';
import { addAreaEntry } from './cityDataApi';
import { emirateName } from './cityDataStore';
import { CITY_MESSAGES } from './messages';
import { useAreaWrite } from './useAreaWrite';

interface AddAreaModalProps {
  emirateKey: string;
  onClose(): void;
}

export function AddAreaModal({ emirateKey, onClose }: AddAreaModalProps) {
  const saving = useWriting();
  const [name, setName] = useState('');
  const [discription, setDiscription] = useState('');
  const [arName, setArName] = useState('');
  const [arDiscription, setArDiscription] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null);
  const add = useAreaWrite({
    send: addAreaEntry,
    done: onClose,
    succeeded: CITY_MESSAGES.added,
    failed: CITY_MESSAGES.addFailed,
    setProblem: setFormProblem,
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim() || !discription.trim() || !image) {
      setFormProblem(problem(CITY_MESSAGES.addMissing));
      return;
    }
    setFormProblem(null);
    await add.run({
      city: emirateKey,
      name: name.trim(),
      discription: discription.trim(),
      ar_name: arName.trim(),
      ar_discription: arDiscription.trim(),
      image,
    });
  }

  return (
    <Modal title={`Add New Area to ${emirateName(emirateKey)}`} onClose={onClose} closeDisabled={saving}>
      <SavingForm onSubmit={handleSubmit} submitLabel="Add Area" onCancel={onClose} problem={formProblem}>
        <InputField id="add-area-name" label="Area name *" value={name} onValueChange={setName} required />
        <TextAreaField
          id="add-area-description"
          label="Description *"
          rows={4}
          value={discription}
          onValueChange={setDiscription}
          required
        />
        <InputField
          id="add-area-name-ar"
          label="Area name (Arabic)"
          dir="auto"
          lang="ar"
          maxLength={120}
          value={arName}
          onValueChange={setArName}
        />
        <TextAreaField
          id="add-area-description-ar"
          label="Description (Arabic)"
          dir="auto"
          lang="ar"
          maxLength={5000}
          rows={4}
          value={arDiscription}
          onValueChange={setArDiscription}
        />
        <ImageInput label="Image" file={image} onChange={setImage} required disabled={saving} />
      </SavingForm>
    </Modal>
  );
}

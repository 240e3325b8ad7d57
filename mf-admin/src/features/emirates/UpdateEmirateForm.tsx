/** Update Emirates: a new description and/or image for one of the nine emirate entries. */
import { useState, type FormEvent } from 'react';
import { EMIRATES } from '@manzil/contract';
import { useSaving } from '../../shared/saving/savingStore';
import { useSave } from '../../shared/saving/useSave';
import { Field, TextAreaField } from '../../shared/ui/Field';
import { ImageInput } from '../../shared/ui/ImageInput';
import { Section } from '../../shared/ui/Section';
import forms from '../../shared/ui/forms.module.css';
import { SavingForm } from '../../shared/ui/SavingForm';
import { updateEmirate } from './emiratesApi';
import { Options } from '@manzil/ui';

export const NOTHING_TO_UPDATE = 'Please enter a description or choose an image';

export function UpdateEmirateForm() {
  const saving = useSaving();
  const save = useSave();
  const [city, setCity] = useState<string>(EMIRATES[0]);
  const [description, setDescription] = useState('');
  const [image, setImage] = useState<File | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!description.trim() && !image) {
      window.alert(NOTHING_TO_UPDATE);
      return;
    }
    await save(
      () => updateEmirate({ city, description, image }),
      () => {
        window.alert('City updated successfully!');
        setDescription('');
        setImage(null);
      },
      'Update failed',
    );
  }

  return (
    <Section
      id="update-emirates"
      title="Update Emirates"
      description="Change the text and picture an emirate shows on the home page."
    >
      <SavingForm onSubmit={handleSubmit} submitLabel="Update Emirate">
        <div className={forms.grid2}>
          <Field id="update-emirate-city" label="Emirate">
            <select id="update-emirate-city" value={city} onChange={(e) => setCity(e.target.value)}>
              <Options values={EMIRATES} />
            </select>
          </Field>
          <ImageInput label="Image" file={image} onChange={setImage} disabled={saving} />
        </div>
        <TextAreaField
          id="update-emirate-description"
          label="Description"
          value={description}
          onValueChange={setDescription}
          rows={4}
          hint="Left blank, the current description stays."
        />
      </SavingForm>
    </Section>
  );
}

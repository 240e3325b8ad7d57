/** Update Emirates: a new description and/or image for one of the nine emirate entries. */
import { useState, type FormEvent } from 'react';
import { EMIRATES } from '@manzil/contract';
import { isSessionExpired } from '../../shared/api/client';
import { prefixedWithReason } from '../../shared/api/errors';
import { useSaving, useSavingStore } from '../../shared/saving/savingStore';
import { ImageInput } from '../../shared/ui/ImageInput';
import { Section } from '../../shared/ui/Section';
import forms from '../../shared/ui/forms.module.css';
import { updateEmirate } from './emiratesApi';
import { Options } from '@manzil/ui';

export const NOTHING_TO_UPDATE = 'Please enter a description or choose an image';

export function UpdateEmirateForm() {
  const saving = useSaving();
  const runSaving = useSavingStore((s) => s.runSaving);
  const [city, setCity] = useState<string>(EMIRATES[0]);
  const [description, setDescription] = useState('');
  const [image, setImage] = useState<File | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!description.trim() && !image) {
      window.alert(NOTHING_TO_UPDATE);
      return;
    }
    try {
      const done = await runSaving(async () => {
        await updateEmirate({ city, description, image });
        return true;
      });
      if (!done) return;
      window.alert('City updated successfully!');
      setDescription('');
      setImage(null);
    } catch (err) {
      if (!isSessionExpired(err)) window.alert(prefixedWithReason('Update failed', err));
    }
  }

  return (
    <Section
      id="update-emirates"
      title="Update Emirates"
      description="Change the text and picture an emirate shows on the home page."
    >
      <form onSubmit={handleSubmit} noValidate>
        <fieldset className={forms.fieldset} disabled={saving}>
          <div className={forms.grid2}>
            <div className={forms.field}>
              <label htmlFor="update-emirate-city">Emirate</label>
              <select id="update-emirate-city" value={city} onChange={(e) => setCity(e.target.value)}>
                <Options values={EMIRATES} />
              </select>
            </div>
            <ImageInput label="Image" file={image} onChange={setImage} disabled={saving} />
          </div>
          <div className={forms.field}>
            <label htmlFor="update-emirate-description">Description</label>
            <textarea
              id="update-emirate-description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              rows={4}
              aria-describedby="update-emirate-hint"
            />
            <p id="update-emirate-hint" className={forms.hint}>
              Left blank, the current description stays.
            </p>
          </div>
          <div className={forms.actions}>
            <button type="submit" className={forms.button}>
              {saving ? 'Saving...' : 'Update Emirate'}
            </button>
          </div>
        </fieldset>
      </form>
    </Section>
  );
}

/**
 * Update Emirates: a new description and/or image for one of the nine emirate entries. The chosen
 * emirate's current picture and text are shown first (read from the home page's list), and the
 * description starts from the current text, so an edit is made to what visitors see now.
 */
import { useState, type FormEvent } from 'react';
import { useHomepageCities } from '@manzil/api-client';
import { EMIRATES, normaliseKey, type HomepageCity } from '@manzil/contract';
import { toast } from '../../shared/feedback/toastStore';
import { useWriting } from '../../shared/writes/useAdminMutation';
import { InputField, plainChoices, SelectField, TextAreaField } from '../../shared/ui/Field';
import { problem, type FormProblem } from '../../shared/ui/FormError';
import { ImageInput } from '../../shared/ui/ImageInput';
import { Section } from '../../shared/ui/Section';
import forms from '../../shared/ui/forms.module.css';
import { SavingForm } from '../../shared/ui/SavingForm';
import { Skeleton } from '../../shared/ui/Skeleton';
import { useUpdateEmirate } from './emiratesApi';
import styles from './UpdateEmirateForm.module.css';

export const NOTHING_TO_UPDATE = 'Please change the description or choose an image';
const UPDATED = 'City updated successfully!';
const UPDATE_FAILED = 'Update failed';

export function UpdateEmirateForm() {
  const saving = useWriting();
  const cities = useHomepageCities();
  const [city, setCity] = useState<string>(EMIRATES[0]);
  /** The text as edited; null while untouched (the field then shows the current text). */
  const [draft, setDraft] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  /** The Arabic name and text as edited; null while untouched. */
  const [arName, setArName] = useState<string | null>(null);
  const [arText, setArText] = useState<string | null>(null);
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null);
  const current: HomepageCity | undefined = cities.data?.find(
    (c) => normaliseKey(c.name) === normaliseKey(city),
  );
  const description = draft ?? current?.text ?? '';
  const currentArabic = current?.translations?.ar;
  const arabicName = arName ?? currentArabic?.name ?? '';
  const arabicText = arText ?? currentArabic?.text ?? '';
  /** An Arabic field's value when the admin changed it, else undefined (not sent). */
  const changed = (edited: string | null, was: string | undefined) =>
    edited !== null && edited.trim() !== (was ?? '').trim() ? edited : undefined;

  const save = useUpdateEmirate({
    onSuccess: () => {
      setDraft(null);
      setImage(null);
      setArName(null);
      setArText(null);
      toast.success(UPDATED);
    },
    failed: UPDATE_FAILED,
    report: (text) => setFormProblem(problem(text)),
  });

  function choose(next: string) {
    setCity(next);
    setDraft(null);
    setImage(null);
    setArName(null);
    setArText(null);
    setFormProblem(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An unchanged text is not sent: update-city keeps the description when none is given.
    const changedText = draft !== null && draft.trim() !== (current?.text ?? '').trim() ? draft : '';
    const ar_name = changed(arName, currentArabic?.name);
    const ar_text = changed(arText, currentArabic?.text);
    if (!changedText.trim() && !image && ar_name === undefined && ar_text === undefined) {
      setFormProblem(problem(NOTHING_TO_UPDATE));
      return;
    }
    setFormProblem(null);
    await save.run({ city, description: changedText, image, ar_name, ar_text });
  }

  return (
    <Section
      id="update-emirates"
      title="Update Emirates"
      description="Change the text and picture an emirate shows on the home page."
    >
      <SavingForm onSubmit={handleSubmit} submitLabel="Update Emirate" problem={formProblem}>
        <div className={forms.grid2}>
          <SelectField
            id="update-emirate-city"
            label="Emirate"
            value={city}
            onValueChange={choose}
            options={plainChoices(EMIRATES)}
          />
          <ImageInput
            label="Image"
            file={image}
            onChange={setImage}
            currentUrl={current?.image}
            currentAlt={`Current image of ${city}`}
            disabled={saving}
          />
        </div>
        {cities.isPending && <Skeleton label={`Loading the current text of ${city}...`} variant="text" />}
        {cities.isError && (
          <p className={styles.unavailable} role="alert">
            The current text and image could not be loaded.{' '}
            <button type="button" className={forms.linkButton} onClick={() => void cities.refetch()}>
              Try again
            </button>
          </p>
        )}
        <TextAreaField
          id="update-emirate-description"
          label="Description"
          value={description}
          onValueChange={setDraft}
          rows={5}
          hint={
            current
              ? 'The text visitors see now; edit it and press Update Emirate. Left blank, the current description stays.'
              : 'Left blank, the current description stays.'
          }
        />
        <div className={forms.grid2}>
          <InputField
            id="update-emirate-name-ar"
            label="Name (Arabic)"
            dir="auto"
            lang="ar"
            maxLength={60}
            value={arabicName}
            onValueChange={setArName}
          />
        </div>
        <TextAreaField
          id="update-emirate-description-ar"
          label="Description (Arabic)"
          dir="auto"
          lang="ar"
          maxLength={5000}
          value={arabicText}
          onValueChange={setArText}
          rows={5}
          hint="Shown on the Arabic pages; left blank, they show the English description."
        />
      </SavingForm>
    </Section>
  );
}

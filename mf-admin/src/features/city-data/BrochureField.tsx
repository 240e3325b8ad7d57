/**
 * An area's brochure: an uploaded PDF (checked by the server by its bytes) or a link to one. The area
 * page offers it behind the brochure request form.
 */
import { useState } from 'react';
import { linkProblem, MAX_BROCHURE_BYTES } from '@manzil/contract';
import { prefixedWithReason } from '../../shared/api/errors';
import { InputField } from '../../shared/ui/Field';
import forms from '../../shared/ui/forms.module.css';
import { useUploadBrochure } from './cityDataApi';
import styles from './MediaListEditor.module.css';

const MAX_MB = MAX_BROCHURE_BYTES / (1024 * 1024);

/** Why a chosen file cannot be sent as a brochure, or null. The server reads its bytes again. */
export function brochureFileProblem(file: File): string | null {
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name))
    return 'This file is not a PDF: choose the brochure as a PDF document.';
  if (file.size > MAX_BROCHURE_BYTES) return `This brochure is too large: the limit is ${MAX_MB} MB.`;
  if (file.size === 0) return 'This file is empty.';
  return null;
}

interface BrochureFieldProps {
  value: string;
  onChange(value: string): void;
}

export function BrochureField({ value, onChange }: BrochureFieldProps) {
  const [fileError, setFileError] = useState<string | undefined>();
  const [uploaded, setUploaded] = useState('');
  // Stores the file only: the area names it when its details are saved.
  const upload = useUploadBrochure({
    onSuccess: (url, file) => {
      onChange(url);
      setUploaded(`${file.name} uploaded; save the area details to publish it.`);
    },
    failed: (err) => prefixedWithReason('The upload failed', err, { brochure: 'The brochure' }),
    report: (text) => setFileError(text),
  });
  const linkError = value.trim() ? linkProblem(value) : null;

  async function chooseFile(file: File) {
    const problem = brochureFileProblem(file);
    setFileError(problem ?? undefined);
    setUploaded('');
    if (problem) return;
    await upload.run(file);
  }

  return (
    <fieldset className={styles.editor}>
      <legend className={styles.legend}>Brochure</legend>
      <div className={styles.add}>
        <div className={forms.field}>
          <label htmlFor="area-details-brochure-file">Upload a PDF brochure (up to {MAX_MB} MB)</label>
          <input
            id="area-details-brochure-file"
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'area-details-brochure-file-error' : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void chooseFile(file);
            }}
          />
          {fileError && (
            <p id="area-details-brochure-file-error" className={forms.fieldError} role="alert">
              {fileError}
            </p>
          )}
          <p className={forms.hint} role="status">
            {uploaded}
          </p>
        </div>
        <InputField
          id="area-details-pdf"
          label="Brochure link"
          type="url"
          value={value}
          onValueChange={onChange}
          error={linkError ? `The link ${linkError}.` : undefined}
          hint={value ? undefined : 'Or the address of a brochure stored elsewhere.'}
        />
      </div>
      {value && !linkError && (
        <p className={styles.brochureNow}>
          <a href={value} target="_blank" rel="noreferrer">
            Open the brochure
          </a>{' '}
          <button type="button" className={forms.linkButton} onClick={() => onChange('')}>
            Remove the brochure
          </button>
        </p>
      )}
    </fieldset>
  );
}

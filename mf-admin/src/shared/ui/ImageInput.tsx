/**
 * A file input for one image with a preview before upload. A rejected file (type or size) is
 * refused on the spot with a clear message and never handed to the form.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { IMAGE_ACCEPT_ATTR, imageFileProblem } from './imageFile';
import styles from './forms.module.css';

interface ImageInputProps {
  label: string;
  file: File | null;
  onChange(file: File | null): void;
  /** The image already stored (edit mode), shown until a new file is chosen. */
  currentUrl?: string;
  /** What the stored image is, for its text alternative ('Current image of Dubai'). */
  currentAlt?: string;
  required?: boolean;
  disabled?: boolean;
}

export function ImageInput({
  label,
  file,
  onChange,
  currentUrl,
  currentAlt = 'Current image',
  required,
  disabled,
}: ImageInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // A form reset (file set back to null) also clears the native input.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) {
      setProblem(null);
      onChange(null);
      return;
    }
    const reason = imageFileProblem(chosen);
    setProblem(reason);
    if (reason) {
      event.target.value = '';
      onChange(null);
      return;
    }
    onChange(chosen);
  }

  const shown = previewUrl ?? currentUrl;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT_ATTR}
        onChange={handleChange}
        required={required}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
      />
      {problem && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {problem}
        </p>
      )}
      {shown && (
        <img
          className={styles.preview}
          src={shown}
          alt={previewUrl ? `Preview of ${file?.name ?? 'the chosen image'}` : currentAlt}
          width={160}
          height={120}
        />
      )}
    </div>
  );
}

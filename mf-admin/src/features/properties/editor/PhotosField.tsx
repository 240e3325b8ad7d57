/**
 * A listing's photos: several chosen at once, each uploaded on its own (the server checks its bytes,
 * resizes and re-encodes it) with a preview meanwhile; thumbnails in order, the first the cover;
 * reordered by dragging (mouse, touch, or the keyboard: Space, arrows, Space) or with the Move
 * buttons, made the cover, or removed. Every move is announced. Nothing is saved to the listing
 * until the form is.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MAX_PHOTOS } from '@manzil/contract';
import { tilesClass, visuallyHidden } from '@manzil/ui';
import { useEffect, useRef, useState } from 'react';
import { readableReason } from '../../../shared/api/errors';
import { multipart } from '../../../shared/api/multipart';
import forms from '../../../shared/ui/forms.module.css';
import { IMAGE_ACCEPT_ATTR, imageFileProblem } from '../../../shared/ui/imageFile';
import { uploadImage } from '../../../shared/api/images';
import styles from './editor.module.css';

/** Uploads at once: enough to keep the line busy, few enough for a shared 2-core server. */
const PARALLEL_UPLOADS = 2;

interface Upload {
  key: number;
  /** The client's file name, shown as text only and cut short (it is whatever the file was called). */
  name: string;
  preview: string;
  failed?: string;
}

interface PhotosFieldProps {
  id: string;
  photos: string[];
  onChange(update: (photos: string[]) => string[]): void;
  error?: string;
  disabled?: boolean;
  /** Tells the form whether uploads are still running (it waits for them before saving). */
  onBusyChange?(busy: boolean): void;
}

/** A served upload asks for a thumbnail-sized variant; other links are shown as they are. */
export const thumbnailSrc = (src: string): string => (src.startsWith('/api/images/') ? `${src}?w=320` : src);

/** A file name as the page may show it: one line, at most 60 characters. */
export const shownName = (name: string): string => {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const line = name.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim() || 'unnamed file';
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
};

let uploadKeys = 0;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function PhotosField({ id, photos, onChange, error, disabled, onBusyChange }: PhotosFieldProps) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = uploads.some((u) => !u.failed);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  // Previews are object URLs: released when their upload leaves the list or the form closes.
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const drop = (key: number) =>
    setUploads((list) =>
      list.filter((u) => {
        if (u.key !== key) return true;
        URL.revokeObjectURL(u.preview);
        previews.current.delete(u.preview);
        return false;
      }),
    );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (src: string | number) => photos.indexOf(String(src)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up photo ${position(active.id)} of ${photos.length}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Photo ${position(active.id)} is over position ${position(over.id)} of ${photos.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Photo ${position(active.id)} moved to position ${position(over.id)} of ${photos.length}.`
        : undefined,
    onDragCancel: ({ active }) => `Moving cancelled. Photo ${position(active.id)} stays where it was.`,
  };

  function move(from: number, to: number) {
    if (to < 0 || to >= photos.length || from === to) return;
    onChange((list) => arrayMove(list, from, to));
    setAnnouncement(
      to === 0
        ? `Photo ${from + 1} is now the cover.`
        : `Photo ${from + 1} moved to position ${to + 1} of ${photos.length}.`,
    );
  }
  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onChange((list) => arrayMove(list, list.indexOf(String(active.id)), list.indexOf(String(over.id))));
  }
  function remove(index: number) {
    onChange((list) => list.filter((_, i) => i !== index));
    setAnnouncement(
      `Photo ${index + 1} removed. ${photos.length - 1} ${photos.length === 2 ? 'photo' : 'photos'} left.`,
    );
  }

  async function upload(entry: Upload, file: File): Promise<boolean> {
    try {
      const stored = await uploadImage(multipart({ image: file }));
      onChange((list) => (list.length < MAX_PHOTOS ? [...list, stored.url] : list));
      drop(entry.key);
      return true;
    } catch (err) {
      const reason =
        readableReason(err, { image: 'The file' })?.text ?? 'the upload did not reach the server';
      setUploads((list) => list.map((u) => (u.key === entry.key ? { ...u, failed: reason } : u)));
      return false;
    }
  }

  async function handleFiles(files: File[]) {
    const room = MAX_PHOTOS - photos.length - uploads.filter((u) => !u.failed).length;
    const notes: string[] = [];
    const accepted: [Upload, File][] = [];
    for (const file of files) {
      const why = imageFileProblem(file);
      if (why) notes.push(`${shownName(file.name)}: ${why}`);
      else if (accepted.length >= room)
        notes.push(`${shownName(file.name)}: a listing can have at most ${MAX_PHOTOS} photos.`);
      else {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        accepted.push([{ key: ++uploadKeys, name: shownName(file.name), preview }, file]);
      }
    }
    setRefused(notes);
    if (inputRef.current) inputRef.current.value = '';
    if (!accepted.length) return;
    setUploads((list) => [...list, ...accepted.map(([u]) => u)]);
    setAnnouncement(`Uploading ${accepted.length} ${accepted.length === 1 ? 'photo' : 'photos'}.`);
    const queue = [...accepted];
    let added = 0;
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) if (await upload(...next)) added++;
    };
    await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, worker));
    const failed = accepted.length - added;
    setAnnouncement(
      `${plural(added, 'photo')} added${failed ? `, ${plural(failed, 'photo')} not added` : ''}.`,
    );
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={styles.photos}>
      <div className={forms.field}>
        <label htmlFor={id}>Add photos</label>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT_ATTR}
          multiple
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(e) => void handleFiles([...(e.target.files ?? [])])}
        />
        <p id={hintId} className={forms.hint}>
          JPEG, PNG, WebP or AVIF, up to 5 MB each and {MAX_PHOTOS} in all. The first photo is the cover: drag
          a photo, or use its Move buttons, to change the order.
        </p>
        {error && (
          <p id={errorId} className={forms.fieldError}>
            {error}
          </p>
        )}
      </div>
      {refused.length > 0 && (
        <ul className={styles.refused} role="alert">
          {refused.map((note, i) => (
            <li key={i}>{note}</li>
          ))}
        </ul>
      )}
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
      {photos.length === 0 && uploads.length === 0 ? (
        <p className={forms.hint}>No photos yet: the site shows a placeholder until one is added.</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={handleDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To move a photo, press Space, move it with the arrow keys, and press Space again to drop it. Escape cancels.',
            },
          }}
        >
          <SortableContext items={photos} strategy={rectSortingStrategy}>
            <ol
              className={`${tilesClass} ${styles.photoList}`}
              aria-label="Photos in order, the first is the cover"
            >
              {photos.map((src, i) => (
                <SortablePhoto
                  key={src}
                  src={src}
                  index={i}
                  count={photos.length}
                  disabled={disabled}
                  onMove={move}
                  onRemove={remove}
                />
              ))}
              {uploads.map((u) => (
                <li
                  key={`upload-${u.key}`}
                  className={styles.photo}
                  data-state={u.failed ? 'failed' : 'uploading'}
                >
                  <img className={styles.thumb} src={u.preview} alt={`Preview of ${u.name}`} />
                  {u.failed ? (
                    <div className={styles.photoNote}>
                      <p className={forms.fieldError} role="alert">
                        {u.name} was not added: {u.failed.replace(/^The file /, 'it ')}
                      </p>
                      <button type="button" className={forms.linkButton} onClick={() => drop(u.key)}>
                        Dismiss
                      </button>
                    </div>
                  ) : (
                    <p className={styles.photoNote}>Uploading {u.name}…</p>
                  )}
                </li>
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}

interface SortablePhotoProps {
  src: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}

function SortablePhoto({ src, index, count, disabled, onMove, onRemove }: SortablePhotoProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: src,
    disabled,
  });
  const name = `Photo ${index + 1}${index === 0 ? ' (cover)' : ''}`;
  return (
    <li
      ref={setNodeRef}
      className={styles.photo}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className={styles.dragHandle}
        aria-label={`Drag ${name} to reorder`}
        {...attributes}
        {...listeners}
      >
        <img className={styles.thumb} src={thumbnailSrc(src)} alt="" draggable={false} />
        {index === 0 && <span className={styles.cover}>Cover</span>}
      </button>
      <p className={styles.photoName}>{name}</p>
      <div className={styles.photoActions}>
        <button
          type="button"
          className={forms.iconButton}
          aria-label={`Move photo ${index + 1} earlier`}
          title="Move earlier"
          disabled={disabled || index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className={forms.iconButton}
          aria-label={`Move photo ${index + 1} later`}
          title="Move later"
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <span aria-hidden="true">→</span>
        </button>
        <button
          type="button"
          className={`${forms.iconButton} ${forms.iconDanger}`}
          aria-label={`Remove photo ${index + 1}`}
          title="Remove"
          disabled={disabled}
          onClick={() => onRemove(index)}
        >
          <span aria-hidden="true">✕</span>
        </button>
        {index > 0 && (
          <button
            type="button"
            className={`${forms.buttonSecondary} ${styles.makeCover}`}
            disabled={disabled}
            onClick={() => onMove(index, 0)}
          >
            Make cover
          </button>
        )}
      </div>
    </li>
  );
}

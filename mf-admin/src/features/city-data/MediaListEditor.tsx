/**
 * An ordered list of an area's gallery or floor plan items: thumbnails, drag to reorder (or Move up /
 * Move down from the keyboard, each move announced), remove, upload images (stored and resized on the
 * server) or add a link where a link is meant (a cloud-drive file, a tour). The list is saved with the
 * area's other details.
 */
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { linkProblem } from '@manzil/contract';
import { visuallyHidden } from '@manzil/ui';
import { prefixedWithReason } from '../../shared/api/errors';
import { multipart } from '../../shared/api/multipart';
import { useAdminMutation } from '../../shared/writes/useAdminMutation';
import forms from '../../shared/ui/forms.module.css';
import { IMAGE_ACCEPT_ATTR, imageFileProblem } from '../../shared/ui/imageFile';
import { uploadImage } from '../../shared/api/images';
import { appendItems, describeItem, moveItem, removeItem, thumbnailOf } from './mediaList';
import rows from '../../shared/ui/rows.module.css';
import styles from './MediaListEditor.module.css';

interface MediaListEditorProps {
  id: string;
  /** 'Gallery', 'Floor plans' */
  label: string;
  /** One item, for announcements: 'gallery image', 'floor plan'. */
  itemName: string;
  items: string[];
  onChange(items: string[]): void;
  /** The most items the API takes. */
  max: number;
}

/** Which control of which item gets the focus back after the list re-renders. */
interface PendingFocus {
  index: number;
  control: 'up' | 'down' | 'remove';
}

export function MediaListEditor({ id, label, itemName, items, onChange, max }: MediaListEditorProps) {
  // An upload stores files only: the area's lists change when its details are saved.
  const uploads = useAdminMutation({
    mutationFn: async ({ files, done }: { files: File[]; done: string[] }) => {
      for (const [i, file] of files.entries()) {
        setAnnouncement(`Uploading ${i + 1} of ${files.length}...`);
        done.push((await uploadImage(multipart({ image: file }))).url);
      }
      return done;
    },
    onSuccess: (urls) => {
      onChange(appendItems(items, urls));
      setAnnouncement(
        `${urls.length === 1 ? '1 image' : `${urls.length} images`} uploaded and added to the ${label.toLowerCase()}; save the area details to publish.`,
      );
    },
    failed: (err, { done }) => {
      // What was uploaded before the failure is kept in the list.
      if (done.length) onChange(appendItems(items, done));
      return prefixedWithReason('The upload failed', err, { image: 'The image' });
    },
    report: (text) => {
      setFileError(text);
      setAnnouncement('');
    },
  });
  const listRef = useRef<HTMLOListElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [focus, setFocus] = useState<PendingFocus | null>(null);
  const hintId = useId();
  const count = items.length;
  const full = count >= max;

  useEffect(() => {
    if (!focus) return;
    const row = listRef.current?.children[focus.index];
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-control="${focus.control}"]:not(:disabled)`);
    // At the top (or bottom) the move button is disabled: the other one keeps the focus nearby.
    (wanted ?? row?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? fileRef.current)?.focus();
    setFocus(null);
  }, [focus, items]);

  function move(from: number, to: number, control?: PendingFocus['control']) {
    if (to < 0 || to >= count || from === to) return;
    onChange(moveItem(items, from, to));
    setAnnouncement(`${capitalised(itemName)} ${from + 1} moved to position ${to + 1} of ${count}.`);
    if (control) setFocus({ index: to, control });
  }

  function remove(index: number) {
    onChange(removeItem(items, index));
    setAnnouncement(`${capitalised(itemName)} ${index + 1} removed; ${count - 1} left.`);
    setFocus({ index: Math.min(index, count - 2), control: 'remove' });
  }

  function addLink() {
    const problem = link.trim() ? linkProblem(link) : 'is required';
    if (problem) {
      setLinkError(`The link ${problem}.`);
      return;
    }
    setLinkError(undefined);
    onChange(appendItems(items, [link.trim()]));
    setAnnouncement(`Link added as ${itemName} ${count + 1}.`);
    setLink('');
  }

  async function upload(files: File[]) {
    const room = max - count;
    const chosen = files.slice(0, room);
    const refused = chosen.map((f) => imageFileProblem(f)).find(Boolean);
    if (refused) {
      setFileError(refused);
      return;
    }
    setFileError(files.length > room ? `Only ${room} more can be added: the list holds ${max}.` : undefined);
    await uploads.run({ files: chosen, done: [] });
  }

  function drop(event: DragEvent, to: number) {
    event.preventDefault();
    if (dragging !== null) move(dragging, to);
    setDragging(null);
    setOver(null);
  }

  return (
    <fieldset className={styles.editor} aria-describedby={hintId}>
      <legend className={styles.legend}>
        {label} <span className={styles.count}>({count === 1 ? '1 item' : `${count} items`})</span>
      </legend>
      <p id={hintId} className={forms.hint}>
        The first item shows first on the area page. Drag an item, or use Move up and Move down, to change the
        order.
      </p>
      {count === 0 ? (
        <p className={styles.empty}>Nothing here yet: upload images or add a link.</p>
      ) : (
        <ol ref={listRef} className={styles.list} aria-label={label}>
          {items.map((url, index) => {
            // Stored lists may hold one link twice: each copy gets its own key.
            const key = `${url}#${items.slice(0, index).filter((u) => u === url).length}`;
            const thumb = thumbnailOf(url);
            const name = `${capitalised(itemName)} ${index + 1} of ${count}`;
            return (
              <li
                key={key}
                className={styles.item}
                draggable
                data-dragging={dragging === index ? '' : undefined}
                data-over={over === index && dragging !== index ? '' : undefined}
                onDragStart={(e) => {
                  setDragging(index);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(index));
                }}
                onDragOver={(e) => {
                  e.preventDefault();
                  setOver(index);
                }}
                onDragLeave={() => setOver((o) => (o === index ? null : o))}
                onDrop={(e) => drop(e, index)}
                onDragEnd={() => {
                  setDragging(null);
                  setOver(null);
                }}
              >
                <span className={styles.handle} aria-hidden="true">
                  ⠿
                </span>
                {thumb ? (
                  <img
                    className={`${rows.thumb} ${styles.thumb}`}
                    src={thumb}
                    alt={name}
                    width={96}
                    height={72}
                    draggable={false}
                  />
                ) : (
                  <span className={`${rows.thumb} ${styles.linkThumb}`} aria-hidden="true">
                    Link
                  </span>
                )}
                <span className={styles.what}>
                  <span className={styles.position}>
                    {index + 1}. {describeItem(url)}
                  </span>
                  <a className={styles.url} href={url} target="_blank" rel="noreferrer">
                    {url}
                    <span className={visuallyHidden}> (opens in a new tab)</span>
                  </a>
                </span>
                <span className={`${rows.actions} ${styles.actions}`}>
                  <button
                    type="button"
                    className={forms.buttonSecondary}
                    data-control="up"
                    disabled={index === 0}
                    aria-label={`Move ${name} up`}
                    onClick={() => move(index, index - 1, 'up')}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    className={forms.buttonSecondary}
                    data-control="down"
                    disabled={index === count - 1}
                    aria-label={`Move ${name} down`}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    Move down
                  </button>
                  <button
                    type="button"
                    className={forms.buttonDanger}
                    data-control="remove"
                    aria-label={`Remove ${name}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <p className={visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
      <div className={styles.add}>
        <div className={forms.field}>
          <label htmlFor={`${id}-upload`}>Upload images to the {label.toLowerCase()}</label>
          <input
            ref={fileRef}
            id={`${id}-upload`}
            type="file"
            accept={IMAGE_ACCEPT_ATTR}
            multiple
            disabled={full}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-upload-error` : undefined}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              if (files.length) void upload(files);
            }}
          />
          {fileError && (
            <p id={`${id}-upload-error`} className={forms.fieldError} role="alert">
              {fileError}
            </p>
          )}
        </div>
        <div className={forms.field}>
          <label htmlFor={`${id}-link`}>Or add a link (a cloud-drive file, a virtual tour)</label>
          <div className={styles.linkRow}>
            <input
              id={`${id}-link`}
              type="url"
              inputMode="url"
              value={link}
              disabled={full}
              placeholder="https://drive.google.com/file/d/…/view"
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkError ? `${id}-link-error` : undefined}
              onChange={(e) => setLink(e.target.value)}
              onKeyDown={(e) => {
                // Enter adds the link instead of saving the whole form.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addLink();
                }
              }}
            />
            <button type="button" className={forms.buttonSecondary} onClick={addLink} disabled={full}>
              Add link
            </button>
          </div>
          {linkError && (
            <p id={`${id}-link-error`} className={forms.fieldError} role="alert">
              {linkError}
            </p>
          )}
        </div>
      </div>
      {full && <p className={forms.hint}>The list holds {max} items: remove one to add another.</p>}
    </fieldset>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

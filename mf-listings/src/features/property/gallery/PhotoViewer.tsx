/**
 * The full-screen photo viewer (its own chunk: loaded when a visitor first reaches for the gallery).
 * A modal dialog through the shared useDialog (focus moved in and kept inside, Escape closes, focus
 * back on the photo that opened it, the page behind does not scroll); arrow keys, the buttons, a
 * swipe (any pointer: finger, pen or a mouse drag) and the strip of thumbnails move; a finger's swipe
 * down closes it; the count is announced as it changes.
 */
import { useCallback, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { LOCALE_INFO, photoSrcSet } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { FallbackImage, useDialog } from '@manzil/ui';
import { galleryMessages } from './messages';
import type { GalleryKind } from './PhotoGallery';
import styles from './PhotoViewer.module.css';

export interface PhotoViewerProps {
  photos: string[];
  /** The photo shown first. */
  startIndex: number;
  /** Names the dialog, e.g. 'Photos of Marina Gate 2BR'. */
  title: string;
  kind: GalleryKind;
  /** The element that opened the viewer: focus goes back to it on close. */
  opener: HTMLElement | null;
  onClose: () => void;
}

/** A horizontal move at least this long (and longer than it is tall) is a swipe. */
export const SWIPE_MIN_PX = 40;
/** A finger's move down at least this long (and taller than it is wide) closes the viewer. */
export const SWIPE_CLOSE_PX = 80;

/** Starts the download of a photo in the width the viewer will ask for. */
function warm(src: string): void {
  const img = new Image();
  const srcSet = photoSrcSet(src);
  if (srcSet) {
    img.sizes = '100vw';
    img.srcset = srcSet;
  }
  img.src = src;
}

export default function PhotoViewer({ photos, startIndex, title, kind, opener, onClose }: PhotoViewerProps) {
  const count = photos.length;
  const t = useMessages(galleryMessages);
  // Right to left, the next photo lies to the left: ArrowLeft and a swipe to the right move on.
  const forward = LOCALE_INFO[t.locale].dir === 'rtl' ? -1 : 1;
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), count - 1));
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialog(dialogRef, { onClose, returnFocusTo: opener });

  // One photo after the last comes the first again, as on the portals.
  const go = useCallback((step: number) => setIndex((i) => (i + step + count) % count), [count]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const moves: Record<string, () => void> = {
        ArrowRight: () => go(forward),
        ArrowLeft: () => go(-forward),
        Home: () => setIndex(0),
        End: () => setIndex(count - 1),
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      move();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [go, count, forward]);

  // The neighbours are fetched while this one is looked at, so the next move shows at once.
  useEffect(() => {
    if (count < 2) return;
    warm(photos[(index + 1) % count]!);
    warm(photos[(index - 1 + count) % count]!);
  }, [index, count, photos]);

  // The current thumbnail stays in view in its strip.
  const strip = useRef<HTMLOListElement>(null);
  useEffect(() => {
    strip.current?.children[index]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [index]);

  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? forward : -forward);
    else if (event.pointerType === 'touch' && dy >= SWIPE_CLOSE_PX && dy > Math.abs(dx)) onClose();
  };

  const src = photos[index]!;
  const position = { kind, index: index + 1, count };
  return createPortal(
    <div
      ref={dialogRef}
      className={styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className={styles.bar}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          {t('item', position)}
        </p>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t('close')}
          data-autofocus
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <FallbackImage
          key={src}
          src={src}
          alt={t('itemOf', { title, ...position })}
          width={1600}
          height={1067}
          sizes="100vw"
          decoding="async"
          draggable={false}
          className={styles.image}
        />
        {/* Right to left the buttons trade sides, and their ‹ › (mirrored characters) point outwards. */}
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.nav} ${styles.previous}`}
              onClick={() => go(-1)}
              aria-label={t('previous', { kind })}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles.nav} ${styles.next}`}
              onClick={() => go(1)}
              aria-label={t('next', { kind })}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <nav className={styles.thumbs} aria-label={t('thumbnails', { kind })}>
          <ol ref={strip} className={styles.thumbList}>
            {photos.map((photo, i) => (
              <li key={`${i}-${photo}`}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-current={i === index ? 'true' : undefined}
                  aria-label={t('showItem', { kind, index: i + 1 })}
                  onClick={() => setIndex(i)}
                >
                  <FallbackImage
                    src={photo}
                    alt=""
                    width={96}
                    height={64}
                    sizes="96px"
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                    className={styles.thumbImage}
                  />
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </div>,
    document.body,
  );
}

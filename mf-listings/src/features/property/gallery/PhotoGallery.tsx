/**
 * Every photo of a list as a real <img> in the server's HTML (lazy: they sit below the hero), each a
 * button that opens the full-screen viewer on it. The viewer's code is a chunk of its own, fetched
 * when the visitor first points at or focuses the gallery (or opens it), so the page's first load
 * does not carry it.
 */
import { lazy, Suspense, useState } from 'react';
import { FallbackImage } from '@manzil/ui';
import styles from './PhotoGallery.module.css';

const loadViewer = () => import('./PhotoViewer');
const PhotoViewer = lazy(loadViewer);

/** Where the tiles sit: a swiped strip on a phone; on wider screens a grid of four columns (two
 * beside the form), the first tile twice as large. */
const TILE_SIZES = '(max-width: 767px) 80vw, (max-width: 900px) 25vw, 200px';
const FIRST_TILE_SIZES = '(max-width: 767px) 80vw, (max-width: 900px) 50vw, 400px';

export interface PhotoGalleryProps {
  photos: string[];
  /** Names the viewer, e.g. 'Photos of Marina Gate 2BR'. */
  title: string;
  /** What one item is called: 'Photo', 'Floor plan'. */
  itemLabel: string;
  /** Drawings are shown whole; photos fill their tile. */
  fit?: 'cover' | 'contain';
  /** Makes the first tile larger (a photo gallery's lead). */
  leadFirst?: boolean;
}

export function PhotoGallery({
  photos,
  title,
  itemLabel,
  fit = 'cover',
  leadFirst = false,
}: PhotoGalleryProps) {
  const [open, setOpen] = useState<{ index: number; opener: HTMLElement } | null>(null);
  const count = photos.length;
  const preload = () => void loadViewer();
  return (
    <>
      <ul
        className={`${styles.grid} ${leadFirst ? styles.lead : ''} ${fit === 'contain' ? styles.contain : ''}`}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        {photos.map((src, i) => (
          <li key={`${i}-${src}`} className={styles.tile}>
            <button
              type="button"
              className={styles.open}
              onClick={(event) => setOpen({ index: i, opener: event.currentTarget })}
            >
              <FallbackImage
                src={src}
                alt={`${itemLabel} ${i + 1} of ${count}`}
                width={800}
                height={600}
                sizes={leadFirst && i === 0 ? FIRST_TILE_SIZES : TILE_SIZES}
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            startIndex={open.index}
            title={title}
            itemLabel={itemLabel}
            opener={open.opener}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}

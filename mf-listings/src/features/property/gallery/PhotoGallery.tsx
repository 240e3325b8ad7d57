/**
 * Every photo of a list as a real <img> in the server's HTML (lazy: they sit below the hero), each a
 * button that opens the full-screen viewer on it. The viewer's code is a chunk of its own, fetched
 * when the visitor first points at or focuses the gallery (or opens it), so the page's first load
 * does not carry it.
 */
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { FallbackImage } from '@manzil/ui';
import styles from './PhotoGallery.module.css';

const loadViewer = () => import('./PhotoViewer');
const PhotoViewer = lazy(loadViewer);

/** Where the tiles sit: a swiped strip on a phone; on wider screens a grid of four columns beside the
 * form (the lead photo and a last row's tiles are larger). */
const TILE_SIZES = '(max-width: 767px) 80vw, (max-width: 900px) 25vw, 200px';
const FIRST_TILE_SIZES = '(max-width: 767px) 80vw, (max-width: 900px) 50vw, 400px';

/**
 * The grid's last row on a wide screen: its tiles share the row's 12 columns (four tiles take three
 * each), so a short last row is filled, not left with holes; a lead photo takes half of two rows
 * when four more sit beside it.
 */
export function tileLayout(count: number, leadFirst: boolean): (CSSProperties | undefined)[] {
  const lead = leadFirst && count >= 5;
  const rest = lead ? count - 5 : count;
  const remainder = rest % 4;
  // One tile alone is a wide banner, two or three share the row in a shape close to a photo's.
  const aspect = ['', '2 / 1', '16 / 9', '4 / 3'][remainder];
  return Array.from({ length: count }, (_, i) => {
    if (lead && i === 0) return { '--span': 6, '--rows': 2, '--aspect': 'auto' } as CSSProperties;
    if (remainder && i >= count - remainder)
      return { '--span': 12 / remainder, '--aspect': aspect } as CSSProperties;
    return undefined;
  });
}

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
  const layout = tileLayout(count, leadFirst);
  return (
    <>
      <ul
        className={`${styles.grid} ${fit === 'contain' ? styles.contain : ''}`}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        {photos.map((src, i) => (
          <li key={`${i}-${src}`} className={styles.tile} style={layout[i]}>
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
                sizes={layout[i] ? FIRST_TILE_SIZES : TILE_SIZES}
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

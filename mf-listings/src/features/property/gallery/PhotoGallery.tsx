/**
 * Every photo of a list as a real <img> in the server's HTML (lazy: they sit below the hero), each a
 * link to the full image (what it opens without the app's code) that opens the full-screen viewer on
 * it once the app runs. The viewer's code is a chunk of its own, fetched
 * when the visitor first points at or focuses the gallery (or opens it), so the page's first load
 * does not carry it.
 */
import {
  lazy,
  Suspense,
  useImperativeHandle,
  useState,
  type CSSProperties,
  type MouseEvent,
  type Ref,
} from 'react';
import { useMessages } from '@manzil/i18n';
import { FallbackImage } from '@manzil/ui';
import { galleryMessages } from './messages';
import styles from './PhotoGallery.module.css';

const loadViewer = () => import('./PhotoViewer');
const PhotoViewer = lazy(loadViewer);

/** Where the tiles sit: a swiped strip on a phone; on wider screens a grid of four columns beside the
 * form (the lead photo and a last row's tiles are larger). */
const TILE_SIZES = '(max-width: 767px) 80vw, (max-width: 900px) 25vw, 200px';
const FIRST_TILE_SIZES = '(max-width: 767px) 80vw, (max-width: 900px) 50vw, 400px';

/**
 * Where each tile sits on a wide screen (12 columns; by default a tile takes 3, four to a row): a
 * lead photo takes half of two rows with four (or five) beside it, and a short last row is shared
 * by its tiles, so no row is left with holes and no photo stands alone in a banner.
 */
export function tileLayout(count: number, leadFirst: boolean): (CSSProperties | undefined)[] {
  const tile = (span: number, aspect: string, rows = 1) =>
    ({ '--span': span, '--rows': rows, '--aspect': aspect }) as CSSProperties;
  const layout: (CSSProperties | undefined)[] = Array.from({ length: count }, () => undefined);
  const lead = leadFirst && count >= 5;
  // Five beside the lead (three small squares, then two) when four would leave one alone at the end.
  const beside = lead ? ((count - 5) % 4 === 1 ? 5 : 4) : 0;
  if (lead) {
    layout[0] = tile(6, 'auto', 2);
    if (beside === 5)
      for (let i = 1; i <= 5; i += 1) layout[i] = i <= 3 ? tile(2, '1 / 1') : tile(3, '3 / 2');
  }
  const rest = count - (lead ? 1 + beside : 0);
  let remainder = rest % 4;
  if (remainder === 1 && rest >= 5) {
    // Four and one become three and two.
    for (let i = count - 5; i < count - 2; i += 1) layout[i] = tile(4, '4 / 3');
    remainder = 2;
  }
  const aspect = ['', '2 / 1', '16 / 9', '4 / 3'][remainder]!;
  for (let i = count - remainder; remainder && i < count; i += 1) layout[i] = tile(12 / remainder, aspect);
  return layout;
}

export type GalleryKind = 'photo' | 'floorPlan';

export interface PhotoGalleryProps {
  photos: string[];
  /** Names the viewer, e.g. 'Photos of Marina Gate 2BR'. */
  title: string;
  /** What one item is: a photo or a floor plan (its name in the labels). */
  kind: GalleryKind;
  /** Drawings are shown whole; photos fill their tile. */
  fit?: 'cover' | 'contain';
  /** Makes the first tile larger (a photo gallery's lead). */
  leadFirst?: boolean;
  /** The `sizes` of the first photo where it is also the page's hero: the same as the hero's, so the
   * browser shows the file it already has instead of downloading the cover again in another width. */
  firstSizes?: string;
  /** Opens the viewer from elsewhere on the page (the hero's "View N photos"). */
  openRef?: Ref<OpenViewer>;
}

/** Opens the viewer on a photo; focus goes back to `opener` when it closes. */
export type OpenViewer = (index: number, opener: HTMLElement) => void;

/** A plain click (not one asking for a new tab or window). */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function PhotoGallery({
  photos,
  title,
  kind,
  fit = 'cover',
  leadFirst = false,
  firstSizes,
  openRef,
}: PhotoGalleryProps) {
  const [open, setOpen] = useState<{ index: number; opener: HTMLElement } | null>(null);
  useImperativeHandle(openRef, () => (index, opener) => {
    void loadViewer();
    setOpen({ index, opener });
  });
  const count = photos.length;
  const t = useMessages(galleryMessages);
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
            <a
              href={src}
              className={styles.open}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                setOpen({ index: i, opener: event.currentTarget });
              }}
            >
              <FallbackImage
                src={src}
                alt={t('item', { kind, index: i + 1, count })}
                width={800}
                height={600}
                sizes={(i === 0 && firstSizes) || (layout[i] ? FIRST_TILE_SIZES : TILE_SIZES)}
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
            </a>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            startIndex={open.index}
            title={title}
            kind={kind}
            opener={open.opener}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** 'Photos': every photo of a listing (the cover first), opening the full-screen viewer. */
import { createContext, useContext, useRef, type ReactNode, type RefObject } from 'react';
import { listingFacts, PHOTO_SIZES, type Property } from '@manzil/contract';
import { formatPhotoCount } from '@manzil/format';
import { useContent, useMessages } from '@manzil/i18n';
import { panelClass } from '@manzil/ui';
import page from '../PropertyPage.module.css';
import { isPlainClick, PhotoGallery, type OpenViewer } from './PhotoGallery';
import styles from './PropertyGallery.module.css';
import { galleryMessages } from './messages';

const GALLERY_ID = 'photos';
const HEADING_ID = 'photos-heading';

/** The page's photo viewer, shared by the gallery and the hero's "View N photos". */
const ViewerContext = createContext<RefObject<OpenViewer | null> | null>(null);

export function PhotoViewerScope({ children }: { children: ReactNode }) {
  const open = useRef<OpenViewer>(null);
  return <ViewerContext value={open}>{children}</ViewerContext>;
}

export function PropertyGallery({ property }: { property: Property }) {
  const { photos } = listingFacts(property);
  const openRef = useContext(ViewerContext);
  const t = useMessages(galleryMessages);
  const name = useContent()(property, 'house_name').text;
  return (
    <section id={GALLERY_ID} className={`${panelClass} ${styles.section}`} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className={page.cardTitle}>
        {t('photos')} <span className={styles.count}>({formatPhotoCount(photos.length, t.locale)})</span>
      </h2>
      <PhotoGallery
        photos={photos}
        title={t('photosOf', { name })}
        kind="photo"
        leadFirst
        // The cover is the hero's photo: the same candidates and sizes reuse its download.
        firstSizes={PHOTO_SIZES.fullWidth}
        openRef={openRef ?? undefined}
      />
    </section>
  );
}

/** The hero's photo count: opens the viewer on the first photo; before (and without) the app's code, a
 * link down to the gallery. */
export function PhotoCountLink({ property, className }: { property: Property; className?: string }) {
  const { photos } = listingFacts(property);
  const t = useMessages(galleryMessages);
  const open = useContext(ViewerContext);
  if (photos.length < 2) return null;
  return (
    <a
      href={`#${GALLERY_ID}`}
      className={className}
      onClick={(event) => {
        if (!open?.current || !isPlainClick(event)) return;
        event.preventDefault();
        open.current(0, event.currentTarget);
      }}
    >
      {t('viewPhotos', { photos: formatPhotoCount(photos.length, t.locale) })}
    </a>
  );
}

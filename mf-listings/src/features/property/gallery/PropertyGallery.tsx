/** 'Photos': every photo of a listing (the cover first), opening the full-screen viewer. */
import { listingFacts, PHOTO_SIZES, type Property } from '@manzil/contract';
import { formatPhotoCount } from '@manzil/format';
import { useContent, useMessages } from '@manzil/i18n';
import { panelClass } from '@manzil/ui';
import page from '../PropertyPage.module.css';
import { PhotoGallery } from './PhotoGallery';
import styles from './PropertyGallery.module.css';
import { galleryMessages } from './messages';

const GALLERY_ID = 'photos';
const HEADING_ID = 'photos-heading';

export function PropertyGallery({ property }: { property: Property }) {
  const { photos } = listingFacts(property);
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
      />
    </section>
  );
}

/** The hero's photo count: a link down to the gallery, which works before (and without) the app's code. */
export function PhotoCountLink({ property, className }: { property: Property; className?: string }) {
  const { photos } = listingFacts(property);
  const t = useMessages(galleryMessages);
  if (photos.length < 2) return null;
  return (
    <a href={`#${GALLERY_ID}`} className={className}>
      {t('viewPhotos', { photos: formatPhotoCount(photos.length, t.locale) })}
    </a>
  );
}

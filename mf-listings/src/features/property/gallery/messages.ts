import { defineMessages } from '@manzil/i18n';

/** `kind` names what the gallery holds: 'photo' or 'floorPlan'. */
export const galleryMessages = defineMessages({
  photos: { en: 'Photos', ar: 'الصور' },
  photosOf: { en: 'Photos of {name}', ar: 'صور {name}' },
  viewPhotos: { en: 'View {photos}', ar: 'عرض {photos}' },
  item: {
    en: '{kind, select, photo {Photo} other {Floor plan}} {index} of {count}',
    ar: '{kind, select, photo {الصورة} other {المخطط}} {index} من {count}',
  },
  itemOf: {
    en: '{title}, {kind, select, photo {photo} other {floor plan}} {index} of {count}',
    ar: '{title}، {kind, select, photo {الصورة} other {المخطط}} {index} من {count}',
  },
  previous: {
    en: 'Previous {kind, select, photo {photo} other {floor plan}}',
    ar: '{kind, select, photo {الصورة السابقة} other {المخطط السابق}}',
  },
  next: {
    en: 'Next {kind, select, photo {photo} other {floor plan}}',
    ar: '{kind, select, photo {الصورة التالية} other {المخطط التالي}}',
  },
  close: { en: 'Close', ar: 'إغلاق' },
  thumbnails: {
    en: '{kind, select, photo {All photos} other {All floor plans}}',
    ar: '{kind, select, photo {كل الصور} other {كل المخططات}}',
  },
  showItem: {
    en: 'Show {kind, select, photo {photo} other {floor plan}} {index}',
    ar: '{kind, select, photo {عرض الصورة} other {عرض المخطط}} {index}',
  },
});

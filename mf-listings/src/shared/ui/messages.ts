import { defineMessages } from '@manzil/i18n';

/** The contact fields' labels (the checks' messages are @manzil/format's, in the page's language). */
export const formMessages = defineMessages({
  name: { en: 'Name', ar: 'الاسم' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  phone: { en: 'Phone', ar: 'الهاتف' },
});

export const sharedMessages = defineMessages({
  heroPhotos: { en: '{subject} photos', ar: 'صور {subject}' },
  heroPhoto: { en: '{subject}, photo {index} of {count}', ar: '{subject}، الصورة {index} من {count}' },
  choosePhoto: { en: 'Choose a photo', ar: 'اختر صورة' },
  showPhoto: { en: 'Show photo {index}', ar: 'اعرض الصورة {index}' },
  loadingProperties: { en: 'Loading Properties...', ar: 'جارٍ تحميل العقارات...' },
  noProperties: { en: 'No properties found.', ar: 'لم يُعثر على عقارات.' },
  propertyPages: { en: 'Property pages', ar: 'صفحات العقارات' },
  view: { en: 'View', ar: 'عرض' },
  viewHome: { en: 'View {name}', ar: 'عرض {name}' },
  retry: { en: 'Retry', ar: 'إعادة المحاولة' },
  noLongerListedList: { en: 'No longer listed', ar: 'لم تعد معروضة' },
  noLongerListed: { en: '<b>{name}</b> is no longer listed.', ar: '<b>{name}</b> لم يعد معروضاً.' },
});

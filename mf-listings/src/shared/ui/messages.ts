import { defineMessages } from '@manzil/i18n';

/** The contact fields' labels and the checks' messages (@manzil/format words them in English). */
export const formMessages = defineMessages({
  name: { en: 'Name', ar: 'الاسم' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  phone: { en: 'Phone', ar: 'الهاتف' },
  nameRequired: { en: 'Name is required', ar: 'الاسم مطلوب' },
  emailRequired: { en: 'Email is required', ar: 'البريد الإلكتروني مطلوب' },
  emailInvalid: { en: 'Email is invalid', ar: 'البريد الإلكتروني غير صالح' },
  phoneRequired: { en: 'Phone number is required', ar: 'رقم الهاتف مطلوب' },
  messageRequired: { en: 'Message is required', ar: 'الرسالة مطلوبة' },
  oneEmail: {
    en: 'Please enter one e-mail address only, without a name, a comment or a second address.',
    ar: 'يُرجى إدخال عنوان بريد إلكتروني واحد فقط، دون اسم أو تعليق أو عنوان ثانٍ.',
  },
  fillAll: { en: 'Please fill out all fields.', ar: 'يُرجى تعبئة جميع الحقول.' },
  checkFields: {
    en: 'Please check {fields}, then send again.',
    ar: 'يُرجى مراجعة {fields} ثم الإرسال مجدداً.',
  },
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

/** Texts the web server writes itself: the busy page and the no-JavaScript forms' own refusals. */
import { defineMessages } from '@manzil/i18n';

export const busyMessages = defineMessages({
  title: { en: 'Please wait a moment', ar: 'يُرجى الانتظار لحظة' },
  main: { en: 'Main', ar: 'القائمة الرئيسية' },
  about: { en: 'About Us', ar: 'من نحن' },
  contact: { en: 'Contact Us', ar: 'اتصل بنا' },
  saved: { en: 'Saved homes', ar: 'المنازل المحفوظة' },
  text: {
    en: 'Too many pages were asked for from your address at once. Please wait a few seconds, then try again.',
    ar: 'طُلبت صفحات كثيرة من عنوانك في وقت واحد. يُرجى الانتظار بضع ثوانٍ ثم المحاولة مرة أخرى.',
  },
  again: { en: 'Try again', ar: 'حاول مرة أخرى' },
  keywords: { en: 'Keywords', ar: 'كلمات البحث' },
  search: { en: 'Search', ar: 'بحث' },
});

export const formPostMessages = defineMessages({
  tooLongField: {
    en: 'This {field, select, name {name} email {email} phone {phone number} other {message}} is too long to send, so only its beginning was kept. Please shorten it and send it again.',
    ar: '{field, select, name {هذا الاسم} email {هذا البريد الإلكتروني} phone {رقم الهاتف هذا} other {هذه الرسالة}} أطول من أن يُرسل، فاحتفظنا ببدايته فقط. يُرجى اختصاره وإرساله مرة أخرى.',
  },
  tooLongForm: {
    en: 'This form is too long to send. Please shorten what you wrote and send it again.',
    ar: 'هذا النموذج أطول من أن يُرسل. يُرجى اختصار ما كتبته وإرساله مرة أخرى.',
  },
  // The API's own reason (its schema's words) is English; an Arabic page says which field to check.
  refusedField: {
    en: 'This {field, select, name {name} email {email} phone {phone number} message {message} other {{field}}} {reason}',
    ar: 'يُرجى التحقق من {field, select, name {الاسم} email {البريد الإلكتروني} phone {رقم الهاتف} message {الرسالة} other {هذا الحقل}}{reason, select, other {}}.',
  },
});

import { defineMessages } from '@manzil/i18n';

export const navbarMessages = defineMessages({
  main: { en: 'Main', ar: 'القائمة الرئيسية' },
  home: { en: '{brand} home', ar: 'الصفحة الرئيسية لـ{brand}' },
  openMenu: { en: 'Open menu', ar: 'فتح القائمة' },
  closeMenu: { en: 'Close menu', ar: 'إغلاق القائمة' },
  about: { en: 'About Us', ar: 'من نحن' },
  contact: { en: 'Contact Us', ar: 'اتصل بنا' },
  saved: { en: 'Saved homes', ar: 'المنازل المحفوظة' },
});

/**
 * The hint offered on a page to a visitor who chose (or whose browser prefers) the other language: shown
 * in that language, so it reads them the page's own texts are not in (messagesIn with the target locale).
 */
export const languageHintMessages = defineMessages({
  text: { en: 'This page is also in English.', ar: 'هذه الصفحة متوفرة بالعربية أيضًا.' },
  open: { en: 'Read it in English', ar: 'اقرأها بالعربية' },
  dismiss: { en: 'Dismiss', ar: 'إغلاق' },
});

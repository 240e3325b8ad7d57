import { defineMessages } from '@manzil/i18n';

export const notFoundMessages = defineMessages({
  title: { en: 'Page not found', ar: 'الصفحة غير موجودة' },
  text: {
    en: 'The page you are looking for does not exist or has moved.',
    ar: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.',
  },
  back: { en: 'Back to home', ar: 'العودة إلى الرئيسية' },
});

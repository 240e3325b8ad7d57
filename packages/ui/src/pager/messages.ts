import { defineMessages } from '@manzil/i18n';

export const pagerMessages = defineMessages({
  previous: { en: 'Previous', ar: 'السابق' },
  next: { en: 'Next', ar: 'التالي' },
  previousPage: { en: 'Previous page', ar: 'الصفحة السابقة' },
  nextPage: { en: 'Next page', ar: 'الصفحة التالية' },
  page: { en: 'Page {page}', ar: 'الصفحة {page}' },
  pageOf: { en: 'Page {page} of {pageCount}', ar: 'الصفحة {page} من {pageCount}' },
});

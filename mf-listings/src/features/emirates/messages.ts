import { defineMessages } from '@manzil/i18n';

export const emiratesMessages = defineMessages({
  title: { en: 'Explore Magnificent Emirates', ar: 'استكشف الإمارات الرائعة' },
  loading: { en: 'Loading emirates', ar: 'جارٍ تحميل الإمارات' },
  failed: {
    en: 'Unable to load cities. Please try again later.',
    ar: 'تعذّر تحميل الإمارات. يُرجى المحاولة لاحقاً.',
  },
  retry: { en: 'Retry', ar: 'إعادة المحاولة' },
  empty: { en: 'No cities available at the moment.', ar: 'لا توجد إمارات متاحة حالياً.' },
  pages: { en: 'Emirates pages', ar: 'صفحات الإمارات' },
  previous: { en: 'Previous', ar: 'السابق' },
  next: { en: 'Next', ar: 'التالي' },
  explore: { en: 'Explore →', ar: 'استكشف ←' },
});

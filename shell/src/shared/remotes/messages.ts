import { defineMessages } from '@manzil/i18n';

export const slotMessages = defineMessages({
  loading: { en: 'Loading section', ar: 'جارٍ تحميل القسم' },
  unavailable: { en: 'This section is unavailable right now.', ar: 'هذا القسم غير متاح الآن.' },
  checkConnection: {
    en: 'Please check your connection and try again.',
    ar: 'يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  },
  retry: { en: 'Retry', ar: 'إعادة المحاولة' },
});

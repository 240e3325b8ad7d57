import { defineMessages } from '@manzil/i18n';

export const sobhaMessages = defineMessages({
  subject: { en: 'Sobha', ar: 'شوبا' },
  title: { en: 'Explore Sobha', ar: 'استكشف شوبا' },
  top: { en: 'Top Properties in SOBHA', ar: 'أفضل العقارات في شوبا' },
});

import { defineMessages } from '@manzil/i18n';

export const cardMessages = defineMessages({
  keyFacts: { en: 'Key facts', ar: 'أبرز المواصفات' },
  location: { en: 'Location — {location}', ar: 'الموقع — {location}' },
  priceReduced: { en: 'Price reduced', ar: 'تم تخفيض السعر' },
});

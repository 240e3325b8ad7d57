import { defineMessages } from '@manzil/i18n';

export const featuredMessages = defineMessages({
  eyebrow: { en: 'Just listed', ar: 'أُضيفت حديثاً' },
  heading: { en: 'New on the market', ar: 'جديد في السوق' },
  forSale: { en: 'For sale', ar: 'للبيع' },
  toRent: { en: 'To rent', ar: 'للإيجار' },
  allForSale: { en: 'See all homes for sale', ar: 'عرض كل العقارات للبيع' },
  allToRent: { en: 'See all homes to rent', ar: 'عرض كل العقارات للإيجار' },
  imageAlt: { en: '{name}, {type} in {location}', ar: '{name}، {type} في {location}' },
  viewDetails: { en: 'View details', ar: 'عرض التفاصيل' },
  viewDetailsOf: { en: ' of {name}', ar: ' لـ {name}' },
});

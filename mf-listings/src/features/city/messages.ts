import { defineMessages } from '@manzil/i18n';

export const cityMessages = defineMessages({
  notFoundTitle: { en: 'City Not Found', ar: 'لم نجد هذه الإمارة' },
  notFoundText: { en: 'We could not find an emirate called “{name}”.', ar: 'لم نجد إمارة باسم «{name}».' },
  explore: { en: 'Explore the emirates', ar: 'تصفّح الإمارات' },
  discover: { en: 'Discover {name}', ar: 'اكتشف {name}' },
  areasOf: { en: 'Areas of {name}', ar: 'مناطق {name}' },
  loading: { en: 'Loading...', ar: 'جارٍ التحميل...' },
  noAreas: { en: 'No areas available in {name} yet.', ar: 'لا توجد مناطق متاحة في {name} بعد.' },
  learnMore: { en: 'Learn More', ar: 'اعرف المزيد' },
  learnMoreAbout: { en: 'about {name}', ar: 'عن {name}' },
});

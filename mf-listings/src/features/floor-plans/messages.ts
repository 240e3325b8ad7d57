import { defineMessages } from '@manzil/i18n';

export const floorPlansMessages = defineMessages({
  none: { en: 'No floor plans available', ar: 'لا تتوفر مخططات' },
  count: {
    en: '{count, plural, one {# floor plan} other {# floor plans}}',
    ar: '{count, plural, zero {لا مخططات} one {مخطط واحد} two {مخططان} few {# مخططات} many {# مخططاً} other {# مخطط}}',
  },
  plan: { en: 'Plan {index}', ar: 'المخطط {index}' },
  planOf: { en: 'of {area} (opens in a new tab)', ar: 'في {area} (يُفتح في علامة تبويب جديدة)' },
  eyebrow: { en: 'Plans by area', ar: 'المخططات حسب المنطقة' },
  title: { en: 'Floor Plans', ar: 'المخططات' },
  intro: {
    en: 'The layouts of the developments in every area we cover, by emirate and area. Open a plan to see it full size, or visit the area for its homes, gallery and brochure.',
    ar: 'مخططات المشاريع في كل منطقة نغطيها، حسب الإمارة والمنطقة. افتح أي مخطط لتراه بالحجم الكامل، أو زر المنطقة لتتصفح منازلها وصورها وكتيّبها.',
  },
  loading: { en: 'Loading floor plans...', ar: 'جارٍ تحميل المخططات...' },
  failed: { en: 'The floor plans could not be loaded.', ar: 'تعذّر تحميل المخططات.' },
  retry: { en: 'Retry', ar: 'إعادة المحاولة' },
  emirates: { en: 'Emirates', ar: 'الإمارات' },
});

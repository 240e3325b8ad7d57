import { defineMessages } from '@manzil/i18n';

export const displayMessages = defineMessages({
  settings: { en: 'Currency and units', ar: 'العملة والوحدات' },
  currency: { en: 'Currency', ar: 'العملة' },
  area: { en: 'Area unit', ar: 'وحدة المساحة' },
  apply: { en: 'Apply', ar: 'تطبيق' },
  note: {
    en: 'Prices are set in AED; other currencies are estimates at the agency’s rate.',
    ar: 'الأسعار محددة بالدرهم؛ العملات الأخرى تقديرية بسعر صرف الوكالة.',
  },
});

import { defineMessages } from '@manzil/i18n';

export const rateMessages = defineMessages({
  title: { en: 'Currency rates', ar: 'أسعار صرف العملات' },
  description: {
    en: 'Listings are priced in AED. Visitors who choose another currency see an estimate at these rates, with the date each was set.',
    ar: 'أسعار العقارات بالدرهم. يرى الزوار الذين يختارون عملة أخرى سعراً تقديرياً بهذه الأسعار، مع تاريخ تحديد كل منها.',
  },
  currency: { en: 'Currency', ar: 'العملة' },
  rate: { en: 'AED for 1 {currency}', ar: 'درهم مقابل 1 {currency}' },
  setOn: { en: 'Set on', ar: 'تاريخ التحديد' },
  notSet: { en: 'Not set: prices are not shown in it', ar: 'غير محدد: لا تُعرض الأسعار بها' },
  save: { en: 'Save', ar: 'حفظ' },
  saved: { en: 'Rate of {currency} saved', ar: 'تم حفظ سعر صرف {currency}' },
  failed: { en: 'Could not save the rate', ar: 'تعذر حفظ سعر الصرف' },
  invalid: {
    en: 'Enter a number between {min} and {max}',
    ar: 'أدخل رقماً بين {min} و{max}',
  },
  loadFailed: { en: 'Could not load the currency rates', ar: 'تعذر تحميل أسعار الصرف' },
  loading: { en: 'Loading the rates…', ar: 'جارٍ تحميل الأسعار…' },
});

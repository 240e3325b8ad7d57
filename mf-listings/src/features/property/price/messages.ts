import { defineMessages } from '@manzil/i18n';

export const priceMessages = defineMessages({
  priceReduced: { en: 'Price reduced', ar: 'تم تخفيض السعر' },
  priceHistory: { en: 'Price history', ar: 'سجل السعر' },
  date: { en: 'Date', ar: 'التاريخ' },
  price: { en: 'Price', ar: 'السعر' },
  change: { en: 'Change', ar: 'التغيير' },
  listed: { en: 'Listed', ar: 'تاريخ الإدراج' },
  firstListed: { en: 'First listed', ar: 'أول إدراج' },
  noChanges: {
    en: 'The price has not changed since it was listed on {date}.',
    ar: 'لم يتغير السعر منذ إدراج العقار في {date}.',
  },
  chartLabel: {
    en: 'Chart of the price from {first} to {last}: the table below lists each change.',
    ar: 'رسم بياني للسعر من {first} إلى {last}: يسرد الجدول أدناه كل تغيير.',
  },
  rateOf: { en: 'rate of {date}', ar: 'سعر الصرف بتاريخ {date}' },
  inCurrency: { en: 'Price in {currency}', ar: 'السعر بعملة {currency}' },
});

import { defineMessages } from '@manzil/i18n';

export const similarMessages = defineMessages({
  title: { en: 'Similar homes', ar: 'منازل مشابهة' },
  lead: { en: 'Nearby or of the same kind, at a similar price.', ar: 'قريبة أو من النوع نفسه، وبسعر مماثل.' },
});

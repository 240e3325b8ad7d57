import { defineMessages } from '@manzil/i18n';

export const appMessages = defineMessages({
  skip: { en: 'Skip to content', ar: 'انتقل إلى المحتوى' },
});

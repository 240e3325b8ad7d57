import { defineMessages } from '@manzil/i18n';

export const formFieldMessages = defineMessages({
  optional: { en: ' (optional)', ar: ' (اختياري)' },
  checkFields: {
    en: 'Please check {fields}, then send again.',
    ar: 'يرجى مراجعة {fields}، ثم الإرسال مجدداً.',
  },
  and: { en: '{first} and {last}', ar: '{first} و{last}' },
});

import { OFFICE_HOURS } from '@manzil/contract';
import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

export const contactMessages = defineMessages({
  ...catalogue.contactMessages,
  // The English office hours are the contract's OFFICE_HOURS: one place to change them.
  hoursDaily: { en: OFFICE_HOURS.daily, ar: 'يوميًا من 8:00 صباحًا إلى 9:00 مساءً' },
  hoursWeekly: { en: OFFICE_HOURS.weekly, ar: 'الاثنين - السبت: 8 صباحًا - 9 مساءً' },
});

export const contactFormMessages = defineMessages(catalogue.contactFormMessages);

export const enquirySheetMessages = defineMessages(catalogue.enquirySheetMessages);

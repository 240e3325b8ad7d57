import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

export const propertyMessages = defineMessages(catalogue.propertyMessages);

export const inquiryMessages = defineMessages(catalogue.inquiryMessages);

import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

export const homeActionsMessages = defineMessages(catalogue.homeActionsMessages);

export const compareTrayMessages = defineMessages(catalogue.compareTrayMessages);

import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

export const dashboardMessages = defineMessages(catalogue);

import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

// The year is passed as text: a number argument would be grouped (2,026).
export const footerMessages = defineMessages(catalogue);

import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

export const similarMessages = defineMessages(catalogue);

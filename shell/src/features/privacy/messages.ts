import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

// The date is text, as written in each language.
export const privacyMessages = defineMessages(catalogue);

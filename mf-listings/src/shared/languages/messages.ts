import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

/** The languages agents speak most often in the UAE, by the English name an agent's record lists. */
export const languageNames = defineMessages(catalogue);

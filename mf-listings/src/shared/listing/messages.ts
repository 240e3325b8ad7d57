import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

/** What a buyer reads for each status of a listing, and the notice of one spoken for or gone. */
export const statusMessages = defineMessages(catalogue);

/** The buyer's acknowledgement of an enquiry, in the language of the page they wrote from. */
import { defineMessages } from '@manzil/i18n';
import catalogue from './enquiry-mail-messages.json' with { type: 'json' };

export const acknowledgementMessages = defineMessages(catalogue);

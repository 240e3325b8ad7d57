import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

/** The contact fields' labels (the checks' messages are @manzil/format's, in the page's language). */
export const formMessages = defineMessages(catalogue.formMessages);

export const sharedMessages = defineMessages(catalogue.sharedMessages);

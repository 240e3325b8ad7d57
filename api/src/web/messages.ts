/** Texts the web server writes itself: the busy page and the no-JavaScript forms' own refusals. */
import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

export const busyMessages = defineMessages(catalogue.busyMessages);

// The API's own reason (its schema's words) is English; an Arabic page says which field to check.
export const formPostMessages = defineMessages(catalogue.formPostMessages);

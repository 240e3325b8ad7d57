import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

/** The search form's and results' texts; the values it sends (purpose, type, beds, bands) stay English. */
export const searchMessages = defineMessages(catalogue.searchMessages);

/** The map view's texts. */
export const mapViewMessages = defineMessages(catalogue.mapViewMessages);

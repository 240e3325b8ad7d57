/** The results' layout texts (the phone's List/Map switch) and the map's drawn area. */
import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

export const layoutMessages = defineMessages(catalogue.layoutMessages);

export const drawMessages = defineMessages(catalogue.drawMessages);

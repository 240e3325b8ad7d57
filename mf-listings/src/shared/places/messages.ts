import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

/** The seven emirates' and the two collections' names, by their page slug (the site's fixed list of emirate pages). */
export const emirateNames = defineMessages(catalogue);

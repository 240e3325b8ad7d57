/** The search alerts' mails in the visitor's language: the language of the page they signed up on. */
import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

// The search's name: '2 bed Apartments to rent in Dubai Marina' / 'شقق للإيجار في دبي مارينا، 2 غرف نوم'.
export const alertMailMessages = defineMessages(catalogue);

/** The heads' texts (titles, descriptions, breadcrumbs) in each language; record texts come from
 * contentIn. The English ones are what the pages' tests and search results have always shown. */
import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

// Arabic names the listing's type in its words (a type staff typed themselves stays as typed).
export const headMessages = defineMessages(catalogue);

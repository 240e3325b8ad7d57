import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

export const navbarMessages = defineMessages(catalogue.navbarMessages);

/**
 * The hint offered on a page to a visitor who chose (or whose browser prefers) the other language: shown
 * in that language, so it reads them the page's own texts are not in (messagesIn with the target locale).
 */
export const languageHintMessages = defineMessages(catalogue.languageHintMessages);

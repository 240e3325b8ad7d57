import type { Locale } from '@manzil/contract';
import catalogue from './languages.json' with { type: 'json' };
import { messagesIn } from './intl';
import { defineMessages } from './messages';

/**
 * The languages agents speak most often in the UAE, by the English name an agent's record lists: shown by
 * mf-listings' pages and named in their heads by the server, so both read this one catalogue.
 */
export const languageNames = defineMessages(catalogue);

const isKnown = (name: string): name is keyof typeof languageNames => Object.hasOwn(languageNames, name);

/** A spoken language's name in a language ('french' → 'الفرنسية'); one not listed stays as stored. */
export function languageNameIn(english: string, locale: Locale): string {
  const name = english.trim();
  const key = name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
  return locale !== 'en' && isKnown(key) ? messagesIn(languageNames, locale)(key) : english;
}

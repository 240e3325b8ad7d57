import { useMessages } from '@manzil/i18n';
import { languageNames } from './messages';

const isKnown = (name: string): name is keyof typeof languageNames => Object.hasOwn(languageNames, name);

/** A spoken language's name in the page's language ('French' → 'الفرنسية'); one not listed stays as stored. */
export function useLanguageName(): (english: string) => string {
  const t = useMessages(languageNames);
  return (english) => {
    const name = english.trim();
    const key = name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
    return t.locale !== 'en' && isKnown(key) ? t(key) : english;
  };
}

/** 'English, Arabic' / 'الإنجليزية والعربية': a list joined as the page's language joins it. */
export function joinList(items: readonly string[], locale: string): string {
  if (locale === 'en') return items.join(', ');
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('، ')} و${items.at(-1)}`;
}

import { languageNameIn, useLocale } from '@manzil/i18n';

/** A spoken language's name in the page's language ('French' → 'الفرنسية'); one not listed stays as stored. */
export function useLanguageName(): (english: string) => string {
  const locale = useLocale();
  return (english) => languageNameIn(english, locale);
}

/** 'English, Arabic' / 'الإنجليزية والعربية': a list joined as the page's language joins it. */
export function joinList(items: readonly string[], locale: string): string {
  if (locale === 'en') return items.join(', ');
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('، ')} و${items.at(-1)}`;
}

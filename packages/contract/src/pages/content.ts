import { DEFAULT_LOCALE, type Locale } from './locale';

/**
 * A record's texts in the languages other than English, beside its English fields: `{ ar: { house_name:
 * '…' } }`. A text with no translation is shown in English (contentIn marks it so).
 */
export type Translations<Field extends string> = {
  // 'en' spelled out: DEFAULT_LOCALE is typed Locale, so excluding its type would leave no language.
  [L in Exclude<Locale, 'en'>]?: Partial<Record<Field, string>>;
};

/** A record that may carry translations of some of its fields. */
export type Translatable<Field extends string> = { [K in Field]?: unknown } & {
  translations?: Translations<Field>;
};

/** A text as shown: the words, and `lang` when they are not in the page's language (a fallback to English). */
export interface ShownText {
  text: string;
  lang?: string;
}

/** A record's field in a language: its translation when it has one, else the English text marked `lang="en"`. */
export function contentIn<Field extends string>(
  record: Translatable<Field>,
  field: Field,
  locale: Locale,
): ShownText {
  const english = record[field];
  const englishText = typeof english === 'string' ? english : '';
  if (locale === DEFAULT_LOCALE) return { text: englishText };
  const translations: Partial<Record<Locale, Partial<Record<Field, string>>>> | undefined =
    record.translations;
  const translated = translations?.[locale]?.[field]?.trim();
  if (translated) return { text: translated };
  return englishText ? { text: englishText, lang: 'en' } : { text: '' };
}

/** A list as shown: its items, and `lang` when they are the English fallback. */
export interface ShownList {
  items: string[];
  lang?: string;
}

/**
 * A record's list in a language: its `ar_<field>` list when the page is Arabic and it has items, else the
 * English list, marked `lang="en"` on a page in another language.
 */
export function listIn<Field extends string>(
  record: Partial<Record<Field | `${Exclude<Locale, 'en'>}_${Field}`, string[]>>,
  field: Field,
  locale: Locale,
): ShownList {
  const blankless = (items: string[] | undefined) => (items ?? []).filter((item) => item.trim() !== '');
  const english = blankless(record[field]);
  if (locale === DEFAULT_LOCALE) return { items: english };
  const translated = blankless(record[`${locale}_${field}`]);
  if (translated.length) return { items: translated };
  return english.length ? { items: english, lang: 'en' } : { items: [] };
}

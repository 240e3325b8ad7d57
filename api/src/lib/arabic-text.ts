/**
 * Arabic as a search compares it: the same word written with or without its short vowels (tashkeel)
 * or a stretching tatweel, with any hamza form of alef (أ إ آ ٱ → ا), alef maqsura as ya (ى → ي) and
 * ta marbuta as ha (ة → ه), is the same word, as Arabic search engines read it.
 */

/** Short vowels, shadda, sukun, Quranic marks and the superscript alef. */
const TASHKEEL = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3]/;

export const hasArabic = (text: string): boolean => ARABIC_LETTER.test(text);

/** Arabic text in the one spelling a search compares (other characters kept as they are). */
export function normaliseArabic(text: string): string {
  return text
    .normalize('NFC')
    .replace(TASHKEEL, '')
    .replace(TATWEEL, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

/** A place name as a key: Arabic letters and digits only, normalised ('دُبَيّ مارينا' → 'دبيمارينا'). */
export const arabicKey = (text: string): string => normaliseArabic(text).replace(/[^\u0621-\u064A0-9]/g, '');

/** Each letter a normalised letter stands for in stored text. */
const VARIANTS: Record<string, string> = { ا: '[اأإآٱ]', ي: '[يى]', ه: '[هة]' };
/** What may sit between two letters of a stored word: its short vowels and tatweel. */
const MARKS = '[\\u0610-\\u061A\\u064B-\\u065F\\u0670\\u06D6-\\u06ED\\u0640]*';
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern source that finds an Arabic word in stored text however that text spells it (with
 * vowels, tatweel, any alef form…). Its length grows with the word's, which the search bounds.
 */
export function arabicWordPattern(word: string): string {
  const letters = [...normaliseArabic(word)];
  return letters.map((ch) => VARIANTS[ch] ?? escapeRegExp(ch)).join(MARKS);
}

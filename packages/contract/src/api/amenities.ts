/**
 * The amenities a buyer filters by, each with a stable key (the search's URL and the API say it) and
 * its label in each language. A listing's amenities are typed by staff in English: one that spells a
 * catalogue label (case, spacing and apostrophes aside) is that amenity, shown in the page's language;
 * any other is shown as typed, in English.
 */
import type { Locale } from '../pages/locale';

export const AMENITIES = [
  { key: 'shared-pool', en: 'Shared pool', ar: 'مسبح مشترك' },
  { key: 'private-pool', en: 'Private pool', ar: 'مسبح خاص' },
  { key: 'gym', en: 'Gym', ar: 'نادٍ رياضي' },
  { key: 'covered-parking', en: 'Covered parking', ar: 'موقف سيارات مظلل' },
  { key: 'balcony', en: 'Balcony', ar: 'شرفة' },
  { key: 'private-garden', en: 'Private garden', ar: 'حديقة خاصة' },
  { key: 'security', en: '24-hour security', ar: 'حراسة على مدار الساعة' },
  { key: 'concierge', en: 'Concierge', ar: 'خدمة الكونسيرج' },
  { key: 'play-area', en: 'Children’s play area', ar: 'منطقة لعب للأطفال' },
  { key: 'maids-room', en: 'Maid’s room', ar: 'غرفة خادمة' },
  { key: 'study', en: 'Study', ar: 'غرفة مكتب' },
  { key: 'built-in-wardrobes', en: 'Built-in wardrobes', ar: 'خزائن مدمجة' },
  { key: 'central-ac', en: 'Central air conditioning', ar: 'تكييف مركزي' },
  { key: 'community-park', en: 'Community park', ar: 'حديقة المجتمع' },
  { key: 'private-lift', en: 'Private lift', ar: 'مصعد خاص' },
  { key: 'lift', en: 'Lift', ar: 'مصعد' },
  { key: 'pantry', en: 'Pantry', ar: 'مطبخ صغير' },
  { key: 'fibre-internet', en: 'Fibre internet', ar: 'إنترنت بالألياف الضوئية' },
  { key: 'access-24h', en: '24-hour access', ar: 'دخول على مدار الساعة' },
  { key: 'road-access', en: 'Road access', ar: 'وصول مباشر إلى الطريق' },
  { key: 'utilities-nearby', en: 'Power and water nearby', ar: 'الكهرباء والماء على مقربة' },
  { key: 'freehold', en: 'Freehold title', ar: 'سند تملك حر' },
] as const satisfies readonly ({ key: string } & Record<Locale, string>)[];

export type Amenity = (typeof AMENITIES)[number];
export type AmenityKey = Amenity['key'];
export const AMENITY_KEYS: readonly AmenityKey[] = AMENITIES.map((a) => a.key);

/** How two spellings of an amenity compare: case, spaces and the apostrophe's form aside. */
const fold = (text: string): string => text.trim().toLowerCase().replace(/['’`]/g, '’').replace(/\s+/g, ' ');
const BY_TEXT = new Map<string, Amenity>(AMENITIES.map((a) => [fold(a.en), a]));
const BY_KEY = new Map<string, Amenity>(AMENITIES.map((a) => [a.key, a]));

export const isAmenityKey = (value: string): value is AmenityKey => BY_KEY.has(value);

/** The catalogue's amenity a listing's text names, if any. */
export const amenityOf = (text: string): Amenity | undefined => BY_TEXT.get(fold(text));

/** An amenity's label in a language: the catalogue's, else the staff's text marked English. */
export function amenityLabel(text: string, locale: Locale): { text: string; lang?: 'en' } {
  const amenity = amenityOf(text);
  if (amenity) return { text: amenity[locale] };
  return locale === 'en' ? { text } : { text, lang: 'en' };
}

/** A key's label in a language. */
export const amenityKeyLabel = (key: AmenityKey, locale: Locale): string => BY_KEY.get(key)![locale];

/** The spellings a stored listing may have for an amenity (what the search matches, exactly). */
export function amenitySpellings(key: AmenityKey): string[] {
  const { en } = BY_KEY.get(key)!;
  const straight = en.replace(/’/g, "'");
  return [...new Set([en, straight, en.toLowerCase(), straight.toLowerCase()])];
}

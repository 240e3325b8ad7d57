/**
 * Which texts of each record may be written in Arabic beside English (docs/decisions/0008): a record
 * carries them as `translations.ar.<englishFieldName>` (pages/content.ts). The admin's multipart forms
 * send each as a flat field `ar_<englishFieldName>` ('' clears it), as a form cannot nest.
 */
import type { Translations } from '../pages/content';

export const PROPERTY_TEXT_FIELDS = [
  'house_name',
  'location',
  'address',
  'discription',
  'description',
] as const;
export const AREA_TEXT_FIELDS = ['name', 'discription'] as const;
export const EMIRATE_TEXT_FIELDS = ['name', 'text'] as const;
/** Agents' names may stay Latin; an Arabic spelling is shown on Arabic pages when given. */
export const AGENT_TEXT_FIELDS = ['name'] as const;
export const VR_CARD_TEXT_FIELDS = ['name'] as const;

export type PropertyTextField = (typeof PROPERTY_TEXT_FIELDS)[number];
export type AreaTextField = (typeof AREA_TEXT_FIELDS)[number];
export type EmirateTextField = (typeof EMIRATE_TEXT_FIELDS)[number];
export type AgentTextField = (typeof AGENT_TEXT_FIELDS)[number];
export type VrCardTextField = (typeof VR_CARD_TEXT_FIELDS)[number];

export type PropertyTranslations = Translations<PropertyTextField>;
export type AreaTranslations = Translations<AreaTextField>;
export type EmirateTranslations = Translations<EmirateTextField>;
export type AgentTranslations = Translations<AgentTextField>;
export type VrCardTranslations = Translations<VrCardTextField>;

/** A record's Arabic texts (a generic mapped type TS cannot index by 'ar' itself). */
export const arabicOf = <F extends string>(
  translations: Translations<F> | undefined,
): Partial<Record<F, string>> | undefined =>
  (translations as { ar?: Partial<Record<F, string>> } | undefined)?.ar;

/** The admin form field of a text's Arabic version: `ar_house_name`. */
export const arabicFormField = <F extends string>(field: F): `ar_${F}` => `ar_${field}`;

/**
 * A record's translations kept only where they say something (blank texts dropped, an empty language
 * left out): what is stored and sent, so `{}` never stands for "no Arabic".
 */
export function compactTranslations<F extends string>(
  translations: Translations<F> | undefined,
): Translations<F> | undefined {
  const ar = arabicOf(translations);
  if (!ar) return undefined;
  const kept = Object.fromEntries(
    Object.entries(ar).filter(([, text]) => typeof text === 'string' && text.trim() !== ''),
  ) as Partial<Record<F, string>>;
  return Object.keys(kept).length ? { ar: kept } : undefined;
}

/**
 * A record's Arabic texts (`translations.ar`, contract api/translations.ts) as stored, sent and
 * written: blank texts are never kept, and an admin form changes only the Arabic fields it sends.
 */
import { arabicFormField, arabicOf, compactTranslations, type Translations } from '@manzil/contract';

/** `{ translations }` when the record has any Arabic text, else nothing (the field stays absent). */
export function withTranslations<F extends string>(
  translations: Translations<F> | undefined,
): { translations?: Translations<F> } {
  const kept = compactTranslations(translations);
  return kept ? { translations: kept } : {};
}

/**
 * The translations after a form's `ar_<field>` values: a sent text replaces the stored one ('' removes
 * it), a field not sent keeps its text. Undefined when no Arabic text is left, and `changed` false when
 * the form sent no Arabic field at all (nothing to write).
 */
export function mergeArabicFields<F extends string>(
  stored: Translations<F> | undefined,
  fields: readonly F[],
  form: Partial<Record<string, unknown>>,
): { translations: Translations<F> | undefined; changed: boolean } {
  const ar: Partial<Record<F, string>> = { ...arabicOf(stored) };
  let changed = false;
  for (const field of fields) {
    const value = form[arabicFormField(field)];
    if (typeof value !== 'string') continue;
    changed = true;
    ar[field] = value.trim();
  }
  return { translations: compactTranslations({ ar }), changed };
}

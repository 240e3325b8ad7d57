import { useLocale, useMessages } from '@manzil/i18n';
import { formMessages } from './messages';

/** @manzil/format's check messages (English) by the key of their text here. */
const CHECK_KEYS: Readonly<Record<string, keyof typeof formMessages>> = Object.fromEntries(
  (
    [
      'nameRequired',
      'emailRequired',
      'emailInvalid',
      'phoneRequired',
      'messageRequired',
      'oneEmail',
      'fillAll',
    ] as const
  ).map((key) => [formMessages[key].en, key]),
);

/**
 * The forms' words in the page's language: a field's label, a check's message (the shared checks say
 * theirs in English, the words the spec and the server's answers use) and the refused form's summary.
 */
export function useFormText() {
  const t = useMessages(formMessages);
  const locale = useLocale();
  const check = (message: string): string => {
    const key = CHECK_KEYS[message];
    return key ? t(key) : message;
  };
  const list = (labels: readonly string[]): string => {
    if (labels.length <= 1) return labels.join('');
    const last = labels.at(-1);
    return locale === 'ar'
      ? `${labels.slice(0, -1).join('، ')} و${last}`
      : `${labels.slice(0, -1).join(', ')} and ${last}`;
  };
  return {
    t,
    check,
    summary: (labels: readonly string[]) => t('checkFields', { fields: list(labels) }),
  };
}

import { defineMessages } from '@manzil/i18n';

/** The languages agents speak most often in the UAE, by the English name an agent's record lists. */
export const languageNames = defineMessages({
  English: { en: 'English', ar: 'الإنجليزية' },
  Arabic: { en: 'Arabic', ar: 'العربية' },
  French: { en: 'French', ar: 'الفرنسية' },
  German: { en: 'German', ar: 'الألمانية' },
  Spanish: { en: 'Spanish', ar: 'الإسبانية' },
  Italian: { en: 'Italian', ar: 'الإيطالية' },
  Russian: { en: 'Russian', ar: 'الروسية' },
  Hindi: { en: 'Hindi', ar: 'الهندية' },
  Urdu: { en: 'Urdu', ar: 'الأردية' },
  Persian: { en: 'Persian', ar: 'الفارسية' },
  Farsi: { en: 'Farsi', ar: 'الفارسية' },
  Turkish: { en: 'Turkish', ar: 'التركية' },
  Chinese: { en: 'Chinese', ar: 'الصينية' },
  Mandarin: { en: 'Mandarin', ar: 'الصينية الماندرينية' },
  Portuguese: { en: 'Portuguese', ar: 'البرتغالية' },
  Tagalog: { en: 'Tagalog', ar: 'التاغالوغية' },
  Malayalam: { en: 'Malayalam', ar: 'المالايالامية' },
  Tamil: { en: 'Tamil', ar: 'التاميلية' },
  Bengali: { en: 'Bengali', ar: 'البنغالية' },
  Dutch: { en: 'Dutch', ar: 'الهولندية' },
});

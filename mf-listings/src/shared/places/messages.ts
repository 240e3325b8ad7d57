import { defineMessages } from '@manzil/i18n';

/** The seven emirates' and the two collections' names, by their page slug (the site's fixed list of emirate pages). */
export const emirateNames = defineMessages({
  'abu-dhabi': { en: 'Abu Dhabi', ar: 'أبوظبي' },
  dubai: { en: 'Dubai', ar: 'دبي' },
  sharjah: { en: 'Sharjah', ar: 'الشارقة' },
  ajman: { en: 'Ajman', ar: 'عجمان' },
  'umm-al-quwain': { en: 'Umm Al Quwain', ar: 'أم القيوين' },
  'ras-al-khaimah': { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' },
  fujairah: { en: 'Fujairah', ar: 'الفجيرة' },
  'international-projects': { en: 'International Projects', ar: 'مشاريع دولية' },
  'penthouses-and-luxury-villas': { en: 'Penthouses And Luxury Villas', ar: 'بنتهاوس وفلل فاخرة' },
});

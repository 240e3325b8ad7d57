import { defineMessages } from '@manzil/i18n';

export const homeActionsMessages = defineMessages({
  save: { en: 'Save {name}', ar: 'حفظ {name}' },
  savedTitle: {
    en: 'Saved: press to remove from your saved homes',
    ar: 'محفوظ: اضغط لإزالته من العقارات المحفوظة',
  },
  saveTitle: { en: 'Save this home', ar: 'احفظ هذا العقار' },
  savedFull: {
    en: 'Your saved homes are full. <link>Remove one</link> to save this home.',
    ar: 'قائمة العقارات المحفوظة ممتلئة. <link>أزِل عقاراً</link> لحفظ هذا العقار.',
  },
  compare: { en: 'Compare {name}', ar: 'قارن {name}' },
  compareFull: {
    en: 'You can compare up to {max, select, 4 {four} other {{max}}} homes. <link>Open the comparison</link> and remove one first.',
    ar: 'يمكنك مقارنة {max} عقارات كحد أقصى. <link>افتح المقارنة</link> وأزِل عقاراً أولاً.',
  },
  comparing: { en: 'Comparing', ar: 'قيد المقارنة' },
  compareButton: { en: 'Compare', ar: 'قارن' },
});

export const compareTrayMessages = defineMessages({
  tray: { en: 'Homes to compare', ar: 'عقارات للمقارنة' },
  count: {
    en: '{count, plural, one {# home} other {# homes}} of {max}',
    ar: '{count, plural, zero {لا عقارات} one {عقار واحد} two {عقاران} few {# عقارات} many {# عقاراً} other {# عقار}} من {max}',
  },
  open: { en: 'Compare ({count})', ar: 'قارن ({count})' },
  remove: { en: 'Remove {name} from the comparison', ar: 'أزِل {name} من المقارنة' },
  hide: { en: 'Hide the homes to compare', ar: 'إخفاء العقارات المراد مقارنتها' },
  show: { en: 'Show the homes to compare', ar: 'إظهار العقارات المراد مقارنتها' },
  addOne: { en: 'Add another home to compare it', ar: 'أضف عقاراً آخر لمقارنته' },
});

import { defineMessages } from '@manzil/i18n';

export const savedMessages = defineMessages({
  remove: { en: 'Remove {name} from saved homes', ar: 'إزالة {name} من المنازل المحفوظة' },
  removeText: { en: 'Remove from saved homes', ar: 'إزالة من المحفوظات' },
  count: {
    en: '{count, plural, one {# saved home} other {# saved homes}}',
    ar: '{count, plural, zero {لا منازل محفوظة} one {منزل محفوظ واحد} two {منزلان محفوظان} few {# منازل محفوظة} many {# منزلاً محفوظاً} other {# منزل محفوظ}}',
  },
  sold: { en: 'This home has been sold.', ar: 'بيع هذا المنزل.' },
  let: { en: 'This home has been let.', ar: 'أُجّر هذا المنزل.' },
  eyebrow: { en: 'Kept on this device', ar: 'محفوظة على هذا الجهاز' },
  title: { en: 'Saved homes', ar: 'المنازل المحفوظة' },
  intro: {
    en: 'The homes you saved with the heart, with their latest price and status. They are kept in this browser only: no account, nothing sent to us.',
    ar: 'المنازل التي حفظتها بالضغط على القلب، بآخر سعر وحالة لكل منها. تُحفظ في هذا المتصفح فقط: دون حساب، ولا يُرسل إلينا شيء.',
  },
  loading: { en: 'Loading your saved homes...', ar: 'جارٍ تحميل منازلك المحفوظة...' },
  failed: { en: 'Your saved homes could not be loaded.', ar: 'تعذّر تحميل منازلك المحفوظة.' },
  emptyTitle: { en: 'No saved homes yet', ar: 'لا منازل محفوظة بعد' },
  emptyText: {
    en: 'Press the heart on any home you like and it will wait for you here, with its latest price, so you can come back to it or compare it with others.',
    ar: 'اضغط على القلب في أي منزل يعجبك وستجده هنا بآخر سعر له، لتعود إليه أو تقارنه بغيره.',
  },
  find: { en: 'Find homes', ar: 'ابحث عن منازل' },
  compare: { en: 'Compare homes side by side', ar: 'قارن المنازل جنباً إلى جنب' },
});

import { defineMessages } from '@manzil/i18n';

/** The "Recently viewed" strip (RecentlyViewed.tsx). */
export const recentlyViewedMessages = defineMessages({
  heading: { en: 'Recently viewed', ar: 'شاهدتها مؤخراً' },
  clear: { en: 'Clear', ar: 'مسح' },
  clearLabel: { en: 'Clear the homes you viewed', ar: 'امسح المنازل التي شاهدتها' },
  note: { en: 'Kept on this device only.', ar: 'محفوظة على هذا الجهاز فقط.' },
});

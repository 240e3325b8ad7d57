import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

/** The "Recently viewed" strip (RecentlyViewed.tsx). */
export const recentlyViewedMessages = defineMessages(catalogue);

import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

/** The 3dspace page's texts (its showcases' and claims' too: vrLinks.ts names them by key). */
export const vrMessages = defineMessages(catalogue);

export type VrText = keyof typeof vrMessages;

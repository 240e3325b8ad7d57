import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

/** `kind` names what the gallery holds: 'photo' or 'floorPlan'. */
export const galleryMessages = defineMessages(catalogue);

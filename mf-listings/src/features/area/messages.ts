import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

export const areaMessages = defineMessages(catalogue.areaMessages);

/** The area guide's market figures (AreaFigures.tsx). */
export const figuresMessages = defineMessages(catalogue.figuresMessages);

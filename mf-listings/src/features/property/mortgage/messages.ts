import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

/** The rules, fees and sources the estimate is made of (mortgage.ts, fields.ts). */
export const mortgageMessages = defineMessages(catalogue.mortgageMessages);

/** The calculator's and its section's own words. */
export const calculatorMessages = defineMessages(catalogue.calculatorMessages);

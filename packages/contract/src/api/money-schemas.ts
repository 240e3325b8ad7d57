/** zod schemas of the currency rates and the display choice (money.ts). */
import { z } from 'zod';
import { AREA_UNITS, CURRENCIES, DISPLAY_CURRENCIES, RATE_MAX, RATE_MIN } from './money';

/** `/api/admin/currency-rates/:currency`. */
export const currencyParamSchema = z.strictObject({
  currency: z.enum(CURRENCIES, `must be one of ${CURRENCIES.join(', ')}`),
});

/** PUT `/api/admin/currency-rates/:currency`: dirhams for one unit of the currency. */
export const currencyRateBodySchema = z.strictObject({
  aedPerUnit: z
    .number('must be a number')
    .finite('must be a number')
    .min(RATE_MIN, `must be at least ${RATE_MIN}`)
    .max(RATE_MAX, `must be at most ${RATE_MAX}`),
});
export type CurrencyRateInput = z.infer<typeof currencyRateBodySchema>;

/** GET `/api/display-prefs`: the pickers' form (a GET form works without JavaScript). `back` is the
 * page to return to: a path of this site (checked by the route), bounded. */
export const displayPrefsQuerySchema = z.strictObject({
  currency: z.enum(DISPLAY_CURRENCIES as [string, ...string[]], 'must be a known currency'),
  area: z.enum(AREA_UNITS, `must be one of ${AREA_UNITS.join(', ')}`),
  back: z.string().max(2_000).optional(),
});

/**
 * The agency's currency rates, mounted at `/admin`, for the owner and admins: `GET currency-rates`
 * (each with who set it) and `PUT currency-rates/:currency` (validated, audited). The public reads
 * them at `/api/currency-rates`, without names.
 */
import { Hono } from 'hono';
import type { AdminCurrencyRatesResponse } from '@manzil/contract';
import { currencyParamSchema, currencyRateBodySchema } from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { diffFields, recordAudit } from '../db/audit';
import { listCurrencyRates, setCurrencyRate, toCurrencyRate } from '../db/currency-rates';
import { valid } from '../lib/validate';
import { requireAdmin, requireManager, type AdminEnv } from '../middleware/auth';

export function adminCurrencyRateRoutes(deps: ApiDeps) {
  const db = deps.db.db;
  const auth = requireAdmin(db, deps.keys.session);
  return new Hono<AdminEnv>()
    .get('/currency-rates', auth, requireManager, async (c) => {
      const body: AdminCurrencyRatesResponse = { rates: (await listCurrencyRates(db)).map(toCurrencyRate) };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .put(
      '/currency-rates/:currency',
      auth,
      requireManager,
      valid('param', currencyParamSchema),
      valid('json', currencyRateBodySchema),
      async (c) => {
        const { currency } = c.req.valid('param');
        const { before, after } = await setCurrencyRate(db, currency, c.req.valid('json').aedPerUnit);
        await recordAudit(db, {
          target: 'rate',
          targetId: after._id,
          label: currency,
          action: before ? 'update' : 'create',
          actor: c.get('admin').username,
          changes: diffFields(before ? { aedPerUnit: before.aedPerUnit } : null, {
            aedPerUnit: after.aedPerUnit,
          }),
        }).catch((err: unknown) => console.error('[api] could not record the audit of a rate:', err));
        return c.json({ rate: toCurrencyRate(after) });
      },
    );
}

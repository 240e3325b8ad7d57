/** The agency's currency rates (AED per unit), one record per currency, each with when it was set. */
import { ObjectId, type Db } from 'mongodb';
import { CURRENCIES, type Currency, type CurrencyRate } from '@manzil/contract';
import { collections, type CurrencyRateDoc } from './collections';
import { changingContent } from './content-version';

export const toCurrencyRate = (d: CurrencyRateDoc): CurrencyRate => ({
  currency: d.currency,
  aedPerUnit: d.aedPerUnit,
  setAt: d.setAt.toISOString(),
});

/** Every rate set, in the picker's order (at most one per currency: bounded by CURRENCIES). */
export async function listCurrencyRates(db: Db): Promise<CurrencyRateDoc[]> {
  const docs = await collections(db).currencyRates.find({}).limit(CURRENCIES.length).toArray();
  return docs.sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency));
}

/** Sets one currency's rate; answers the record before (null when new) and after. Pages show rates:
 * the write changes the content version, so no cached page keeps the old one. */
export async function setCurrencyRate(
  db: Db,
  currency: Currency,
  aedPerUnit: number,
): Promise<{ before: CurrencyRateDoc | null; after: CurrencyRateDoc }> {
  const rates = collections(db).currencyRates;
  const before = await rates.findOne({ currency });
  const after: CurrencyRateDoc = {
    _id: before?._id ?? new ObjectId(),
    currency,
    aedPerUnit,
    setAt: new Date(),
  };
  await changingContent(db, () => rates.replaceOne({ currency }, after, { upsert: true }));
  return { before, after };
}

/**
 * A listing's price history, from the audit of admins' price changes (audit.ts): the first listed
 * price and date, then each change, oldest first. One read (index `target_at`). Who changed it is the
 * staff's business: the public answer holds dates and prices only.
 */
import type { Db } from 'mongodb';
import { PRICE_HISTORY_MAX, type PricePoint } from '@manzil/contract';
import { collections, type PropertyDoc } from './collections';

const priceOf = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : undefined;
};

export async function findPriceHistory(db: Db, property: PropertyDoc): Promise<PricePoint[]> {
  const entries = await collections(db)
    .audit.find(
      { target: 'property', targetId: property._id, action: 'update', 'changes.field': 'price' },
      { projection: { at: 1, changes: 1 } },
    )
    .sort({ at: -1, _id: -1 })
    .limit(PRICE_HISTORY_MAX)
    .toArray();
  const changes = entries.reverse().flatMap((entry) => {
    const change = entry.changes.find((c) => c.field === 'price');
    return change ? [{ at: entry.at, from: priceOf(change.from), to: priceOf(change.to) }] : [];
  });
  const points: PricePoint[] = [];
  // The first price is the one before the oldest change kept (or today's, never changed).
  const first = changes.length > 0 ? changes[0]!.from : priceOf(String(property.price ?? ''));
  if (first) points.push({ at: property.createdAt.toISOString(), price: first });
  for (const change of changes)
    // A price taken off ('price on request') is no point on the chart.
    if (change.to && change.to !== points.at(-1)?.price)
      points.push({ at: change.at.toISOString(), price: change.to });
  return points;
}

/**
 * An area guide's market figures from the area's listings (the same read as the area page's listings,
 * so a page render reads nothing more for them): medians of asking prices, counts, and a trend by
 * listing month. Pure: the listings and the date in, the figures out.
 */
import {
  AREA_TREND_MONTHS,
  AREA_TREND_WINDOW,
  MIN_LISTINGS_FOR_MEDIAN,
  type AreaFigures,
  type MedianOf,
} from '@manzil/contract';
import type { PropertyDoc } from './collections';

type Listing = Pick<
  PropertyDoc,
  'for' | 'price' | 'area' | 'house_type' | 'bedrooms' | 'status' | 'createdAt'
>;

// Dubai keeps UTC+4 all year: a listing's month is the month on the agency's calendar.
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

/** The median of the values, rounded to the dirham; null below the minimum. */
export function medianOf(values: readonly number[]): MedianOf {
  const count = values.length;
  if (count < MIN_LISTINGS_FOR_MEDIAN) return { median: null, count };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = count >> 1;
  const median = count % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median: Math.round(median), count };
}

const onMarket = (l: Listing) => l.status !== 'sold' && l.status !== 'rented';
const priced = (l: Listing): l is Listing & { price: number } => typeof l.price === 'number' && l.price > 0;
const perSqft = (l: Listing & { price: number }): number | null =>
  typeof l.area === 'number' && l.area > 0 ? l.price / l.area : null;

/** `YYYY-MM` of a date, `back` months before it, on Dubai's calendar. */
function monthOf(date: Date, back = 0): string {
  const local = new Date(date.getTime() + DUBAI_OFFSET_MS);
  const d = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

function grouped<K>(
  items: readonly Listing[],
  keyOf: (l: Listing) => K,
  value: (l: Listing) => number | null,
) {
  const groups = new Map<K, number[]>();
  for (const item of items) {
    const v = value(item);
    if (v === null) continue;
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(v);
    else groups.set(key, [v]);
  }
  return groups;
}

export function computeAreaFigures(listings: readonly Listing[], now: Date): AreaFigures {
  const market = listings.filter(onMarket);
  const sale = market.filter((l) => l.for === 'Buy');
  const rent = market.filter((l) => l.for === 'Rent');
  const sqftOf = (l: Listing) => (priced(l) ? perSqft(l) : null);
  // A rent is stored per month: the guide shows the yearly figure Dubai leases are quoted in.
  const yearlyOf = (l: Listing) => (priced(l) ? l.price * 12 : null);

  const byType = grouped(sale, (l) => l.house_type, sqftOf);
  const byBeds = grouped(rent, (l) => l.bedrooms, yearlyOf);
  // Every listing for sale ever listed in a month counts for its month, sold since or not: it was
  // the market then.
  const byMonth = grouped(
    listings.filter((l) => l.for === 'Buy'),
    (l) => monthOf(l.createdAt),
    sqftOf,
  );

  const trend = Array.from({ length: AREA_TREND_MONTHS }, (_, i) => {
    const back = AREA_TREND_MONTHS - 1 - i;
    const window = Array.from(
      { length: AREA_TREND_WINDOW },
      (_, w) => byMonth.get(monthOf(now, back + w)) ?? [],
    );
    return { month: monthOf(now, back), ...medianOf(window.flat()) };
  });

  return {
    forSale: sale.length,
    forRent: rent.length,
    salePerSqft: [...byType]
      .map(([type, values]) => ({ type, ...medianOf(values) }))
      .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type)),
    rentYearly: medianOf(rent.map(yearlyOf).filter((v) => v !== null)),
    rentYearlyByBeds: [...byBeds]
      .map(([beds, values]) => ({ beds, ...medianOf(values) }))
      .sort((a, b) => a.beds - b.beds),
    trend,
  };
}

/**
 * When each demo listing was listed and last changed, as days before the first start (the API turns
 * them into dates then): spread over the past five to eight months as an agency's book grows, so
 * 'Added On', the 'newest' sort and the home page's 'New on the market' row read like a real one.
 * Deterministic, and within an area in the seed's order, so an area page (oldest first) keeps it.
 */
import type { ListingStatus } from '@manzil/contract';

export interface ListingAge {
  /** Days before the first start it was listed (≥ 1). */
  listedDaysAgo: number;
  /** Days before the first start it last changed (≤ listedDaysAgo, ≥ 0). */
  updatedDaysAgo: number;
}

/** Listed `listedDaysAgo` days ago; a home off the market or under offer changed status since, and
 * every third one still available had its price revised. */
function ageOf(listedDaysAgo: number, status: ListingStatus, index: number): ListingAge {
  const changed = status !== 'available' || index % 3 === 2;
  // Some days after it was listed, and never on the day of the first start itself.
  const after = Math.min(5 + ((index * 17) % 45), Math.floor(listedDaysAgo / 2));
  return { listedDaysAgo, updatedDaysAgo: changed ? listedDaysAgo - after : listedDaysAgo };
}

/**
 * The ages of listings given by their area key and status, in seed order. Each area's listings are
 * spaced evenly over its own span (150–239 days) and end a few days before the first start, each area
 * on a different day, so the newest listings of the site come from different areas.
 */
export function listingAges(listings: readonly { area: string; status: ListingStatus }[]): ListingAge[] {
  const areas = [...new Set(listings.map((l) => l.area))];
  const counts = new Map<string, number>();
  for (const l of listings) counts.set(l.area, (counts.get(l.area) ?? 0) + 1);
  const seen = new Map<string, number>();
  return listings.map((l, index) => {
    const a = areas.indexOf(l.area);
    const n = counts.get(l.area)!;
    const k = seen.get(l.area) ?? 0;
    seen.set(l.area, k + 1);
    const span = 150 + ((a * 23) % 90);
    const newest = 1 + ((a * 5) % 12);
    return ageOf(newest + Math.round(((n - 1 - k) * span) / n), l.status, index);
  });
}

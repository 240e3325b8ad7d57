import { describe, expect, it } from 'vitest';
import { MIN_LISTINGS_FOR_MEDIAN } from '@manzil/contract';
import { computeAreaFigures, medianOf } from './area-figures';

const now = new Date('2026-12-15T10:00:00Z');
const listing = (over: Record<string, unknown>) =>
  ({
    for: 'Buy',
    price: 1_000_000,
    area: 1_000,
    house_type: 'Apartment',
    bedrooms: 1,
    status: 'available',
    createdAt: new Date('2026-12-01T10:00:00Z'),
    ...over,
  }) as Parameters<typeof computeAreaFigures>[0][number];

describe('area figures', () => {
  it('a median needs MIN_LISTINGS_FOR_MEDIAN values; an even count takes the middle two', () => {
    expect(medianOf([1, 2].slice(0, MIN_LISTINGS_FOR_MEDIAN - 1))).toEqual({ median: null, count: 2 });
    expect(medianOf([3, 1, 2])).toEqual({ median: 2, count: 3 });
    expect(medianOf([4, 1, 3, 2])).toEqual({ median: 3, count: 4 });
  });

  it('per sqft by type for sale, yearly rent by beds, counts of homes on the market', () => {
    const figures = computeAreaFigures(
      [
        listing({ price: 1_000_000 }),
        listing({ price: 2_000_000 }),
        listing({ price: 3_000_000 }),
        listing({ price: 9_000_000, status: 'sold' }),
        listing({ house_type: 'Villa', price: 5_000_000, area: 2_500 }),
        listing({ for: 'Rent', price: 10_000, bedrooms: 2 }),
        listing({ for: 'Rent', price: 12_000, bedrooms: 2 }),
        listing({ for: 'Rent', price: 14_000, bedrooms: 2 }),
        listing({ for: 'Rent', price: 8_000, bedrooms: 0 }),
        listing({ for: 'Rent', price: undefined, bedrooms: 0 }),
      ],
      now,
    );
    expect(figures.forSale).toBe(4);
    expect(figures.forRent).toBe(5);
    expect(figures.salePerSqft).toEqual([
      { type: 'Apartment', median: 2_000, count: 3 },
      { type: 'Villa', median: null, count: 1 },
    ]);
    expect(figures.rentYearly).toEqual({ median: 132_000, count: 4 });
    expect(figures.rentYearlyByBeds).toEqual([
      { beds: 0, median: null, count: 1 },
      { beds: 2, median: 144_000, count: 3 },
    ]);
  });

  it('the trend: twelve months to this one (Dubai time), each the median of its three months, sold homes included', () => {
    const figures = computeAreaFigures(
      [
        listing({ price: 1_000_000, createdAt: new Date('2026-10-05T00:00:00Z') }),
        listing({ price: 1_200_000, createdAt: new Date('2026-11-05T00:00:00Z'), status: 'sold' }),
        // 22:00 UTC on 30 November is 1 December in Dubai.
        listing({ price: 1_400_000, createdAt: new Date('2026-11-30T22:00:00Z') }),
      ],
      now,
    );
    expect(figures.trend).toHaveLength(12);
    expect(figures.trend[0]!.month).toBe('2026-01');
    expect(figures.trend.at(-1)).toEqual({ month: '2026-12', median: 1_200, count: 3 });
    expect(figures.trend.at(-2)).toEqual({ month: '2026-11', median: null, count: 2 });
  });
});

import { PAGES, PRICE_RANGES } from '@manzil/contract';
import {
  criteriaFromQuery,
  criteriaToQuery,
  DEFAULT_CRITERIA,
  normalisePrice,
  priceRangesFor,
  QUERY_KEYS,
  hasMoreFilters,
  bandBounds,
} from './criteria';

describe('the query keys', () => {
  it('are the search keys the page table gives the home page (its server render and cache keep those only)', () => {
    expect([...Object.values(QUERY_KEYS)].sort()).toEqual([...PAGES.home.search].sort());
  });
});

describe('price ranges', () => {
  it('offers the Buy and Rent lists of the spec, shown in AED', () => {
    expect(priceRangesFor('Buy').map((r) => r.label)).toEqual([
      'Any',
      'Under AED 500K',
      'AED 500K-1M',
      'AED 1M-2M',
      'AED 2M+',
    ]);
    expect(priceRangesFor('Rent').map((r) => r.label)).toEqual([
      'Any',
      'Under AED 1K',
      'AED 1K-2K',
      'AED 2K-5K',
      'AED 5K+',
    ]);
  });

  it('keeps the spec boundaries (min inclusive, max exclusive)', () => {
    expect(PRICE_RANGES.Buy[2]).toMatchObject({ min: 500_000, max: 1_000_000 });
    expect(PRICE_RANGES.Rent[4]).toMatchObject({ min: 5_000 });
    expect(PRICE_RANGES.Rent[4]?.max).toBeUndefined();
  });

  it('maps AED labels and the spec $ labels to the AED label of the purpose', () => {
    expect(normalisePrice('Buy', 'AED 1M-2M')).toBe('AED 1M-2M');
    expect(normalisePrice('Buy', '$1M-2M')).toBe('AED 1M-2M');
    expect(normalisePrice('Rent', 'Under $1K')).toBe('Under AED 1K');
  });

  it('maps a range of the other purpose, an unknown label or nothing to the default label', () => {
    expect(normalisePrice('Rent', 'AED 1M-2M')).toBe('Price');
    expect(normalisePrice('Buy', 'cheap')).toBe('Price');
    expect(normalisePrice('Buy', null)).toBe('Price');
  });
});

describe('criteria ↔ URL query', () => {
  it('writes only the purpose for default criteria', () => {
    expect(criteriaToQuery(DEFAULT_CRITERIA).toString()).toBe('purpose=Buy');
  });

  it('round-trips a full search', () => {
    const criteria = {
      ...DEFAULT_CRITERIA,
      purpose: 'Rent' as const,
      location: 'Dubai Marina',
      residential: 'Apartment',
      beds: '2',
      price: 'AED 2K-5K',
    };
    const query = criteriaToQuery(criteria);
    expect(Object.fromEntries(query)).toEqual({
      purpose: 'Rent',
      location: 'Dubai Marina',
      type: 'Apartment',
      beds: '2',
      price: 'AED 2K-5K',
    });
    expect(criteriaFromQuery(new URLSearchParams(query.toString()))).toEqual(criteria);
  });

  it('finds no search in a URL without a purpose', () => {
    expect(criteriaFromQuery(new URLSearchParams(''))).toBeNull();
    expect(criteriaFromQuery(new URLSearchParams('beds=2'))).toBeNull();
  });

  it('replaces values that are not on offer by their defaults', () => {
    expect(
      criteriaFromQuery(new URLSearchParams('purpose=Lease&type=Castle&beds=9&price=AED+5K%2B')),
    ).toEqual({
      ...DEFAULT_CRITERIA,
      // 'AED 5K+' is a Rent range, not a Buy one.
      price: 'Price',
    });
  });

  it('accepts the spec $ labels in shared links and trims long locations', () => {
    const parsed = criteriaFromQuery(
      new URLSearchParams(`purpose=Buy&price=%242M%2B&location=${'x'.repeat(300)}`),
    );
    expect(parsed?.price).toBe('AED 2M+');
    expect(parsed?.location).toHaveLength(120);
  });
});

describe('the filters behind "More filters"', () => {
  it('opens the disclosure when one differs from its default', () => {
    expect(hasMoreFilters(DEFAULT_CRITERIA)).toBe(false);
    expect(hasMoreFilters({ ...DEFAULT_CRITERIA, minBaths: 2 })).toBe(true);
    expect(hasMoreFilters({ ...DEFAULT_CRITERIA, status: 'any' })).toBe(true);
    // The period only matters for rentals.
    expect(hasMoreFilters({ ...DEFAULT_CRITERIA, period: 'year' })).toBe(false);
    expect(hasMoreFilters({ ...DEFAULT_CRITERIA, purpose: 'Rent', period: 'year' })).toBe(true);
  });

  it('maps a preset band onto min/max in the period rents are read in', () => {
    expect(bandBounds(DEFAULT_CRITERIA, 'AED 500K-1M')).toEqual({ minPrice: 500_000, maxPrice: 1_000_000 });
    const rent = { ...DEFAULT_CRITERIA, purpose: 'Rent' as const };
    expect(bandBounds(rent, 'AED 5K+')).toEqual({ minPrice: 5_000 });
    expect(bandBounds({ ...rent, period: 'year' }, 'AED 1K-2K')).toEqual({
      minPrice: 12_000,
      maxPrice: 24_000,
    });
    expect(bandBounds(rent, 'Price')).toEqual({});
  });
});

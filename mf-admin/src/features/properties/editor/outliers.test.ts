import { describe, expect, it } from 'vitest';
import { amount, describeLike, priceWarning, sizeWarning } from './outliers';

const like = { median: 2_500_000, count: 12, describe: '2-bedroom apartments for sale in Downtown Dubai' };

describe('price warnings', () => {
  it('says AED 99 is not a price, for a sale and a rental', () => {
    expect(priceWarning(99, 'Buy', like)).toBe(
      'AED 99 is lower than any sale price in the UAE: enter the full amount in dirhams (2500000 for 2.5 million).',
    );
    expect(priceWarning(500, 'Rent')).toMatch(/^AED 500\/month is lower than any monthly rent/);
  });

  it('compares with the median of like listings, far below and far above', () => {
    expect(priceWarning(600_000, 'Buy', like)).toBe(
      'AED 600,000 is 76% below the median of AED 2,500,000 for 2-bedroom apartments for sale in Downtown Dubai (12 listings). Check the price before saving.',
    );
    expect(priceWarning(9_000_000, 'Buy', like)).toMatch(/^AED 9,000,000 is 3\.6 times the median/);
    expect(priceWarning(2_000_000, 'Buy', like)).toBeNull();
    expect(priceWarning(1_000_001, 'Buy', like)).toBeNull();
    expect(priceWarning(6_250_000, 'Buy', like)).toBeNull();
  });

  it('says nothing from too few listings, or without a price', () => {
    expect(priceWarning(600_000, 'Buy', { ...like, count: 2 })).toBeNull();
    expect(priceWarning(undefined, 'Buy', like)).toBeNull();
  });

  it('reads amounts with thousands separators and refuses letters', () => {
    expect(amount('2,500,000')).toBe(2_500_000);
    expect(amount(' 99 ')).toBe(99);
    expect(amount('2.5m')).toBeUndefined();
    expect(amount('')).toBeUndefined();
    expect(amount('0')).toBeUndefined();
  });
});

describe('size warnings', () => {
  it('says 4 bedrooms do not fit in 300 sqft', () => {
    expect(sizeWarning('Apartment', '4', 300)).toBe(
      '4 bedrooms in 300 sqft leaves 75 sqft a bedroom: check the size (in square feet) and the bedrooms.',
    );
    expect(sizeWarning('Villa', '4', 3200)).toBeNull();
  });

  it('says a studio of 40 sqft is not a home, and never warns about a plot', () => {
    expect(sizeWarning('Apartment', '0', 40)).toMatch(/^40 sqft is smaller than any home/);
    expect(sizeWarning('Apartment', '0', 420)).toBeNull();
    expect(sizeWarning('Land', '4', 100)).toBeNull();
    expect(sizeWarning('Apartment', '4', undefined)).toBeNull();
  });

  it('describes like listings as a person would', () => {
    expect(describeLike('Apartment', 2, 'Buy', 'Downtown Dubai')).toBe(
      '2-bedroom apartments for sale in Downtown Dubai',
    );
    expect(describeLike('Villa', 0, 'Rent', 'Arabian Ranches')).toBe(
      'studio villas for rent in Arabian Ranches',
    );
    expect(describeLike('Land', 0, 'Buy', 'Dubai Hills')).toBe('plots for sale in Dubai Hills');
    expect(describeLike('Commercial', 0, 'Rent', 'Business Bay')).toBe(
      'commercial units for rent in Business Bay',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, readSearchQuery } from '@manzil/contract';
import { messagesIn } from '@manzil/i18n';
import { searchMessages } from './messages';
import { activeFilters } from './activeFilters';

const search = (query: string) => readSearchQuery(new URLSearchParams(query)).query;

describe('activeFilters', () => {
  it('names each filter and links to the search without it, at its first page', () => {
    const filters = activeFilters(
      search(
        'purpose=Buy&location=Dubai&type=Apartment&beds=2&maxPrice=2500000&amenities=gym,balcony&page=3',
      ),
      messagesIn(searchMessages, 'en'),
    );
    expect(filters.map((f) => f.label)).toEqual([
      'Dubai',
      'Apartment',
      'Beds: 2',
      'Up to AED 2,500,000',
      'Gym',
      'Balcony',
    ]);
    expect(filters.find((f) => f.key === 'beds')!.href).toBe(
      '?purpose=Buy&location=Dubai&type=Apartment&maxPrice=2500000&amenities=gym%2Cbalcony',
    );
    expect(filters.find((f) => f.key === 'amenity-gym')!.href).toMatch(/amenities=balcony$/);
  });

  it('has none for a bare search, and speaks Arabic', () => {
    expect(activeFilters({ ...DEFAULT_SEARCH }, messagesIn(searchMessages, 'en'))).toEqual([]);
    const [beds] = activeFilters(search('purpose=Rent&beds=Studio'), messagesIn(searchMessages, 'ar'));
    expect(beds!.label).toBe('الغرف: استوديو');
  });

  it('removes a price band with the bounds it stands for, in one chip', () => {
    const filters = activeFilters(
      search('purpose=Buy&price=AED 1M-2M&minPrice=1000000&maxPrice=2000000'),
      messagesIn(searchMessages, 'en'),
    );
    expect(filters).toHaveLength(1);
    expect(filters[0]!.href).toBe('?purpose=Buy');
  });
});

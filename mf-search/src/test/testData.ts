/** Records shaped like the API's answers, for this feature's tests. */
import type { LocationsResponse, Property } from '@manzil/contract';

export const makeProperty = (overrides: Partial<Property> = {}): Property => ({
  _id: '65a000000000000000000001',
  slug: 'marina-gate-2br',
  house_name: 'Marina Gate 2BR',
  house_type: 'Apartment',
  for: 'Buy',
  bedrooms: 2,
  bathrooms: 3,
  location: 'Dubai Marina',
  discription: 'Sea views. Walk to the tram.',
  price: 1_250_000,
  imageurl: '/images/properties/marina-gate.jpg',
  areaName: 'dubai_marina',
  emirate: 'dubai',
  ...overrides,
});

export const LOCATIONS: LocationsResponse = {
  emirates: [
    {
      name: 'Dubai',
      slug: 'dubai',
      areas: [
        { name: 'Downtown Dubai', slug: 'downtown-dubai', key: 'downtown_dubai' },
        { name: 'Dubai Marina', slug: 'dubai-marina', key: 'dubai_marina' },
      ],
    },
    {
      name: 'Abu Dhabi',
      slug: 'abu-dhabi',
      areas: [{ name: 'Saadiyat Island', slug: 'saadiyat-island', key: 'saadiyat_island' }],
    },
  ],
};

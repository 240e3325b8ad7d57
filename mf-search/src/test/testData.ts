/** Records shaped like the API's answers, for this feature's tests. */
import type { Property } from '@manzil/contract';

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

export { LOCATIONS } from '@manzil/api-client/testing';

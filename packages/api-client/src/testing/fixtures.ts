/** Answers shaped like the API's, that tests of more than one app serve. */
import type { LocationsResponse } from '@manzil/contract';

/** `GET /locations`: two emirates, the first with two areas. */
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

/** Answers shaped like the API's, that tests of more than one app serve. */
import type { LocationsResponse, SiteConfig } from '@manzil/contract';

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

/** `GET /site-config`: the agency's settings (its phone answers for a listing without an agent). */
export const SITE_CONFIG: SiteConfig = {
  brandName: 'Manzil',
  agencyPhone: '971500000000',
  agencyEmail: 'hello@manzil.test',
  officeAddress: '',
  officeAddressAr: null,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: 'OSM',
  licenceNumber: '',
  permitCheckUrl: 'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?khevJujtDig={permit}',
};

/** Records shaped like the API's answers, for component tests. */
import type { AgentProfile, AreaData, HomepageCity, Property } from '@manzil/contract';

export function makeProperty(n: number, overrides: Partial<Property> = {}): Property {
  const id = (0xabc00000 + n).toString(16).padEnd(24, '0');
  return {
    _id: id,
    slug: `tower-${n}`,
    house_name: `Tower ${n}`,
    house_type: 'Apartment',
    for: 'Buy',
    bedrooms: 2,
    bathrooms: 2,
    location: 'Downtown Dubai',
    discription: `Views of the fountain. Near Dubai Mall - five minutes on foot.`,
    price: 1_250_000,
    imageurl: `/images/properties/p-${n}.jpg`,
    areaName: 'downtown_dubai',
    emirate: 'dubai',
    ...overrides,
  };
}

export const makeCities = (count: number): HomepageCity[] =>
  Array.from({ length: count }, (_, i) => ({
    _id: `city${i + 1}`,
    name: i === 0 ? 'Abu-Dhabi' : `City-${i + 1}`,
    image: `/images/emirates/${i + 1}.jpg`,
    text: `About city ${i + 1}`,
  }));

export const areaData: AreaData = {
  name: 'Downtown Dubai',
  discription: 'The heart of the city.',
  neighbourhood: ['Dubai Mall', 'Burj Park'],
  feature: ['Burj Khalifa views'],
  pdf: '/brochures/downtown_dubai.pdf',
  floorplan: ['/images/floorplans/a.png'],
  images: ['https://drive.google.com/file/d/abc123/view', '/images/gallery/b.jpg'],
};

export function makeAgent(
  slug: string,
  name: string,
  languages: string[],
  workAreas: AgentProfile['workAreas'],
  overrides: Partial<AgentProfile> = {},
): AgentProfile {
  return {
    _id: slug.padEnd(24, '0').slice(0, 24),
    slug,
    name,
    photo: `/images/agents/${slug}.jpg`,
    brn: '48213',
    languages,
    areas: workAreas.map((a) => a.key),
    phone: '+971500000101',
    whatsapp: '+971500000101',
    email: `${slug.split('-')[0]}@manzil.test`,
    active: true,
    listingsCount: workAreas.reduce((n, a) => n + a.listings, 0),
    workAreas,
    ...overrides,
  };
}

/** The areas the agents below work in, each named once. */
const AREAS = {
  downtown_dubai: { name: 'Downtown Dubai', emirate: 'dubai' },
  business_bay: { name: 'Business Bay', emirate: 'dubai' },
  dubai_marina: { name: 'Dubai Marina', emirate: 'dubai' },
  saadiyat_island: { name: 'Saadiyat Island', emirate: 'abu-dhabi' },
};

/** An agent's work areas from their listings in each, in that order. */
const worksIn = (listings: Partial<Record<keyof typeof AREAS, number>>): AgentProfile['workAreas'] =>
  Object.entries(listings).map(([key, count]) => ({
    key,
    ...AREAS[key as keyof typeof AREAS],
    listings: count,
  }));

export const AGENTS: AgentProfile[] = [
  makeAgent(
    'layla-haddad',
    'Layla Haddad',
    ['English', 'Arabic', 'French'],
    worksIn({ downtown_dubai: 3, business_bay: 1 }),
  ),
  makeAgent('omar-siddiqui', 'Omar Siddiqui', ['English', 'Urdu'], worksIn({ dubai_marina: 2 })),
  makeAgent(
    'anna-kowalska',
    'Anna Kowalska',
    ['English', 'Polish', 'French'],
    worksIn({ dubai_marina: 1, saadiyat_island: 1 }),
  ),
];

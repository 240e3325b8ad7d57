/** Records shaped like the API's answers, for component tests. */
import type { AreaData, HomepageCity, Property } from '@manzil/contract';

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

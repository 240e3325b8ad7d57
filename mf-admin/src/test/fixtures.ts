/** Builders of the panel's records for tests: each test names what it cares about, the rest is filler. */
import type { CityEntry, Property } from '@manzil/contract';

/** An area entry whose description is derived from its name. */
export const cityEntry = (_id: string, name: string): CityEntry => ({
  _id,
  name,
  discription: `${name} text`,
  imageURL: '/i.jpg',
});

/** A 3-bed villa for sale, its slug made from its name. */
export const testProperty = (
  fields: Pick<Property, '_id' | 'areaName' | 'house_name'> & Partial<Property>,
): Property => ({
  slug: fields.house_name.toLowerCase().replace(/\s+/g, '-'),
  house_type: 'Villa',
  for: 'Buy',
  bedrooms: 3,
  bathrooms: 2,
  location: 'Somewhere',
  discription: 'Nice.',
  imageurl: '/x.jpg',
  emirate: 'dubai',
  ...fields,
});

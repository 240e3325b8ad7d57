/** Data-layer tests: property slugs' uniqueness under concurrent inserts. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { insertProperty, type NewProperty } from './properties';

const t = useTestApp();

const base: NewProperty = {
  areaName: 'dubai_marina',
  emirate: 'dubai',
  house_name: 'Harbour View',
  house_type: 'Apartment',
  for: 'Buy',
  bedrooms: 1,
  bathrooms: 1,
  location: 'Dubai Marina',
  discription: 'x',
  imageurl: '/x.jpg',
};

describe('insertProperty', () => {
  it('gives each same-named property a distinct slug, even when inserted concurrently', async () => {
    const docs = await Promise.all(Array.from({ length: 6 }, () => insertProperty(t.db.db, { ...base })));
    const slugs = docs.map((d) => d.slug).sort();
    expect(slugs).toEqual([
      'harbour-view',
      'harbour-view-2',
      'harbour-view-3',
      'harbour-view-4',
      'harbour-view-5',
      'harbour-view-6',
    ]);
  });
});

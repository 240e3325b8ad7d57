import { describe, expect, it } from 'vitest';
import { SAVED_HOMES_MAX, type PropertiesBySlugsResponse } from '@manzil/contract';
import { call, json, useTestApp } from '../../test/helpers';
import { insertProperty } from '../db/properties';

const t = useTestApp();

const add = (name: string, status?: 'sold') =>
  insertProperty(t.db.db, {
    house_name: name,
    house_type: 'Apartment',
    for: 'Buy',
    bedrooms: 1,
    bathrooms: 1,
    location: 'Test',
    discription: 'A test home.',
    imageurl: '/images/properties/p-01.jpg',
    areaName: 'downtown_dubai',
    emirate: 'dubai',
    price: 1_000_000,
    ...(status ? { status } : {}),
  });

const bySlugs = (query: string) => call(t.app, 'GET', `/api/properties/by-slugs?${query}`);

describe('GET /api/properties/by-slugs', () => {
  it('answers the listings that still exist, fresh (a sold one says so), in the order asked', async () => {
    const first = await add('Saved Test One');
    const sold = await add('Saved Test Sold', 'sold');
    const res = await bySlugs(`slugs=${sold.slug},no-such-home,${first.slug.toUpperCase()},${sold.slug}`);
    expect(res.status).toBe(200);
    const { data } = await json<PropertiesBySlugsResponse>(res);
    expect(data.map((p) => [p.house_name, p.status])).toEqual([
      ['Saved Test Sold', 'sold'],
      ['Saved Test One', 'available'],
    ]);
  });

  it(`refuses more than ${SAVED_HOMES_MAX} slugs, none, markup, or another parameter`, async () => {
    const many = Array.from({ length: SAVED_HOMES_MAX + 1 }, (_, i) => `home-${i}`).join(',');
    expect((await bySlugs(`slugs=${many}`)).status).toBe(400);
    // Repeats count once, so the bound is on distinct homes.
    expect(
      (
        await bySlugs(
          `slugs=${Array(SAVED_HOMES_MAX + 5)
            .fill('a')
            .join(',')}`,
        )
      ).status,
    ).toBe(200);
    // A query past any list's length is refused before it is split (by the server's URL limit or the schema).
    expect([400, 414]).toContain((await bySlugs(`slugs=${'a,'.repeat(SAVED_HOMES_MAX * 200)}`)).status);
    expect((await bySlugs('slugs=')).status).toBe(400);
    expect((await bySlugs('slugs=%3Cscript%3E')).status).toBe(400);
    expect((await bySlugs('slugs=a&x=1')).status).toBe(400);
    expect((await bySlugs('')).status).toBe(400);
  });
});

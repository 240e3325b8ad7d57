import { describe, expect, it } from 'vitest';
import type { PriceMedianResponse } from '@manzil/contract';
import { call, json, loginToken, useTestApp } from '../../test/helpers';
import { collections } from '../db/collections';
import { insertProperty, type NewProperty } from '../db/properties';

const t = useTestApp();

const like = (price: number | undefined, over: Partial<NewProperty> = {}): NewProperty => ({
  house_name: `Median test ${price}`,
  house_type: 'Apartment',
  for: 'Buy',
  bedrooms: 2,
  bathrooms: 2,
  location: 'Median Court',
  discription: 'Median test.',
  imageurl: '/images/placeholder.webp',
  areaName: 'median_test_area',
  emirate: 'dubai',
  ...(price === undefined ? {} : { price }),
  ...over,
});

const medianUrl = (q: Record<string, string>) => `/api/admin/price-median?${new URLSearchParams(q)}`;
const query = { areaName: 'median_test_area', for: 'Buy', house_type: 'apartment', bedrooms: '2' };

describe('GET /api/admin/price-median', () => {
  it('answers the median of the priced listings like one, without the one being edited', async () => {
    const token = await loginToken(t.app);
    const empty = await call(t.app, 'GET', medianUrl(query), { token });
    expect(empty.status).toBe(200);
    expect((await json<PriceMedianResponse>(empty)).data).toEqual({ median: null, count: 0 });

    const db = t.db.db;
    const [a] = await Promise.all([
      insertProperty(db, like(1_000_000)),
      insertProperty(db, like(2_000_000)),
      insertProperty(db, like(3_000_000)),
      insertProperty(db, like(9_000_000)),
      // Unpriced, another purpose, another type, other beds, another area: none counts.
      insertProperty(db, like(undefined)),
      insertProperty(db, like(50_000, { for: 'Rent' })),
      insertProperty(db, like(100, { house_type: 'Villa' })),
      insertProperty(db, like(100, { bedrooms: 3 })),
      insertProperty(db, like(100, { areaName: 'elsewhere' })),
    ]);
    const even = await json<PriceMedianResponse>(await call(t.app, 'GET', medianUrl(query), { token }));
    expect(even.data).toEqual({ median: 2_500_000, count: 4 });
    const odd = await json<PriceMedianResponse>(
      await call(t.app, 'GET', medianUrl({ ...query, exclude: a!._id.toHexString() }), { token }),
    );
    expect(odd.data).toEqual({ median: 3_000_000, count: 3 });
  });

  it('has an index whose keys are the question and then the price', async () => {
    const indexes = await collections(t.db.db).properties.indexes();
    const index = indexes.find((i) => i.name === 'area_purpose_type_beds_price');
    expect(index?.key).toEqual({ areaName: 1, for: 1, house_type: 1, bedrooms: 1, price: 1 });
  });

  it('refuses a visitor and a malformed question', async () => {
    expect((await call(t.app, 'GET', medianUrl(query))).status).toBe(401);
    const token = await loginToken(t.app);
    for (const bad of [
      { ...query, bedrooms: '-3' },
      { ...query, for: 'Lease' },
      { ...query, exclude: 'not-an-id' },
      { ...query, $where: '1' },
      { ...query, areaName: 'x'.repeat(500) },
    ]) {
      const res = await call(t.app, 'GET', medianUrl(bad), { token });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });
});

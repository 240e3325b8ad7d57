/** GET /api/search/points: the results map's markers, on the fixture seed. */
import { describe, expect, it } from 'vitest';
import { ObjectId } from 'mongodb';
import { MAP_POINTS_MAX, type MapPointsResponse, type SearchPageResponse } from '@manzil/contract';
import { call, json, useTestApp } from '../../test/helpers';
import { collections, type PropertyDoc } from '../db/collections';

const t = useTestApp();

async function points(query: string): Promise<{ status: number; body: MapPointsResponse }> {
  const res = await call(t.app, 'GET', `/api/search/points?${query}`);
  return { status: res.status, body: await json<MapPointsResponse>(res) };
}

const names = (body: MapPointsResponse) => body.points.map((p) => p.title);

describe('GET /api/search/points', () => {
  it('gives every match of the search (all pages), only the fields a marker needs', async () => {
    const { status, body } = await points('purpose=Buy&page=2&sort=newest&view=map');
    expect(status).toBe(200);
    // The same homes as the list's search, over all its pages, cheapest first.
    const list = await json<SearchPageResponse>(await call(t.app, 'GET', '/api/search?purpose=Buy'));
    expect(body.total).toBe(list.total);
    expect(names(body)).toEqual(list.items.map((p) => p.house_name));
    expect(body.capped).toBe(false);
    const opera = body.points.find((p) => p.title === 'Opera Grand');
    expect(opera).toEqual({
      slug: 'opera-grand',
      lat: 25.19,
      lng: 55.27,
      price: 1_500_000,
      purpose: 'Buy',
      title: 'Opera Grand',
      cover: '/images/properties/p-01.jpg',
      beds: 2,
      size: 1600,
    });
    // No price: no price field (the card says "Inquire for price").
    expect(body.points.find((p) => p.title === 'Inquire Tower')).not.toHaveProperty('price');
  });

  it('applies the filters, and the map area (bbox) to both the points and the list', async () => {
    const properties = collections(t.db.db).properties;
    await properties.updateOne({ house_name: 'Palm Villa' }, { $set: { lat: 25.11, lon: 55.14 } });
    await properties.updateOne({ house_name: 'Opera Grand' }, { $unset: { lat: '', lon: '' } });
    try {
      expect(names((await points('purpose=Buy&minBeds=4')).body)).toEqual([
        'Saadiyat Beach Villa',
        'Palm Villa',
      ]);
      // Palm Villa is moved to the Palm, the rest stay in Downtown (Opera Grand has no coordinates now).
      const palm = '55.10,25.08,55.18,25.14';
      expect(names((await points(`purpose=Buy&bbox=${palm}`)).body)).toEqual(['Palm Villa']);
      const list = await json<SearchPageResponse>(
        await call(t.app, 'GET', `/api/search?purpose=Buy&bbox=${palm}`),
      );
      expect(list.items.map((p) => p.house_name)).toEqual(['Palm Villa']);
      const downtown = (await points('purpose=Buy&bbox=55.25,25.17,55.29,25.21')).body;
      // Cheapest first, the home without a price last (as the list's "Price (low to high)").
      expect(names(downtown)).toEqual([
        'Burj Vista Studio',
        'Sobha Hartland One',
        'Address Residence',
        'Saadiyat Beach Villa',
        'Inquire Tower',
      ]);
      // Without an area, a home without coordinates is in the list only.
      expect(names((await points('purpose=Buy')).body)).not.toContain('Opera Grand');
      // An area drawn on the map: only the homes inside the polygon, in the points and the list, also
      // when its bounds hold others (a triangle around the Palm, its bounds reaching Downtown).
      const drawn = 'poly=55.13_25.10_55.15_25.10_55.30_25.30';
      expect(names((await points(`purpose=Buy&${drawn}`)).body)).toEqual(['Palm Villa']);
      const inside = await json<SearchPageResponse>(
        await call(t.app, 'GET', `/api/search?purpose=Buy&${drawn}`),
      );
      expect(inside.items.map((p) => p.house_name)).toEqual(['Palm Villa']);
      expect(inside.total).toBe(1);
    } finally {
      await properties.updateOne({ house_name: 'Palm Villa' }, { $set: { lat: 25.19, lon: 55.27 } });
      await properties.updateOne({ house_name: 'Opera Grand' }, { $set: { lat: 25.19, lon: 55.27 } });
    }
  });

  it.each([
    'purpose=Sell',
    'purpose=Buy&bbox=1,2,3',
    'purpose=Buy&bbox=55.3,25,55.2,25.1',
    'purpose=Buy&bbox=55,95,56,96',
    'purpose=Buy&bbox=a,b,c,d',
    'purpose=Buy&bbox=%7B%22%24gt%22%3A0%7D',
    'purpose=Buy&view=globe',
    'purpose=Buy&poly=55.1_25.1_55.2_25.2',
    'purpose=Buy&poly=55.1_25.1_55.2_25.2_55.3',
    'purpose=Buy&poly=55.1_95_55.2_25.2_55.3_25.1',
    `purpose=Buy&poly=${Array.from({ length: 25 }, (_, i) => `55.${i}_25.${i}`).join('_')}`,
    'purpose=Buy&poly=%7B%22%24gt%22%3A0%7D',
  ])('refuses %s with 400 and a message', async (query) => {
    const res = await call(t.app, 'GET', `/api/search/points?${query}`);
    expect(res.status).toBe(400);
    expect((await json<{ msg: string }>(res)).msg).toMatch(/^\w+: /);
  });

  it(`carries at most ${MAP_POINTS_MAX} points, the cheapest, and says how many there are`, async () => {
    const properties = collections(t.db.db).properties;
    const template = await properties.findOne({ house_name: 'Burj Vista Studio' });
    const { _id, ...fields } = template!;
    const docs: PropertyDoc[] = Array.from({ length: MAP_POINTS_MAX + 5 }, (_, i) => ({
      ...fields,
      _id: new ObjectId(),
      ref: `CAP${i}`,
      slug: `cap-test-${i}`,
      house_name: `Cap Test ${i}`,
      for: 'Rent',
      price: 100_000 + i,
      lat: 24 + (i % 100) * 0.01,
      lon: 54 + Math.floor(i / 100) * 0.01,
    }));
    await properties.insertMany(docs);
    try {
      const rentals = await properties.countDocuments({ for: 'Rent', status: 'available' });
      const { body } = await points('purpose=Rent');
      expect(body.capped).toBe(true);
      expect(body.points).toHaveLength(MAP_POINTS_MAX);
      expect(body.total).toBe(rentals);
      // The fixture's rentals are cheaper than the added ones: they are all on the map.
      expect(names(body)).toContain('Marina Heights Rental');
      const prices = body.points.map((p) => p.price ?? 0);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    } finally {
      await properties.deleteMany({ slug: /^cap-test-/ });
    }
  });
});

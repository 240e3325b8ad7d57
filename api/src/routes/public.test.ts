import { describe, expect, it } from 'vitest';
import type {
  AreaData,
  CityEntry,
  HomepageCity,
  LocationsResponse,
  Property,
  VrCardsResponse,
} from '@manzil/contract';
import { call, json, useTestApp } from '../../test/helpers';

const t = useTestApp();

/** GET through the app: asserts the status, answers the JSON body. */
async function getJson<T = unknown>(url: string, status = 200): Promise<T> {
  const res = await call(t.app, 'GET', url);
  expect(res.status, url).toBe(status);
  return json<T>(res);
}

describe('GET /api/homepage/cities', () => {
  it('lists emirates in order with hyphenated names', async () => {
    const body = await getJson<HomepageCity[]>('/api/homepage/cities');
    expect(body.map((c) => c.name)).toEqual(['Abu-Dhabi', 'Dubai', 'Penthouses-and-Luxury-Villas']);
    expect(body[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Abu-Dhabi',
      image: '/images/emirates/abu-dhabi.jpg',
      text: 'Capital.',
    });
  });
});

describe('GET /api/damac360/card', () => {
  it('answers {success, data}', async () => {
    const body = await json<VrCardsResponse>(await call(t.app, 'GET', '/api/damac360/card'));
    expect(body.success).toBe(true);
    expect(body.data.map((v) => v.name)).toEqual(['Marina Tour', 'Downtown Tour']);
    expect(body.data[1]!.links360).toEqual([]);
  });
});

describe('GET /api/locations', () => {
  it('lists emirates with their areas, without collections', async () => {
    const body = await json<LocationsResponse>(await call(t.app, 'GET', '/api/locations'));
    const dubai = body.emirates.find((e) => e.slug === 'dubai')!;
    expect(dubai.name).toBe('Dubai');
    expect(dubai.areas).toEqual([
      { name: 'Downtown Dubai', slug: 'downtown-dubai', key: 'downtown_dubai' },
      { name: 'Dubai Marina', slug: 'dubai-marina', key: 'dubai_marina' },
    ]);
  });
});

describe('GET /api/admin/fetch-city-data', () => {
  it.each(['Dubai', 'dubai', 'DUBAI'])('accepts %s', async (city) => {
    const body = await getJson<CityEntry[]>(`/api/admin/fetch-city-data?city=${city}`);
    expect(body.map((e) => e.name)).toEqual(['Downtown Dubai', 'Dubai Marina']);
    expect(Object.keys(body[0]!).sort()).toEqual(['_id', 'discription', 'imageURL', 'name']);
  });
  it.each(['AbuDhabi', 'abu-dhabi', 'Abu Dhabi', 'abu_dhabi', 'ABUDHABI'])(
    'accepts the key form %s',
    async (city) => {
      const body = await json<CityEntry[]>(
        await call(t.app, 'GET', `/api/admin/fetch-city-data?city=${encodeURIComponent(city)}`),
      );
      expect(body.map((e) => e.name)).toEqual(['Saadiyat Island']);
    },
  );
  it('accepts PenthousesAndLuxuryVillas', async () => {
    const body = await json<CityEntry[]>(
      await call(t.app, 'GET', '/api/admin/fetch-city-data?city=PenthousesAndLuxuryVillas'),
    );
    expect(body.map((e) => e.name)).toEqual(['Emirates Hills']);
  });
  it('404 for an unknown emirate', async () => {
    expect((await getJson<{ msg: string }>('/api/admin/fetch-city-data?city=Atlantis', 404)).msg).toMatch(
      /unknown emirate/,
    );
  });
  it('400 without city, with an empty city, with repeated or unknown parameters', async () => {
    for (const q of ['', '?city=', '?city=Dubai&city=Sharjah', '?city=Dubai&x=1']) {
      expect((await getJson<{ msg: string }>(`/api/admin/fetch-city-data${q}`, 400)).msg, q).toBeTruthy();
    }
  });
});

describe('GET /api/admin/properties/:area', () => {
  it('lists the downtown_dubai properties oldest first', async () => {
    const body = await getJson<Property[]>('/api/admin/properties/downtown_dubai');
    expect(body).toHaveLength(6);
    expect(body[0]!.house_name).toBe('Burj Vista Studio');
    expect(body[0]).toMatchObject({
      slug: 'burj-vista-studio',
      areaName: 'downtown_dubai',
      emirate: 'dubai',
      for: 'Buy',
      bedrooms: 0,
    });
  });
  it('serves the Sobha collection', async () => {
    const body = await json<Property[]>(await call(t.app, 'GET', '/api/admin/properties/sobha'));
    expect(body.map((p) => p.house_name)).toEqual(['Sobha Hartland One']);
  });
  it('an unknown area is an empty list', async () => {
    expect(await getJson('/api/admin/properties/nowhere_at_all')).toEqual([]);
  });
  it('a property without price has no price field', async () => {
    const body = await json<Property[]>(await call(t.app, 'GET', '/api/admin/properties/downtown_dubai'));
    expect(body.find((p) => p.house_name === 'Inquire Tower')).not.toHaveProperty('price');
  });
});

describe('GET /api/admin/properties/:city/:area', () => {
  it('answers the area data record', async () => {
    expect(await getJson<AreaData>('/api/admin/properties/Dubai/downtown_dubai')).toEqual({
      name: 'Downtown Dubai',
      discription: 'Downtown Dubai is a test area.',
      neighbourhood: ['Near the park'],
      feature: ['Pool'],
      pdf: '/brochures/test.pdf',
      floorplan: ['/images/floorplans/a-1.png'],
      images: ['/images/gallery/a-1.jpg'],
    });
  });
  it('accepts AbuDhabi/saadiyat_island', async () => {
    const body = await json<AreaData>(
      await call(t.app, 'GET', '/api/admin/properties/AbuDhabi/saadiyat_island'),
    );
    expect(body.name).toBe('Saadiyat Island');
  });
  it('404 {msg} for an unknown city or area, or an area of another city', async () => {
    for (const p of ['Atlantis/downtown_dubai', 'Dubai/nowhere', 'AbuDhabi/downtown_dubai']) {
      expect(await getJson(`/api/admin/properties/${p}`, 404)).toEqual({ msg: 'Area not found' });
    }
  });
});

describe('GET /api/admin/fetch-nested-area-data', () => {
  it('maps each area key to its properties', async () => {
    const res = await call(t.app, 'GET', '/api/admin/fetch-nested-area-data');
    expect(res.status).toBe(200);
    const { data } = await json<{ data: Record<string, Property[]> }>(res);
    expect(Object.keys(data).sort()).toEqual([
      'downtown_dubai',
      'dubai_marina',
      'emirates_hills',
      'saadiyat_island',
      'sobha',
    ]);
    expect(data.downtown_dubai).toHaveLength(6);
    expect(data.emirates_hills).toEqual([]);
  });
});

describe('GET /api/properties/by-slug/:slug', () => {
  it('finds any property by slug, not only Downtown Dubai', async () => {
    expect(await getJson<Property>('/api/properties/by-slug/saadiyat-beach-villa')).toMatchObject({
      house_name: 'Saadiyat Beach Villa',
      areaName: 'saadiyat_island',
    });
  });
  it('404 {msg:"Property not found"}', async () => {
    expect(await getJson('/api/properties/by-slug/no-such-home', 404)).toEqual({ msg: 'Property not found' });
  });
});

describe('unknown /api paths', () => {
  it('answer 404 {msg}', async () => {
    expect(await getJson('/api/nope', 404)).toEqual({ msg: 'Not found' });
  });
});

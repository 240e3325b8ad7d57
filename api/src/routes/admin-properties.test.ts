import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@manzil/contract';
import { call, formOf, json, loginToken, startTestApp, type TestApp } from '../../test/helpers';
import { addedProperty } from '../../test/properties';
import { fakePngBytes, pngBytes } from '../../test/images';
import { createGeocoder, type Geocoder } from '../lib/geocoder';

let t: TestApp;
let token: string;
const geocodeQueries: string[] = [];
let geocoder: Geocoder;

beforeAll(async () => {
  // A geocoder whose HTTP is a local fake: Palm Jumeirah resolves, anything else fails.
  const fakeFetch = (async (input: URL | string | Request) => {
    const q = new URL(String(input)).searchParams.get('q') ?? '';
    geocodeQueries.push(q);
    const body = q.startsWith('palm jumeirah') ? [{ lat: '25.1124', lon: '55.1390' }] : [];
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  t = await startTestApp({
    geocoder: {
      locate: (q) => geocoder.locate(q),
      background: (task) => geocoder.background(task),
      idle: () => geocoder.idle(),
    },
  });
  geocoder = createGeocoder({
    url: 'http://geocoder.test/search',
    db: t.db.db,
    fetchImpl: fakeFetch,
    log: () => undefined,
  });
  token = await loginToken(t.app);
});
afterAll(async () => {
  await geocoder.idle();
  await t.close();
});

const baseFields = {
  house_name: 'Palm Villa',
  house_type: 'villa',
  for: 'Buy',
  bedrooms: '5',
  bathrooms: '6',
  parking: '2',
  location: 'Palm Jumeirah',
  address: 'Frond K, Palm Jumeirah',
  area: '7200',
  discription: 'Private beach. Six bedrooms.',
  description: 'A villa on the Palm.',
  price: '12500000',
  areaName: 'Downtown Dubai',
};

describe('POST /api/admin/add-property', () => {
  it('201 {data} with the area key, a unique slug and a served, re-encoded image', async () => {
    const form = formOf(baseFields, {
      field: 'imageurl',
      bytes: await pngBytes(),
      name: '../../etc/passwd.png',
    });
    const data = await addedProperty(t.app, token, form);
    // The fixture already has a 'Palm Villa': this one gets '-2'.
    expect(data).toMatchObject({
      slug: 'palm-villa-2',
      areaName: 'downtown_dubai',
      emirate: 'dubai',
      house_type: 'Villa',
      bedrooms: 5,
      price: 12_500_000,
      area: 7200,
    });
    expect(data.imageurl).toMatch(/^\/api\/images\/[0-9a-f]{24}$/);
    const img = await call(t.app, 'GET', data.imageurl);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
    const third = await call(t.app, 'POST', '/api/admin/add-property', { form: formOf(baseFields), token });
    expect((await json<{ data: Property }>(third)).data.slug).toBe('palm-villa-3');
  });

  it('geocodes a property without coordinates in the background', async () => {
    const res = await call(t.app, 'POST', '/api/admin/add-property', {
      form: formOf({ ...baseFields, house_name: 'Geo Home' }),
      token,
    });
    const { data } = await json<{ data: Property }>(res);
    await geocoder.idle();
    const stored = await json<Property>(await call(t.app, 'GET', `/api/properties/by-slug/${data.slug}`));
    expect(stored.lat).toBeCloseTo(25.1124);
    expect(stored.lon).toBeCloseTo(55.139);
    expect(geocodeQueries).toContain('palm jumeirah, dubai, united arab emirates');
  });

  it('falls back to the default centre when geocoding finds nothing', async () => {
    const res = await call(t.app, 'POST', '/api/admin/add-property', {
      form: formOf({ ...baseFields, house_name: 'Nowhere Home', location: 'Zzzz Unknown Place' }),
      token,
    });
    const { data } = await json<{ data: Property }>(res);
    await geocoder.idle();
    const stored = await json<Property>(await call(t.app, 'GET', `/api/properties/by-slug/${data.slug}`));
    expect([stored.lat, stored.lon]).toEqual([25.2048, 55.2708]);
  });

  it('keeps given coordinates and does not geocode', async () => {
    const before = geocodeQueries.length;
    const res = await call(t.app, 'POST', '/api/admin/add-property', {
      form: formOf({ ...baseFields, house_name: 'Pinned Home', lat: '25.3', lon: '55.4' }),
      token,
    });
    expect((await json<{ data: Property }>(res)).data).toMatchObject({ lat: 25.3, lon: 55.4 });
    await geocoder.idle();
    expect(geocodeQueries.length).toBe(before);
  });

  it('400 {msg} for each missing or invalid field', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...baseFields, house_name: '' }, /^house_name: is required/],
      [{ ...baseFields, for: 'Sell' }, /^for: must be Buy or Rent/],
      [{ ...baseFields, bedrooms: 'two' }, /^bedrooms: must be a whole number/],
      [{ ...baseFields, price: '-5' }, /^price:/],
      [{ ...baseFields, areaName: 'atlantis' }, /^areaName: unknown area/],
      [{ ...baseFields, emirate: 'Atlantis' }, /^emirate: unknown emirate/],
      [{ ...baseFields, lat: '25.1' }, /^lat:/],
      [{ ...baseFields, slug: 'chosen-by-me' }, /slug/],
      [{ ...baseFields, createdAt: '2020-01-01' }, /createdAt/],
    ];
    const { discription: _omit, ...withoutDiscription } = baseFields;
    cases.push([withoutDiscription, /^discription:/]);
    for (const [fields, msg] of cases) {
      const res = await call(t.app, 'POST', '/api/admin/add-property', { form: formOf(fields), token });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect((await json<{ msg: string }>(res)).msg).toMatch(msg);
    }
  });

  it('accepts the emirate as city and an empty _id from an add form', async () => {
    const res = await call(t.app, 'POST', '/api/admin/add-property', {
      form: formOf({
        ...baseFields,
        house_name: 'Alias Home',
        city: 'Dubai',
        _id: '',
        areaName: 'dubai-marina',
      }),
      token,
    });
    expect(res.status).toBe(201);
    expect((await json<{ data: Property }>(res)).data).toMatchObject({
      areaName: 'dubai_marina',
      emirate: 'dubai',
    });
    const wrongCity = await call(t.app, 'POST', '/api/admin/add-property', {
      form: formOf({ ...baseFields, city: 'AbuDhabi' }),
      token,
    });
    expect(wrongCity.status).toBe(400);
    expect((await json<{ msg: string }>(wrongCity)).msg).toMatch(/^areaName: unknown area .* in Abu Dhabi/);
  });

  it('400 for a JSON body (multipart expected)', async () => {
    const res = await call(t.app, 'POST', '/api/admin/add-property', { json: baseFields, token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: 'Expected a multipart/form-data body' });
  });

  it('refuses a file that lies about its type', async () => {
    const form = formOf(baseFields, { bytes: fakePngBytes(), name: 'photo.png', type: 'image/png' });
    const res = await call(t.app, 'POST', '/api/admin/add-property', { form, token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: 'image: must be a JPEG, PNG, WebP or AVIF image' });
  });

  it('refuses an image over 5 MB (413) and a body over 6 MB (413)', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await pngBytes());
    const res = await call(t.app, 'POST', '/api/admin/add-property', {
      form: formOf(baseFields, { bytes: big }),
      token,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ msg: 'Image must be 5 MB or smaller' });
    const huge = new Uint8Array(7 * 1024 * 1024);
    const res2 = await call(t.app, 'POST', '/api/admin/add-property', {
      form: formOf(baseFields, { bytes: huge }),
      token,
    });
    expect(res2.status).toBe(413);
    expect(await res2.json()).toEqual({ msg: 'Request body is too large' });
  });

  it('401 without a token', async () => {
    const res = await call(t.app, 'POST', '/api/admin/add-property', { form: formOf(baseFields) });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/admin/update-property', () => {
  it('updates only whitelisted fields and clears blank optional ones', async () => {
    const list = await json<Property[]>(await call(t.app, 'GET', '/api/admin/properties/downtown_dubai'));
    const target = list.find((p) => p.house_name === 'Opera Grand')!;
    const res = await call(t.app, 'POST', '/api/admin/update-property', {
      form: formOf({ _id: target._id, price: '1750000', description: '', house_name: 'Opera Grand Suite' }),
      token,
    });
    expect(res.status).toBe(200);
    const { data } = await json<{ data: Property }>(res);
    expect(data).toMatchObject({
      _id: target._id,
      price: 1_750_000,
      house_name: 'Opera Grand Suite',
      slug: target.slug,
    });
    expect(data).not.toHaveProperty('description');
  });

  it('moves a property to another area', async () => {
    const list = await json<Property[]>(await call(t.app, 'GET', '/api/admin/properties/downtown_dubai'));
    const target = list.find((p) => p.house_name === 'Boulevard Point')!;
    const res = await call(t.app, 'POST', '/api/admin/update-property', {
      form: formOf({ _id: target._id, areaName: 'dubai_marina' }),
      token,
    });
    expect((await json<{ data: Property }>(res)).data.areaName).toBe('dubai_marina');
  });

  it('404 for an unknown id, 400 for a bad id or a blank required field', async () => {
    const unknown = await call(t.app, 'POST', '/api/admin/update-property', {
      form: formOf({ _id: 'a'.repeat(24), price: '1' }),
      token,
    });
    expect(unknown.status).toBe(404);
    const bad = await call(t.app, 'POST', '/api/admin/update-property', {
      form: formOf({ _id: 'nope', price: '1' }),
      token,
    });
    expect(bad.status).toBe(400);
    expect((await json<{ msg: string }>(bad)).msg).toMatch(/^_id: must be a valid id/);
    const list = await json<Property[]>(await call(t.app, 'GET', '/api/admin/properties/downtown_dubai'));
    const blank = await call(t.app, 'POST', '/api/admin/update-property', {
      form: formOf({ _id: list[0]!._id, house_name: '' }),
      token,
    });
    expect(blank.status).toBe(400);
  });

  it('401 without a token', async () => {
    expect(
      (await call(t.app, 'POST', '/api/admin/update-property', { form: formOf({ _id: 'a'.repeat(24) }) }))
        .status,
    ).toBe(401);
  });
});

describe('DELETE /api/admin/delete-property', () => {
  it('deletes by _id and areaName', async () => {
    const list = await json<Property[]>(await call(t.app, 'GET', '/api/admin/properties/saadiyat_island'));
    const target = list[0]!;
    const wrongArea = await call(t.app, 'DELETE', '/api/admin/delete-property', {
      json: { _id: target._id, areaName: 'dubai_marina' },
      token,
    });
    expect(wrongArea.status).toBe(404);
    const res = await call(t.app, 'DELETE', '/api/admin/delete-property', {
      json: { _id: target._id, areaName: 'saadiyat_island' },
      token,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ msg: 'Property deleted successfully' });
    const again = await call(t.app, 'GET', `/api/properties/by-slug/${target.slug}`);
    expect(again.status).toBe(404);
  });

  it('400 for missing fields and injection', async () => {
    for (const body of [
      {},
      { _id: 'x', areaName: 'a' },
      { _id: { $ne: null }, areaName: 'sobha' },
      { _id: 'a'.repeat(24) },
    ]) {
      const res = await call(t.app, 'DELETE', '/api/admin/delete-property', { json: body, token });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaData, CityEntry, HomepageCity, Property } from '@manzil/contract';
import { call, formOf, json, loginToken, startTestApp, type TestApp } from '../../test/helpers';
import { fakePngBytes, jpegBytes, pngBytes } from '../../test/images';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await loginToken(t.app);
});
afterAll(async () => t.close());

const cityEntries = async (city: string) =>
  json<CityEntry[]>(await call(t.app, 'GET', `/api/admin/fetch-city-data?city=${city}`));
const msgOf = async (res: Response) => (await json<{ msg: string }>(res)).msg;

describe('POST /api/admin/update-city', () => {
  it('updates the text when non-blank and the image when given', async () => {
    const res = await call(t.app, 'POST', '/api/admin/update-city', {
      form: formOf(
        { city: 'Abu Dhabi', description: 'New capital text.' },
        { bytes: await jpegBytes(), name: 'x.jpg', type: 'image/jpeg' },
      ),
      token,
    });
    expect(res.status).toBe(200);
    const { data } = await json<{ data: HomepageCity }>(res);
    expect(data).toMatchObject({ name: 'Abu-Dhabi', text: 'New capital text.' });
    expect(data.image).toMatch(/^\/api\/images\//);
    const cities = await json<HomepageCity[]>(await call(t.app, 'GET', '/api/homepage/cities'));
    expect(cities[0]).toEqual(data);
  });

  it('a blank description leaves the text unchanged', async () => {
    const res = await call(t.app, 'POST', '/api/admin/update-city', {
      form: formOf({ city: 'AbuDhabi', description: '   ' }),
      token,
    });
    expect((await json<{ data: HomepageCity }>(res)).data.text).toBe('New capital text.');
  });

  it('404 for an unknown emirate; 400 without city; 401 without token', async () => {
    expect(
      (await call(t.app, 'POST', '/api/admin/update-city', { form: formOf({ city: 'Atlantis' }), token }))
        .status,
    ).toBe(404);
    const missing = await call(t.app, 'POST', '/api/admin/update-city', {
      form: formOf({ description: 'x' }),
      token,
    });
    expect(missing.status).toBe(400);
    expect(await msgOf(missing)).toMatch(/^city:/);
    expect(
      (await call(t.app, 'POST', '/api/admin/update-city', { form: formOf({ city: 'Dubai' }) })).status,
    ).toBe(401);
  });
});

describe('POST /api/admin/addnewEntry', () => {
  it('201 adds an area entry (all fields required)', async () => {
    const res = await call(t.app, 'POST', '/api/admin/addnewEntry', {
      form: formOf(
        { city: 'Dubai', name: 'Business Bay', discription: 'Canal-side towers.' },
        { bytes: await pngBytes() },
      ),
      token,
    });
    expect(res.status).toBe(201);
    const { data } = await json<{ data: CityEntry }>(res);
    expect(data).toMatchObject({ name: 'Business Bay', discription: 'Canal-side towers.' });
    expect((await cityEntries('Dubai')).map((e) => e.name)).toContain('Business Bay');
    const detail = await json<AreaData>(await call(t.app, 'GET', '/api/admin/properties/Dubai/business_bay'));
    expect(detail).toMatchObject({ name: 'Business Bay', neighbourhood: [], pdf: '' });
  });

  it('400 for each missing field, including the image; 409 for a duplicate name', async () => {
    const full = { city: 'Dubai', name: 'JLT', discription: 'Lakes.' };
    for (const missing of ['city', 'name', 'discription'] as const) {
      const fields: Record<string, string> = { ...full };
      delete fields[missing];
      const res = await call(t.app, 'POST', '/api/admin/addnewEntry', {
        form: formOf(fields, { bytes: await pngBytes() }),
        token,
      });
      expect(res.status, missing).toBe(400);
      expect(await msgOf(res)).toMatch(new RegExp(`^${missing}:`));
    }
    const noImage = await call(t.app, 'POST', '/api/admin/addnewEntry', { form: formOf(full), token });
    expect(noImage.status).toBe(400);
    expect(await msgOf(noImage)).toBe('image: is required');
    const lying = await call(t.app, 'POST', '/api/admin/addnewEntry', {
      form: formOf(full, { bytes: fakePngBytes() }),
      token,
    });
    expect(lying.status).toBe(400);
    const dup = await call(t.app, 'POST', '/api/admin/addnewEntry', {
      form: formOf({ ...full, name: 'business bay' }, { bytes: await pngBytes() }),
      token,
    });
    expect(dup.status).toBe(409);
  });
});

describe('POST /api/admin/edit-city', () => {
  it('renames an area; its properties follow the new key', async () => {
    const marina = (await cityEntries('Dubai')).find((e) => e.name === 'Dubai Marina')!;
    const res = await call(t.app, 'POST', '/api/admin/edit-city', {
      form: formOf({ city: 'Dubai', id: marina._id, name: 'Marina District', discription: 'Renamed.' }),
      token,
    });
    expect(res.status).toBe(200);
    expect((await json<{ data: CityEntry }>(res)).data).toMatchObject({
      _id: marina._id,
      name: 'Marina District',
      discription: 'Renamed.',
    });
    const moved = await json<Property[]>(await call(t.app, 'GET', '/api/admin/properties/marina_district'));
    expect(moved.length).toBe(4);
    expect(await json<Property[]>(await call(t.app, 'GET', '/api/admin/properties/dubai_marina'))).toEqual(
      [],
    );
  });

  it('404 for an id of another emirate, 400 for a bad id, 409 for a clashing name', async () => {
    const saadiyat = (await cityEntries('AbuDhabi'))[0]!;
    const other = await call(t.app, 'POST', '/api/admin/edit-city', {
      form: formOf({ city: 'Dubai', id: saadiyat._id, name: 'X', discription: 'Y' }),
      token,
    });
    expect(other.status).toBe(404);
    const bad = await call(t.app, 'POST', '/api/admin/edit-city', {
      form: formOf({ city: 'Dubai', id: '123', name: 'X', discription: 'Y' }),
      token,
    });
    expect(bad.status).toBe(400);
    const entries = await cityEntries('Dubai');
    const clash = await call(t.app, 'POST', '/api/admin/edit-city', {
      form: formOf({ city: 'Dubai', id: entries[0]!._id, name: entries[1]!.name, discription: 'Y' }),
      token,
    });
    expect(clash.status).toBe(409);
  });
});

describe('POST /api/admin/area-details', () => {
  const body = {
    city: 'Dubai',
    areaName: 'downtown_dubai',
    neighbourhood: ['Dubai Mall'],
    feature: ['Burj views', 'Metro'],
    pdf: '/brochures/downtown.pdf',
    floorplan: ['/images/floorplans/d-1.png'],
    images: ['https://cdn.example.com/a.jpg'],
  };
  it('saves the area data', async () => {
    const res = await call(t.app, 'POST', '/api/admin/area-details', { json: body, token });
    expect(res.status).toBe(200);
    const { data } = await json<{ data: AreaData }>(res);
    expect(data).toEqual({
      name: 'Downtown Dubai',
      discription: 'Downtown Dubai is a test area.',
      ...body,
      city: undefined,
      areaName: undefined,
    });
    expect(
      await json<AreaData>(await call(t.app, 'GET', '/api/admin/properties/Dubai/downtown_dubai')),
    ).toEqual(data);
  });
  it('saves the lists in Arabic beside the English ones; a request without them leaves them', async () => {
    const arabic = { ar_neighbourhood: ['دبي مول'], ar_feature: ['إطلالات على برج خليفة', 'المترو'] };
    const res = await call(t.app, 'POST', '/api/admin/area-details', { json: { ...body, ...arabic }, token });
    expect(res.status).toBe(200);
    expect((await json<{ data: AreaData }>(res)).data).toMatchObject(arabic);
    const again = await call(t.app, 'POST', '/api/admin/area-details', { json: body, token });
    expect((await json<{ data: AreaData }>(again)).data).toMatchObject(arabic);
    const cleared = await call(t.app, 'POST', '/api/admin/area-details', {
      json: { ...body, ar_neighbourhood: [], ar_feature: [] },
      token,
    });
    const { data } = await json<{ data: AreaData }>(cleared);
    expect([data.ar_neighbourhood, data.ar_feature]).toEqual([undefined, undefined]);
  });
  it('refuses javascript: links, wrong types, unknown areas', async () => {
    const cases: [unknown, number][] = [
      [{ ...body, ar_feature: 'مسبح' }, 400],
      [{ ...body, ar_feature: ['سطر\nثانٍ'] }, 400],
      [{ ...body, pdf: 'javascript:alert(1)' }, 400],
      [{ ...body, images: ['//evil.example/x.jpg'] }, 400],
      [{ ...body, feature: 'Pool' }, 400],
      [{ ...body, areaName: 'nowhere' }, 404],
      [{ ...body, extra: 1 }, 400],
    ];
    for (const [b, status] of cases) {
      const res = await call(t.app, 'POST', '/api/admin/area-details', { json: b, token });
      expect(res.status, JSON.stringify(b)).toBe(status);
    }
  });
});

describe('DELETE /api/admin/delete-city', () => {
  it('deletes an area entry and its properties', async () => {
    const saadiyat = (await cityEntries('AbuDhabi'))[0]!;
    const res = await call(t.app, 'DELETE', '/api/admin/delete-city', {
      json: { docId: saadiyat._id, collectionName: 'AbuDhabi' },
      token,
    });
    expect(res.status).toBe(200);
    expect(await json<{ msg: string }>(res)).toMatchObject({ msg: 'Deleted successfully!' });
    expect(await cityEntries('AbuDhabi')).toEqual([]);
    expect(await json<Property[]>(await call(t.app, 'GET', '/api/admin/properties/saadiyat_island'))).toEqual(
      [],
    );
  });
  it('404 for an unknown entry or emirate, 400 for bad bodies', async () => {
    for (const collectionName of ['Dubai', 'Atlantis']) {
      const json = { docId: 'b'.repeat(24), collectionName };
      expect((await call(t.app, 'DELETE', '/api/admin/delete-city', { json, token })).status).toBe(404);
    }
    for (const b of [{}, { docId: 'b'.repeat(24) }, { docId: { $gt: '' }, collectionName: 'Dubai' }]) {
      expect((await call(t.app, 'DELETE', '/api/admin/delete-city', { json: b, token })).status).toBe(400);
    }
  });
});

/** The admin writes of Arabic texts: saved beside the English, bounded like them, read back, audited. */
import { describe, expect, it } from 'vitest';
import type { AuditEntry, CityEntry, HomepageCity, Property } from '@manzil/contract';
import { call, formOf, json, loginToken, useTestApp } from '../../test/helpers';
import { jpegBytes } from '../../test/images';

const t = useTestApp();
const token = () => loginToken(t.app);

const listing = {
  house_name: 'Arabic Test Villa',
  house_type: 'Villa',
  for: 'Buy',
  bedrooms: '4',
  bathrooms: '5',
  location: 'Palm Jumeirah',
  discription: 'Private beach. Four bedrooms.',
  areaName: 'dubai_marina',
  price: '9000000',
};

describe('Arabic texts in the admin writes', () => {
  it('a listing is added and edited with its Arabic texts; a blank one is removed; each change is audited', async () => {
    const admin = await token();
    const added = await call(t.app, 'POST', '/api/admin/add-property', {
      form: formOf({
        ...listing,
        ar_house_name: ' فيلا الاختبار ',
        ar_discription: 'شاطئ خاص. أربع غرف نوم.',
      }),
      token: admin,
    });
    expect(added.status).toBe(201);
    const { data } = await json<{ data: Property }>(added);
    expect(data.house_name).toBe('Arabic Test Villa');
    expect(data.translations).toEqual({
      ar: { house_name: 'فيلا الاختبار', discription: 'شاطئ خاص. أربع غرف نوم.' },
    });

    // An edit that sends only some Arabic fields keeps the others; '' removes one.
    const edited = await call(t.app, 'POST', '/api/admin/update-property', {
      form: formOf({ _id: data._id, ar_house_name: '', ar_location: 'نخلة جميرا' }),
      token: admin,
    });
    expect(edited.status).toBe(200);
    const after = (await json<{ data: Property }>(edited)).data;
    expect(after.translations).toEqual({
      ar: { discription: 'شاطئ خاص. أربع غرف نوم.', location: 'نخلة جميرا' },
    });
    const page = await json<Property>(await call(t.app, 'GET', `/api/properties/by-slug/${data.slug}`));
    expect(page.translations).toEqual(after.translations);

    const trail = await json<{ data: AuditEntry[] }>(
      await call(t.app, 'GET', `/api/admin/audit?target=property&id=${data._id}`, { token: admin }),
    );
    const update = trail.data.find((e) => e.action === 'update')!;
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: 'translations.ar.house_name', from: 'فيلا الاختبار', to: '' },
        { field: 'translations.ar.location', from: '', to: 'نخلة جميرا' },
      ]),
    );

    // Removing the last Arabic texts leaves none.
    const cleared = await call(t.app, 'POST', '/api/admin/update-property', {
      form: formOf({ _id: data._id, ar_discription: '', ar_location: '' }),
      token: admin,
    });
    expect((await json<{ data: Property }>(cleared)).data.translations).toBeUndefined();
  });

  it('an Arabic text is bounded like its English field and stays on one line where it does', async () => {
    const admin = await token();
    for (const [field, value] of [
      ['ar_house_name', 'ا'.repeat(121)],
      ['ar_house_name', 'سطر\nآخر'],
      ['ar_discription', 'ا'.repeat(5001)],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/admin/add-property', {
        form: formOf({ ...listing, [field]: value }),
        token: admin,
      });
      expect(res.status, field).toBe(400);
      expect((await json<{ msg: string }>(res)).msg).toMatch(new RegExp(`^${field}:`));
    }
  });

  it('an area and an emirate keep their Arabic texts; the public reads give them', async () => {
    const admin = await token();
    const entries = await json<CityEntry[]>(
      await call(t.app, 'GET', '/api/admin/fetch-city-data?city=Dubai'),
    );
    const downtown = entries.find((e) => e.name === 'Downtown Dubai')!;
    const res = await call(t.app, 'POST', '/api/admin/edit-city', {
      form: formOf({
        city: 'Dubai',
        id: downtown._id,
        name: downtown.name,
        discription: downtown.discription,
        ar_name: 'وسط مدينة دبي',
        ar_discription: 'قلب المدينة.',
      }),
      token: admin,
    });
    expect(res.status).toBe(200);
    expect((await json<{ data: CityEntry }>(res)).data.translations).toEqual({
      ar: { name: 'وسط مدينة دبي', discription: 'قلب المدينة.' },
    });
    // Found by its Arabic name now.
    const found = await call(
      t.app,
      'GET',
      `/api/search?purpose=Buy&location=${encodeURIComponent('وسط مدينة دبي')}`,
    );
    expect((await json<{ total: number }>(found)).total).toBeGreaterThan(0);

    const city = await call(t.app, 'POST', '/api/admin/update-city', {
      form: formOf(
        { city: 'Dubai', ar_name: 'دبي', ar_text: 'مدينة الذهب.' },
        { bytes: await jpegBytes(), name: 'x.jpg', type: 'image/jpeg' },
      ),
      token: admin,
    });
    expect(city.status).toBe(200);
    const cities = await json<HomepageCity[]>(await call(t.app, 'GET', '/api/homepage/cities'));
    expect(cities.find((c) => c.name === 'Dubai')).toMatchObject({
      text: 'City of gold.',
      translations: { ar: { name: 'دبي', text: 'مدينة الذهب.' } },
    });
  });
});

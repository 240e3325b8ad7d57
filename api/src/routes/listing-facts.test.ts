import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@manzil/contract';
import { FIXTURE_SEED } from '../../test/fixtures/seed';
import { call, formOf, json, loginToken, startTestApp, type TestApp } from '../../test/helpers';
import { addedProperty } from '../../test/properties';
import { downtownApartment } from '../../test/support/form';
import { pngBytes } from '../../test/images';
import { collections } from '../db/collections';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await loginToken(t.app);
});
afterAll(() => t.close());

const bySlug = async (slug: string): Promise<Property> =>
  json<Property>(await call(t.app, 'GET', `/api/properties/by-slug/${slug}`));

describe('the listing facts in property answers', () => {
  it('reads a record stored before the facts existed with their defaults', async () => {
    // Written as an older version stored it: none of the new fields, but the status the search
    // indexes, which the start fills in for older records (db/search-fields.ts).
    const raw = await collections(t.db.db).properties.findOne({ slug: 'burj-vista-studio' });
    expect(raw?.status).toBe('available');
    expect(raw).not.toHaveProperty('photos');
    const p = await bySlug('burj-vista-studio');
    expect(p).toMatchObject({
      status: 'available',
      photos: [p.imageurl],
      amenities: [],
      listedAt: raw!.createdAt.toISOString(),
      updatedAt: raw!.updatedAt.toISOString(),
    });
    expect(p).not.toHaveProperty('permitNumber');
    expect(p).not.toHaveProperty('rentPeriod');
    expect((await bySlug('marina-heights-rental')).rentPeriod).toBe('monthly');
  });

  it('sends the stored facts, the cover first in photos', async () => {
    const { photos, status, permitNumber, agent, furnishing, completion, serviceCharge, amenities } =
      FIXTURE_SEED.properties.find((p) => p.house_name === 'Boulevard Point')!;
    expect(photos?.length).toBe(3);
    const facts = { photos, status, permitNumber, agent, furnishing, completion, serviceCharge, amenities };
    expect(await bySlug('boulevard-point')).toMatchObject({ imageurl: photos![0], ...facts });
    expect((await bySlug('marina-gate-rental')).rentPeriod).toBe('yearly');
  });

  it('sends them in the area lists and search results too', async () => {
    const list = await json<Property[]>(await call(t.app, 'GET', '/api/admin/properties/downtown_dubai'));
    expect(list.every((p) => p.status && p.photos?.[0] === p.imageurl)).toBe(true);
  });
});

/** A Downtown Dubai apartment to let. */
const addFields = {
  ...downtownApartment('Creek Loft', { price: 9000, discription: 'Creek views.', bedrooms: 1 }),
  for: 'Rent',
  bathrooms: '1',
};

describe('admin writes of the listing facts', () => {
  it('add-property stores the facts as optional form fields; the first photo is the cover', async () => {
    const form = formOf({
      ...addFields,
      photos: '/images/properties/p-12.jpg\n/images/properties/p-13.jpg',
      status: 'reserved',
      permitNumber: '6123456789',
      agent: 'omar-siddiqui',
      furnishing: 'unfurnished',
      completion: '2027-Q3',
      serviceCharge: '16',
      rentPeriod: 'yearly',
      amenities: 'Pool\nConcierge',
    });
    const data = await addedProperty(t.app, token, form);
    expect(data).toMatchObject({
      imageurl: '/images/properties/p-12.jpg',
      photos: ['/images/properties/p-12.jpg', '/images/properties/p-13.jpg'],
      status: 'reserved',
      agent: 'omar-siddiqui',
      completion: '2027-Q3',
      serviceCharge: 16,
      rentPeriod: 'yearly',
      amenities: ['Pool', 'Concierge'],
    });
  });

  it('update-property: new photos move the cover; an uploaded image goes in front; a blank clears', async () => {
    const { _id } = await bySlug('opera-grand');
    const update = async (fields: Record<string, string>, file?: Parameters<typeof formOf>[1]) => {
      const res = await call(t.app, 'POST', '/api/admin/update-property', {
        form: formOf({ _id, ...fields }, file),
        token,
      });
      expect(res.status).toBe(200);
      return (await json<{ data: Property }>(res)).data;
    };
    const moved = await update({
      photos: '/images/properties/p-14.jpg\n/images/properties/p-15.jpg',
      status: 'sold',
    });
    expect(moved).toMatchObject({ imageurl: '/images/properties/p-14.jpg', status: 'sold' });
    const uploaded = await update({}, { field: 'imageurl', bytes: await pngBytes(), name: 'cover.png' });
    expect(uploaded.photos).toEqual([uploaded.imageurl, '/images/properties/p-15.jpg']);
    expect(uploaded.imageurl).toMatch(/^\/api\/images\/[0-9a-f]{24}$/);
    const cleared = await update({ status: '', photos: '' });
    expect(cleared).toMatchObject({ status: 'available', photos: [uploaded.imageurl] });
  });

  it.each([
    ['an unknown agent', { agent: 'nobody' }, 'agent: must be an active agent of the agency'],
    ['a retired agent', { agent: 'retired-agent' }, 'agent: must be an active agent of the agency'],
    ['a permit with letters', { permitNumber: 'ABC123' }, 'permitNumber: must be 6 to 12 digits'],
  ])('refuses %s', async (_, fields, msg) => {
    const res = await call(t.app, 'POST', '/api/admin/add-property', {
      form: formOf({ ...addFields, house_name: 'Refused Loft', ...fields }),
      token,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toContain(msg);
  });
});

/** Data-layer tests: property slugs' and references' uniqueness under concurrent inserts. */
import { describe, expect, it } from 'vitest';
import type { Property } from '@manzil/contract';
import { useTestApp } from '../../test/helpers';
import { collections } from './collections';
import { referenceOf } from './ids';
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

  it('500 listings created in one second, by two processes at once, get 500 Reference IDs, each found by GET /api/properties/by-reference/{REF}', async () => {
    const now = new Date();
    // Two handles on one database: two processes, each with its own idea of the next free second.
    const dbs = [t.db.client.db(t.config.mongodbDb), t.db.client.db(t.config.mongodbDb)];
    const docs = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        insertProperty(dbs[i % 2]!, { ...base, house_name: `Same Second ${i}` }, now),
      ),
    );
    const references = docs.map((d) => referenceOf(d._id));
    expect(new Set(references).size).toBe(500);
    // Still ObjectIds, stamped with plausible seconds: now, or the next free ones after it.
    const nowSecond = Math.floor(now.getTime() / 1000);
    for (const doc of docs) {
      expect(doc._id.toHexString()).toMatch(/^[0-9a-f]{24}$/);
      const second = Math.floor(doc._id.getTimestamp().getTime() / 1000);
      expect(second).toBeGreaterThanOrEqual(nowSecond);
      expect(second).toBeLessThan(nowSecond + 1_000);
      expect(doc.ref).toBe(referenceOf(doc._id));
    }
    // No other property shares any of them.
    const all = await collections(t.db.db).properties.find({}).toArray();
    expect(new Set(all.map((p) => referenceOf(p._id))).size).toBe(all.length);

    for (const [i, doc] of docs.entries()) {
      const ref = referenceOf(doc._id);
      const res = await t.app.request(`/api/properties/by-reference/${i % 2 ? ref : ref.toLowerCase()}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Property;
      expect(body._id).toBe(doc._id.toHexString());
      expect(body.slug).toBe(doc.slug);
    }
  });
});

describe('GET /api/properties/by-reference/{REF}', () => {
  it('answers the property as by-slug does', async () => {
    const slug = (await collections(t.db.db).properties.findOne({}))!.slug;
    const bySlug = await (await t.app.request(`/api/properties/by-slug/${slug}`)).json();
    const ref = (bySlug as Property)._id.slice(0, 8).toUpperCase();
    expect(await (await t.app.request(`/api/properties/by-reference/${ref}`)).json()).toEqual(bySlug);
  });

  it('404 for a reference no property has, 400 for anything but 8 hex characters', async () => {
    expect((await t.app.request('/api/properties/by-reference/00000000')).status).toBe(404);
    for (const bad of ['1234567', '123456789', 'XYZ12345', '%24where1', '1234567%00'])
      expect((await t.app.request(`/api/properties/by-reference/${bad}`)).status, bad).toBe(400);
  });
});

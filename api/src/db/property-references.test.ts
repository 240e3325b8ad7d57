/**
 * A database whose properties share Reference IDs (as the demo seed made them, all within one second)
 * is migrated on start: every property gets a reference of its own, every link by slug keeps working,
 * and a start that died midway is finished by the next.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Property } from '@manzil/contract';
import { useTestApp } from '../../test/helpers';
import { collections, type PropertyDoc } from './collections';
import { contentVersion } from './content-version';
import { objectIdAt, referenceOf } from './ids';
import { migratePropertyReferences, PROPERTY_MOVES } from './property-references';

const t = useTestApp();
const SECOND = Math.floor(Date.UTC(2026, 0, 15, 9, 30) / 1000);
const at = new Date(SECOND * 1000);

/** A property as an earlier version stored it: no `ref`, its id stamped with the shared second. */
function legacy(i: number): PropertyDoc {
  const { ref: _ref, ...doc }: PropertyDoc = {
    _id: objectIdAt(SECOND),
    ref: '',
    slug: `legacy-home-${i}`,
    house_name: `Legacy Home ${i}`,
    house_type: 'Villa',
    for: 'Buy',
    bedrooms: 3,
    bathrooms: 2,
    location: 'Palm',
    discription: 'x',
    imageurl: '/x.jpg',
    areaName: 'dubai_marina',
    emirate: 'dubai',
    createdAt: new Date(at.getTime() + i),
    updatedAt: at,
  };
  return doc as PropertyDoc;
}

const properties = () => collections(t.db.db).properties;
const moves = () => t.db.db.collection<{ _id: unknown; doc: PropertyDoc; at: Date }>(PROPERTY_MOVES);

async function bySlug(slug: string): Promise<Property> {
  const res = await t.app.request(`/api/properties/by-slug/${slug}`);
  expect(res.status, slug).toBe(200);
  return (await res.json()) as Property;
}

async function expectUniqueReferences(): Promise<void> {
  const all = await properties().find({}).toArray();
  expect(new Set(all.map((p) => referenceOf(p._id))).size).toBe(all.length);
  for (const p of all) expect(p.ref).toBe(referenceOf(p._id));
}

beforeEach(async () => {
  await properties().deleteMany({ slug: /^legacy-home-/ });
  await moves().deleteMany({});
});

describe('migratePropertyReferences', () => {
  it('gives each of 20 properties sharing one reference its own, keeps the oldest id and every slug', async () => {
    const docs = Array.from({ length: 20 }, (_, i) => legacy(i));
    await properties().insertMany(docs);
    const version = await contentVersion(t.db.db).fresh();

    expect(await migratePropertyReferences(t.db.db)).toBe(19);
    await expectUniqueReferences();
    expect(await properties().countDocuments({ slug: /^legacy-home-/ })).toBe(20);
    // The oldest keeps its id; the others get plausible ones: the property clock's next seconds (now).
    expect((await bySlug('legacy-home-0'))._id).toBe(docs[0]!._id.toHexString());
    for (const doc of docs.slice(1)) {
      const now = await bySlug(doc.slug);
      expect(now._id).not.toBe(doc._id.toHexString());
      const second = Number.parseInt(now._id.slice(0, 8), 16);
      expect(second).toBeGreaterThan(SECOND);
      expect(second).toBeLessThan(Date.now() / 1000 + 3600);
      // Found by its new reference, with everything else as it was.
      const res = await t.app.request(`/api/properties/by-reference/${now._id.slice(0, 8)}`);
      expect(((await res.json()) as Property).slug).toBe(doc.slug);
      expect(now.house_name).toBe(doc.house_name);
    }
    // Pages and admin lists showed the old ids: they render again.
    expect(await contentVersion(t.db.db).fresh()).not.toBe(version);
    // Idempotent.
    expect(await migratePropertyReferences(t.db.db)).toBe(0);
    expect(await moves().countDocuments()).toBe(0);
  });

  it('finishes the moves of a start that died at each step', async () => {
    const [kept, journalled, deleted, reinserted] = [0, 1, 2, 3].map(legacy) as PropertyDoc[];
    await properties().insertMany([kept!, journalled!]);
    await properties().updateOne({ _id: kept!._id }, { $set: { ref: referenceOf(kept!._id) } });
    // Died after journalling, before deleting the old document.
    await moves().insertOne({ _id: journalled!._id, doc: journalled!, at });
    // Died after deleting the old document, before inserting the copy.
    await moves().insertOne({ _id: deleted!._id, doc: deleted!, at });
    // Died after inserting the copy, before dropping the journal entry.
    await properties().insertOne({
      ...reinserted!,
      _id: objectIdAt(SECOND + 30),
      ref: referenceOf(objectIdAt(SECOND + 30)),
    });
    await moves().insertOne({ _id: reinserted!._id, doc: reinserted!, at });

    await migratePropertyReferences(t.db.db);
    for (const doc of [kept, journalled, deleted, reinserted]) {
      expect(await properties().countDocuments({ slug: doc!.slug }), doc!.slug).toBe(1);
      await bySlug(doc!.slug);
    }
    await expectUniqueReferences();
    expect(await moves().countDocuments()).toBe(0);
  });

  it('the seed gives every demo property a reference of its own', async () => {
    await expectUniqueReferences();
    expect(await properties().countDocuments({ ref: { $exists: false } })).toBe(0);
  });
});

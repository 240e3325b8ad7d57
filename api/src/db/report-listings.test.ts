import { describe, expect, it } from 'vitest';
import type { ObjectId } from 'mongodb';
import { LISTING_STATUSES, type ListingStatus } from '@manzil/contract';
import { useTestApp } from '../../test/helpers';
import { collections, type PropertyDoc } from './collections';
import { deleteListings, setListingsStatus } from './admin-listings';
import { deleteArea } from './areas';
import { deleteProperty, insertProperty, updateProperty, type NewProperty } from './properties';
import { listingFigures } from './reports';
import {
  REPORT_LISTINGS,
  listingDelta,
  readListingRollup,
  rebuildListingRollup,
  statusOf,
} from './report-listings';
import { dubaiDay } from './report-rollups';

const t = useTestApp();
const DAY_MS = 86_400_000;

function prng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** The listing figures counted from the listings themselves, as stored. */
async function recount(now: Date) {
  const all = await collections(t.db.db).properties.find({}).toArray();
  const available = all.filter((p) => statusOf(p.status) === 'available');
  const age = (p: PropertyDoc) =>
    Math.round(
      (Date.parse(`${dubaiDay(now)}T00:00Z`) - Date.parse(`${dubaiDay(p.createdAt)}T00:00Z`)) / DAY_MS,
    );
  const mean = available.reduce((sum, p) => sum + p.createdAt.getTime(), 0) / available.length;
  return {
    byStatus: LISTING_STATUSES.map((s) => all.filter((p) => statusOf(p.status) === s).length),
    daysOnMarket: [
      available.filter((p) => age(p) <= 30).length,
      available.filter((p) => age(p) > 30 && age(p) <= 90).length,
      available.filter((p) => age(p) > 90 && age(p) <= 180).length,
      available.filter((p) => age(p) > 180).length,
    ],
    averageDaysOnMarket: available.length ? Math.round((now.getTime() - mean) / DAY_MS) : null,
  };
}

async function figures(now: Date) {
  const f = await listingFigures(t.db.db, now);
  return {
    byStatus: f.byStatus.map((r) => r.count),
    daysOnMarket: f.daysOnMarket.map((r) => r.count),
    averageDaysOnMarket: f.averageDaysOnMarket,
  };
}

/** The counters as kept, without the zeros a count that went back down leaves. */
async function keptCounters() {
  const doc = await t.db.db.collection(REPORT_LISTINGS).findOne({});
  return JSON.parse(JSON.stringify(doc, (_, v: unknown) => (v === 0 ? undefined : v))) as unknown;
}

describe('the reports’ listing counters', () => {
  it('move by the difference of a write, and sum listing instants exactly', () => {
    const at = new Date('2029-03-04T22:30:00.123Z');
    expect(listingDelta([[null, { status: 'available', createdAt: at }]])).toEqual({
      'status.available': 1,
      'listed.n': 1,
      'listed.s': Math.floor(at.getTime() / 1000),
      'listed.ms': 123,
      // 02:30 on 5 March in Dubai.
      'days.2029-03-05': 1,
    });
    // A listing without a status, or with one a buyer would not read, is available.
    expect(listingDelta([[{ createdAt: at }, { status: 'sold', createdAt: at }]])).toEqual({
      'status.available': -1,
      'status.sold': 1,
      'listed.n': -1,
      'listed.s': -Math.floor(at.getTime() / 1000),
      'listed.ms': -123,
      'days.2029-03-05': -1,
    });
    expect(listingDelta([[{ status: 'gone' as ListingStatus, createdAt: at }, { createdAt: at }]])).toEqual(
      {},
    );
  });

  it('give the figures the listings give after creates, updates, bulk changes and deletes, concurrent ones too', async () => {
    const db = t.db.db;
    const now = new Date();
    const random = prng(5);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const [template] = await collections(db).properties.find({}).limit(1).toArray();
    const { _id, ref: _r, slug: _s, createdAt: _c, updatedAt: _u, ...base } = template!;
    const input = (i: number): NewProperty => ({
      ...base,
      house_name: `Counted Home ${i}`,
      status: pick(LISTING_STATUSES),
    });
    const made: PropertyDoc[] = [];
    for (let i = 0; i < 40; i++) {
      // Listed up to 400 days ago, some a few hours ago (around a Dubai midnight).
      const at = new Date(now.getTime() - Math.floor(random() * 400 * DAY_MS) - (i % 5) * 3_600_000);
      made.push(await insertProperty(db, input(i), at));
    }
    expect(await figures(now)).toEqual(await recount(now));

    const ids = made.map((p) => p._id);
    for (let i = 0; i < 40; i++) {
      const p = pick(made);
      const move = random();
      if (move < 0.4) await updateProperty(db, p._id, { status: pick(LISTING_STATUSES) }, []);
      else if (move < 0.55) await updateProperty(db, p._id, { price: 1_000_000 + i }, ['status']);
      else if (move < 0.8) await setListingsStatus(db, [pick(ids), pick(ids)], pick(LISTING_STATUSES));
      else await updateProperty(db, p._id, { bedrooms: 3 }, []);
    }
    expect(await figures(now)).toEqual(await recount(now));

    // Concurrent writes: many status changes of one listing and of a few, a bulk change over them, and two
    // deletes of one listing racing (one deletes it, the other finds nothing).
    const one = made[0]!._id;
    const few = ids.slice(1, 6);
    const twice = made[6]!;
    const results = await Promise.all([
      ...LISTING_STATUSES.map((s) => updateProperty(db, one, { status: s }, [])),
      updateProperty(db, one, {}, ['status']),
      ...few.map((id, i) => updateProperty(db, id, { status: LISTING_STATUSES[i % 5]! }, [])),
      setListingsStatus(db, [one, ...few], 'reserved'),
      deleteProperty(db, twice._id, twice.areaName),
      deleteProperty(db, twice._id, twice.areaName),
      deleteListings(db, [ids[7]!, ids[8]!]),
      deleteListings(db, [ids[8]!, ids[9]!]),
      ...[40, 41, 42].map((i) => insertProperty(db, input(i), new Date(now.getTime() - i * DAY_MS))),
    ]);
    expect(results.filter((r) => r === true)).toHaveLength(1);
    expect(await collections(db).properties.countDocuments({ _id: { $in: ids.slice(6, 10) } })).toBe(0);
    expect(await figures(now)).toEqual(await recount(now));

    // An area deleted with every listing under it.
    const area = await collections(db).areas.findOne({ key: base.areaName, emirate: base.emirate });
    expect((await deleteArea(db, area!)).properties).toBeGreaterThan(30);
    expect(await figures(now)).toEqual(await recount(now));

    // Counted again from the listings, the counters are the ones the writes kept.
    const kept = await keptCounters();
    await rebuildListingRollup(db);
    expect(await keptCounters()).toEqual(kept);
    // And a day later, the same counters age the listings by a day.
    const later = new Date(now.getTime() + DAY_MS);
    expect(await figures(later)).toEqual(await recount(later));
  });

  it('read right after a write show it', async () => {
    const db = t.db.db;
    const now = new Date();
    const before = (await readListingRollup(db)).status?.available ?? 0;
    const [template] = await collections(db).properties.find({}).limit(1).toArray();
    const { _id, ref: _r, slug: _s, createdAt: _c, updatedAt: _u, ...base } = template!;
    const made = await insertProperty(db, { ...base, house_name: 'Fresh Home', status: 'available' }, now);
    const f = await listingFigures(db, now);
    expect(f.byStatus.find((r) => r.key === 'available')!.count).toBe(before + 1);
    await updateProperty(db, made._id as ObjectId, { status: 'sold' }, []);
    const g = await listingFigures(db, now);
    expect(g.byStatus.find((r) => r.key === 'available')!.count).toBe(before);
  });
});

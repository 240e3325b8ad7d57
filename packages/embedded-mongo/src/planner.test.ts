/**
 * The planner's choices (an ordered walk abandoned for the narrowest candidates, counts and residual
 * filters decided on typed columns: patterns, $or, $in / $nin, string bounds, absent fields, strings
 * past the column's code bound) must give exactly what a plain scan (mingo on every document, then a
 * full sort) gives: same documents, same order, same counts, for many random listing-like filters and
 * while documents change.
 */
import { describe, expect, it } from 'vitest';
import { Query } from 'mingo';
import { ObjectId } from 'bson';
import { MAX_FIELD_COLUMNS, MAX_SORTED_VIEWS } from './bounded-map';
import { Collection } from './collection';
import { MAX_PATTERNS } from './columns';
import { countDocs, findDocs, MINGO_OPTIONS, projector, type FindTrace } from './query';
import { sortDocs, type SortSpec } from './sort';
import type { Doc } from './values';
import { naiveCount, naiveFind, randomWrites } from './naive-scan';

function prng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const STATUSES = ['available', 'sold', 'under-offer'];
const TYPES = ['Apartment', 'Villa', 'Land', 'Townhouse'];
const AREAS = ['marina', 'downtown', 'palm'];
const WORDS = ['Marina', 'Tower', 'Palm', 'Bay', 'Sea view', 'Residence 12'];

function randomDoc(r: () => number, i: number): Doc {
  const pick = <T>(list: T[]) => list[Math.floor(r() * list.length)] as T;
  const doc: Doc = {
    _id: new ObjectId(),
    for: r() < 0.6 ? 'Buy' : 'Rent',
    status: pick(STATUSES),
    areaName: pick(AREAS),
    house_type: pick(TYPES),
    bedrooms: Math.floor(r() * 6),
    price: Math.floor(r() * 200) * 1000,
    area: 400 + Math.floor(r() * 40) * 50,
    completion: r() < 0.7 ? 'ready' : pick(['2026-Q4', '2027-Q3', '2030-Q1']),
    createdAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(r() * 1e6) * 1000),
    // Mostly distinct (past the column's code bound), some sharing a word.
    house_name: `${pick(WORDS)} ${i}`,
    discription: r() < 0.5 ? 'Close to the Marina walk' : 'Quiet street',
  };
  const odd = r();
  // Values the columns cannot decide (the general predicate must) and absent fields.
  if (odd < 0.03) delete doc.status;
  else if (odd < 0.05) doc.status = null;
  else if (odd < 0.06) doc.house_type = ['Villa', 'Land'];
  else if (odd < 0.07) doc.bedrooms = String(doc.bedrooms);
  else if (odd < 0.08) delete doc.completion;
  else if (odd < 0.09) doc.house_name = 42;
  // A date as text, and none: a date bound matches neither (BSON compares by type first).
  else if (odd < 0.1) doc.createdAt = '2025-06-01';
  else if (odd < 0.11) delete doc.createdAt;
  if (r() < 0.1) doc.description = `${pick(WORDS)} with a sea view`;
  return doc;
}

const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function randomFilter(r: () => number): Doc {
  const pick = <T>(list: T[]) => list[Math.floor(r() * list.length)] as T;
  const f: Doc = {};
  if (r() < 0.9) f.for = r() < 0.5 ? 'Buy' : 'Rent';
  const s = r();
  if (s < 0.5) f.status = 'available';
  else if (s < 0.65) f.status = { $nin: ['sold', 'under-offer'] };
  else if (s < 0.75) f.status = { $in: ['sold', 'under-offer'] };
  if (r() < 0.3) f.areaName = pick(AREAS);
  if (r() < 0.3) f.house_type = pick(TYPES);
  if (r() < 0.4) {
    const lo = Math.floor(r() * 150) * 1000;
    f.price = r() < 0.5 ? { $gte: lo, $lte: lo + 40_000 } : { $gte: lo };
  }
  if (r() < 0.4) {
    const lo = Math.floor(r() * 5);
    f.bedrooms = r() < 0.5 ? lo : { $gte: lo, $lte: lo + 1 };
  }
  if (r() < 0.2) f.area = { $gte: 400 + Math.floor(r() * 40) * 50 };
  if (r() < 0.2) {
    // Listed since a day (the admin table's "listed from"), sometimes up to another.
    const from = Date.UTC(2025, 0, 1) + Math.floor(r() * 1e6) * 1000;
    f.createdAt = r() < 0.5 ? { $gte: new Date(from) } : { $gte: new Date(from), $lt: new Date(from + 2e8) };
  }
  const c = r();
  if (c < 0.15) f.completion = 'ready';
  else if (c < 0.3) f.completion = { $gte: '2000-Q1', $lt: '2100-Q1' };
  if (r() < 0.35) {
    const words = [pick(WORDS), pick(['sea', 'walk', '12', 'tower', 'zzz'])].slice(
      0,
      1 + Math.floor(r() * 2),
    );
    f.$and = words.map((w) => {
      const re = new RegExp(escape(w), 'i');
      return { $or: [{ house_name: re }, { description: re }, { discription: re }] };
    });
  }
  return f;
}

const SORTS: SortSpec[] = [
  [
    ['createdAt', -1],
    ['_id', -1],
  ],
  [
    ['price', 1],
    ['_id', 1],
  ],
  [
    ['price', -1],
    ['_id', -1],
  ],
  [
    ['area', -1],
    ['_id', -1],
  ],
];

/** The product's listing indexes, in their shapes: equality prefixes, then a sort or range field. */
function makeCollection(): Collection {
  const coll = new Collection('db', 'listings');
  const indexes: [string, Doc][] = [
    ['browse_price', { for: 1, status: 1, price: 1 }],
    ['browse_newest', { for: 1, status: 1, createdAt: 1 }],
    ['browse_size', { for: 1, status: 1, area: 1 }],
    ['area_created', { areaName: 1, createdAt: 1 }],
    ['area_purpose_type_beds_price', { areaName: 1, for: 1, house_type: 1, bedrooms: 1, price: 1 }],
    ['admin_price', { price: 1, _id: 1 }],
    ['admin_listed', { createdAt: 1, _id: 1 }],
    // In price order, ties by name: a page sorted by price then _id is read from it by prefix.
    ['search_purpose_price', { for: 1, price: 1, house_name: 1 }],
  ];
  for (const [name, key] of indexes) coll.createIndex({ v: 2, key, name });
  return coll;
}

function expectSameAsScan(coll: Collection, r: () => number, rounds: number, plans: Set<string>): void {
  for (let i = 0; i < rounds; i++) {
    const filter = randomFilter(r);
    const sort = SORTS[Math.floor(r() * SORTS.length)] as SortSpec;
    const skip = r() < 0.4 ? 20 * Math.floor(r() * 3) : 0;
    const limit = r() < 0.9 ? 20 : 0;
    const ids = (docs: Doc[]) => docs.map((d) => String(d._id));
    const what = JSON.stringify({ filter, sort, skip, limit });
    const trace: FindTrace = { plan: 'scan' };
    expect(ids(findDocs(coll, filter, { sort, skip, limit }, trace)), what).toEqual(
      ids(naiveFind(coll, filter, sort, skip, limit)),
    );
    plans.add(trace.abandoned ? `${trace.plan} after abandoning` : trace.plan);
    expect(countDocs(coll, filter), what).toBe(naiveCount(coll, filter));
  }
}

// About 4 s on a quiet machine; several times that beside CI's other lanes on two cores.
const RANDOM_ROUNDS_TIMEOUT_MS = 120_000;

describe('the planner', () => {
  it(
    'finds and counts what a plain scan finds, for random listing filters, sorts and pages',
    () => {
      const r = prng(26);
      const coll = makeCollection();
      // More distinct names than a column gives codes to.
      for (let i = 0; i < 6000; i++) coll.put(randomDoc(r, i));
      const plans = new Set<string>();
      expectSameAsScan(coll, r, 250, plans);
      // Every way of reading a page was exercised, the abandoned walk included.
      expect([...plans].sort()).toEqual(
        expect.arrayContaining(['ordered', 'ordered by prefix', 'narrowest', 'narrowest after abandoning']),
      );
    },
    RANDOM_ROUNDS_TIMEOUT_MS,
  );

  it(
    'stays right while listings are added, changed and removed between searches',
    () => {
      const r = prng(27);
      const coll = makeCollection();
      let seq = 0;
      // More distinct names than a column gives codes to: the patterns' kept answers are exercised.
      for (; seq < 4500; seq++) coll.put(randomDoc(r, seq));
      const plans = new Set<string>();
      for (let round = 0; round < 20; round++) {
        const writes = round % 5 === 0 ? 500 : 1 + Math.floor(r() * 20);
        randomWrites(coll, r, writes, () => randomDoc(r, seq++));
        expectSameAsScan(coll, r, 12, plans);
      }
    },
    RANDOM_ROUNDS_TIMEOUT_MS,
  );

  it('gives up a walk in sort order that finds few matches and reads the narrow candidates instead', () => {
    const r = prng(5);
    const coll = makeCollection();
    for (let i = 0; i < 5000; i++) {
      // No array at an indexed path: every index keeps its order (see ordered.ts).
      const doc = randomDoc(r, i);
      if (Array.isArray(doc.house_type)) doc.house_type = 'Villa';
      coll.put(doc);
    }
    // Few listings of one area, type and bedrooms, newest first: browse_newest is in order but holds
    // them sparsely; area_purpose_type_beds_price holds exactly them.
    const filter = { for: 'Buy', status: 'available', areaName: 'palm', house_type: 'Villa', bedrooms: 2 };
    const sort: SortSpec = [
      ['createdAt', -1],
      ['_id', -1],
    ];
    const trace: FindTrace = { plan: 'scan' };
    const page = findDocs(coll, filter, { sort, skip: 20, limit: 20 }, trace);
    expect(trace).toMatchObject({ plan: 'narrowest', index: 'area_purpose_type_beds_price' });
    expect(page.map((d) => String(d._id))).toEqual(
      naiveFind(coll, filter, sort, 20, 20).map((d) => String(d._id)),
    );
    // A dense filter is read in order from the sort's index and stops at the page.
    const dense: FindTrace = { plan: 'scan' };
    findDocs(coll, { for: 'Buy', status: 'available' }, { sort, skip: 0, limit: 20 }, dense);
    expect(dense).toMatchObject({ plan: 'ordered', index: 'browse_newest' });
  });

  it('projects included top-level fields as mingo does (the map points read by hand)', () => {
    const r = prng(9);
    const docs = Array.from({ length: 300 }, (_, i) => randomDoc(r, i));
    const projections: Doc[] = [
      { _id: 0, house_name: 1, price: 1, description: 1 },
      { house_name: 1, status: true },
      { _id: 1, areaName: 1 },
      { _id: 1 },
    ];
    for (const projection of projections) {
      const byHand = projector(projection)!(docs);
      const q = new Query({}, MINGO_OPTIONS);
      expect(byHand, JSON.stringify(projection)).toStrictEqual(q.find<Doc>(docs, projection).all());
    }
  });
});

describe('the views kept between writes are bounded', () => {
  it('a client naming ever new fields and sort orders keeps at most the bounds, and reads stay right', () => {
    const r = prng(11);
    const coll = makeCollection();
    for (let i = 0; i < 300; i++) coll.put({ ...randomDoc(r, i), [`extra${i % 7}`]: i });
    for (let i = 0; i < 500; i++) {
      const field = `field${i}`;
      // A filter on a field no document has: a column each (and nothing matches).
      expect(countDocs(coll, { [field]: 'x', price: { $gte: 0 } })).toBe(0);
      // A sort on a field no index covers: a sorted view of the whole collection each.
      const sort: SortSpec = [
        [`extra${i % 7}`, i % 2 ? 1 : -1],
        [field, 1],
        ['_id', 1],
      ];
      const page = findDocs(coll, {}, { sort, limit: 5 });
      expect(page.map((d) => String(d._id))).toEqual(
        sortDocs(coll.docs.values(), sort)
          .slice(0, 5)
          .map((d) => String(d._id)),
      );
    }
    // A sort nothing covers on one bucket of a hash index (an index some arrays keep from ordering):
    // a sorted view of that bucket each.
    coll.createIndex({ v: 2, key: { house_type: 1 }, name: 'type' });
    for (let i = 0; i < 500; i++) {
      const sort: SortSpec = [
        [`field${i}`, 1],
        ['_id', 1],
      ];
      const filter = { house_type: 'Villa' };
      expect(findDocs(coll, filter, { sort, limit: 5 }).map((d) => String(d._id))).toEqual(
        naiveFind(coll, filter, sort, 0, 5).map((d) => String(d._id)),
      );
    }
    const buckets = coll.indexes.get('type')!.keptSortedBuckets();
    expect(buckets).toBeGreaterThan(0);
    expect(buckets).toBeLessThanOrEqual(MAX_SORTED_VIEWS);
    // A new word searched for each time: the answers of at most MAX_PATTERNS patterns are kept.
    for (let i = 0; i < 500; i++)
      expect(countDocs(coll, { house_name: new RegExp(`word${i}`, 'i') })).toBe(0);
    expect(coll.column('house_name').keptPatterns()).toBe(MAX_PATTERNS);
    const kept = coll.keptViews();
    expect(kept.columns).toBeGreaterThan(0);
    expect(kept.columns).toBeLessThanOrEqual(MAX_FIELD_COLUMNS);
    expect(kept.sorted).toBeGreaterThan(0);
    expect(kept.sorted).toBeLessThanOrEqual(MAX_SORTED_VIEWS);
  });
});

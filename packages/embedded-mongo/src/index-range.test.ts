/**
 * Index range scans, index-provided sorts and column tests must give exactly what a naive full scan
 * (mingo on every document) followed by a full sort gives, for random data, filters, sorts, skips and
 * limits, and must stay right while documents are inserted, replaced and removed.
 */
import { describe, expect, it } from 'vitest';
import { Double, Long, ObjectId } from 'bson';
import { Collection } from './collection';
import { countDocs, findDocs } from './query';
import type { SortSpec } from './sort';
import type { Doc } from './values';
import { naiveCount, naiveFind, randomWrites } from './naive-scan';

function prng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const PURPOSES = ['Buy', 'Rent'];
const TYPES = ['Apartment', 'Villa', 'Land'];
const AREAS = ['a', 'b', 'c'];

/** Mostly regular documents, with some of the values an index order must cope with. */
function randomDoc(r: () => number, i: number): Doc {
  const doc: Doc = {
    _id: new ObjectId(),
    for: PURPOSES[Math.floor(r() * 2)],
    area: AREAS[Math.floor(r() * 3)],
    type: TYPES[Math.floor(r() * 3)],
    beds: Math.floor(r() * 5),
    price: Math.floor(r() * 50) * 10,
    name: `n${Math.floor(r() * 30)}`,
    seq: i,
  };
  const odd = r();
  if (odd < 0.03) delete doc.price;
  else if (odd < 0.05) doc.price = null;
  else if (odd < 0.07) doc.price = String(doc.price);
  else if (odd < 0.09) doc.price = new Double(Number(doc.price));
  else if (odd < 0.1) doc.price = Long.fromNumber(Number(doc.price));
  if (r() < 0.03) delete doc.type;
  if (r() < 0.03) doc.beds = new Double(Number(doc.beds));
  return doc;
}

function randomFilter(r: () => number): Doc {
  const f: Doc = {};
  if (r() < 0.9) f.for = PURPOSES[Math.floor(r() * 2)];
  if (r() < 0.4) f.area = r() < 0.8 ? AREAS[Math.floor(r() * 3)] : { $eq: AREAS[0] };
  if (r() < 0.6) f.type = TYPES[Math.floor(r() * 3)];
  if (r() < 0.5) f.beds = r() < 0.5 ? Math.floor(r() * 5) : { $gte: Math.floor(r() * 5) };
  if (r() < 0.7) {
    const lo = Math.floor(r() * 40) * 10;
    const which = r();
    f.price =
      which < 0.3 ? { $gte: lo } : which < 0.6 ? { $gte: lo, $lt: lo + 100 } : { $gt: lo, $lte: lo + 50 };
  }
  if (r() < 0.1) f.name = { $in: ['n1', 'n2', 'n3'] };
  return f;
}

const SORTS: SortSpec[] = [
  [
    ['price', 1],
    ['name', 1],
    ['_id', 1],
  ],
  [
    ['price', -1],
    ['name', -1],
    ['_id', -1],
  ],
  [
    ['name', 1],
    ['_id', 1],
  ],
  [
    ['beds', -1],
    ['price', 1],
    ['_id', 1],
  ],
];

function makeCollection(): Collection {
  const coll = new Collection('db', 'things');
  coll.createIndex({ v: 2, key: { for: 1, price: 1, name: 1 }, name: 'for_price_name' });
  coll.createIndex({ v: 2, key: { area: 1, for: 1, price: 1, name: 1 }, name: 'area_for_price_name' });
  coll.createIndex({ v: 2, key: { type: 1, price: -1 }, name: 'type_price_desc' });
  return coll;
}

function expectSameAsNaive(coll: Collection, r: () => number, rounds: number): void {
  for (let i = 0; i < rounds; i++) {
    const filter = randomFilter(r);
    const sort = SORTS[Math.floor(r() * SORTS.length)] as SortSpec;
    const skip = r() < 0.3 ? Math.floor(r() * 30) : 0;
    const limit = r() < 0.8 ? 1 + Math.floor(r() * 25) : 0;
    const ids = (docs: Doc[]) => docs.map((d) => String(d._id));
    const what = JSON.stringify({ filter, sort, skip, limit });
    expect(ids(findDocs(coll, filter, { sort, skip, limit })), what).toEqual(
      ids(naiveFind(coll, filter, sort, skip, limit)),
    );
    expect(countDocs(coll, filter), what).toBe(naiveCount(coll, filter));
  }
}

describe('index range scans', () => {
  it('find and count match a full scan and sort for random filters, sorts, skips and limits', () => {
    const r = prng(7);
    const coll = makeCollection();
    for (let i = 0; i < 3000; i++) coll.put(randomDoc(r, i));
    expectSameAsNaive(coll, r, 400);
  });

  it('stay right while documents are inserted, replaced and removed between queries', () => {
    const r = prng(11);
    const coll = makeCollection();
    let seq = 0;
    for (; seq < 1500; seq++) coll.put(randomDoc(r, seq));
    for (let round = 0; round < 40; round++) {
      // Small and large batches take the splice and the merge routes of the ordered view.
      const writes = round % 5 === 0 ? 600 : 1 + Math.floor(r() * 20);
      randomWrites(coll, r, writes, () => randomDoc(r, seq++));
      expectSameAsNaive(coll, r, 15);
    }
  });

  it('falls back to the general plan while a document holds an array at an indexed path', () => {
    const r = prng(3);
    const coll = makeCollection();
    for (let i = 0; i < 500; i++) coll.put(randomDoc(r, i));
    const multi: Doc = { ...randomDoc(r, 999), price: [5, 450] };
    coll.put(multi);
    expectSameAsNaive(coll, r, 100);
    coll.removeById(multi._id);
    expectSameAsNaive(coll, r, 100);
  });
});

/** What the planner's tests share: the plain answers they compare with (mingo on every document, then a
 * full sort), and random writes between their queries. */
import { Query } from 'mingo';
import type { Collection } from './collection';
import { MINGO_OPTIONS } from './query';
import { sortDocs, type SortSpec } from './sort';
import { numericView, type Doc } from './values';

export function naiveFind(coll: Collection, filter: Doc, sort: SortSpec, skip: number, limit: number): Doc[] {
  const q = new Query(numericView(filter), MINGO_OPTIONS);
  const all = [...coll.docs.values()].filter((d) => q.test(coll.view(d)));
  return sortDocs(all, sort).slice(skip, limit ? skip + limit : undefined);
}

export function naiveCount(coll: Collection, filter: Doc): number {
  const q = new Query(numericView(filter), MINGO_OPTIONS);
  return [...coll.docs.values()].filter((d) => q.test(coll.view(d))).length;
}

/** `writes` random writes: inserts of `make()` (40%), replacements by `make()` (30%) and removals. */
export function randomWrites(coll: Collection, r: () => number, writes: number, make: () => Doc): void {
  for (let w = 0; w < writes; w++) {
    const docs = [...coll.docs.values()];
    const pick = docs[Math.floor(r() * docs.length)] as Doc;
    const op = r();
    if (op < 0.4) coll.put(make());
    else if (op < 0.7) coll.replace(pick, { ...make(), _id: pick._id });
    else coll.removeById(pick._id);
  }
}

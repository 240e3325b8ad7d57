/** The plain answers the planner's tests compare with: mingo on every document, then a full sort. */
import { Query } from 'mingo';
import type { Collection } from './collection';
import { MINGO_OPTIONS, sortDocs, type SortSpec } from './query';
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

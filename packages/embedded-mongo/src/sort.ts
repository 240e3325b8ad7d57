/** Sorting as a find's `sort` asks: the spec read from the command, and the documents in its order
 * (a bounded heap when only the first `k` are wanted). */
import { compareValues, isPlainObject, sortValue, type Doc } from './values';

export type SortSpec = [path: string, dir: number][];

export function parseSort(sort: unknown): SortSpec | null {
  if (!isPlainObject(sort)) return null;
  const spec: SortSpec = [];
  for (const [path, dir] of Object.entries(sort)) {
    if (path === '$natural') continue;
    spec.push([path, Number(dir) < 0 ? -1 : 1]);
  }
  return spec.length ? spec : null;
}

interface Keyed {
  doc: Doc;
  keys: unknown[];
  seq: number;
}

function compareKeyed(spec: SortSpec, a: Keyed, b: Keyed): number {
  for (let i = 0; i < spec.length; i++) {
    const c = compareValues(a.keys[i], b.keys[i]) * (spec[i] as [string, number])[1];
    if (c) return c;
  }
  return a.seq - b.seq;
}

/** Sorts documents; with `k`, keeps only the first k using a bounded max-heap (O(n log k)). */
export function sortDocs(docs: Iterable<Doc>, spec: SortSpec, k?: number): Doc[] {
  const cmp = (a: Keyed, b: Keyed) => compareKeyed(spec, a, b);
  // Top-level fields that hold no array are read directly; paths and arrays take the general route.
  const sortKey = (doc: Doc, p: string, d: number): unknown => {
    if (!p.includes('.')) {
      const v = doc[p];
      if (!Array.isArray(v)) return v;
    }
    return sortValue(doc, p, d);
  };
  const keyed = (doc: Doc, seq: number): Keyed => ({
    doc,
    seq,
    keys: spec.map(([p, d]) => sortKey(doc, p, d)),
  });
  let seq = 0;
  if (k === undefined) {
    const all: Keyed[] = [];
    for (const d of docs) all.push(keyed(d, seq++));
    return all.sort(cmp).map((x) => x.doc);
  }
  if (k <= 0) return [];
  const heap: Keyed[] = []; // max-heap: heap[0] is the worst kept document
  const up = (i: number) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (cmp(heap[i] as Keyed, heap[p] as Keyed) <= 0) break;
      [heap[i], heap[p]] = [heap[p] as Keyed, heap[i] as Keyed];
      i = p;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && cmp(heap[l] as Keyed, heap[m] as Keyed) > 0) m = l;
      if (r < heap.length && cmp(heap[r] as Keyed, heap[m] as Keyed) > 0) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m] as Keyed, heap[i] as Keyed];
      i = m;
    }
  };
  for (const d of docs) {
    const item = keyed(d, seq++);
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (cmp(item, heap[0] as Keyed) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(cmp).map((x) => x.doc);
}

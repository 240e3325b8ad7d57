/**
 * A literal pattern over a column of names is answered from the trigram index: it must count exactly
 * what a plain scan counts, for names in any case, not ASCII, longer than the index holds, and while
 * names are written.
 */
import { describe, expect, it } from 'vitest';
import { ObjectId } from 'bson';
import { Collection } from './collection';
import { countDocs } from './query';
import { naiveCount } from './naive-scan';
import { literalOf } from './trigrams';
import type { Doc } from './values';

function prng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const NAMES = [
  'Bay View',
  'BAYSIDE',
  'Ebay Court',
  'Résidence Bay',
  'Marina Gate',
  'St. Regis',
  'Creek 7A1F',
];
// Names in Arabic (not ASCII, so not in the index): the larger part in the second run.
const ARABIC = ['برج الخليج', 'فيلا البحر bay', 'مرسى دبي'];

function nameDoc(r: () => number, i: number, arabic: number): Doc {
  const odd = r();
  const names = r() < arabic ? ARABIC : NAMES;
  const base = names[Math.floor(r() * names.length)] as string;
  // Distinct names, past the column's code bound; some values no index holds.
  let house_name: unknown = `${base} ${i}`;
  if (odd < 0.02) house_name = `${'Long description '.repeat(20)}by the bay ${i}`;
  else if (odd < 0.03) house_name = 42;
  else if (odd < 0.04) house_name = undefined;
  const doc: Doc = { _id: new ObjectId(), for: r() < 0.5 ? 'Buy' : 'Rent' };
  if (house_name !== undefined) doc.house_name = house_name;
  return doc;
}

const PATTERNS: RegExp[] = [
  /bay/i,
  /الخليج/,
  /BAY/,
  /^Bay/,
  /ésidence/i,
  /st\. regis/i,
  /7a1f/i,
  /ay v/i,
  /zzz/i,
  /by the bay/i,
];

function expectSameCounts(coll: Collection) {
  for (const re of PATTERNS) {
    for (const filter of [{ house_name: re }, { for: 'Buy', house_name: re }]) {
      expect(countDocs(coll, filter), `${JSON.stringify(filter)} ${re}`).toBe(naiveCount(coll, filter));
    }
  }
}

describe('literal patterns over names', () => {
  it('reads a literal from what a search box sends, and nothing else', () => {
    expect(literalOf('bay', 'i')).toBe('bay');
    expect(literalOf('^7A1F', '')).toBe('7A1F');
    expect(literalOf('st\\. regis', 'i')).toBe('st. regis');
    expect(literalOf('a\\/b', 'i')).toBe('a/b');
    expect(literalOf('bay', 'm')).toBeNull();
    expect(literalOf('a.b', 'i')).toBeNull();
    expect(literalOf('\\d+', '')).toBeNull();
    expect(literalOf('bay|sea', 'i')).toBeNull();
    expect(literalOf('bay$', 'i')).toBeNull();
    expect(literalOf('ba\\', 'i')).toBeNull();
  });

  it.each([
    ['English names', 0],
    ['mostly Arabic names', 0.6],
  ])('counts what a plain scan counts, while names are added, changed and removed (%s)', (_, arabic) => {
    const r = prng(11);
    const coll = new Collection('test', 'listings');
    let seq = 0;
    for (; seq < 6000; seq++) coll.put(nameDoc(r, seq, arabic));
    expectSameCounts(coll);
    for (let round = 0; round < 6; round++) {
      // A few writes; in round 2 the collection outgrows the column, in round 4 so many names change
      // that the index is built again.
      if (round === 2) for (let i = 0; i < 3000; i++) coll.put(nameDoc(r, seq++, arabic));
      const writes = round === 4 ? 3000 : 1 + Math.floor(r() * 30);
      for (let w = 0; w < writes; w++) {
        const docs = [...coll.docs.values()];
        const pick = docs[Math.floor(r() * docs.length)] as Doc;
        const op = r();
        if (op < 0.4) coll.put(nameDoc(r, seq++, arabic));
        else if (op < 0.8) coll.replace(pick, { ...nameDoc(r, seq++, arabic), _id: pick._id });
        else coll.removeById(pick._id);
      }
      expectSameCounts(coll);
    }
  });
});

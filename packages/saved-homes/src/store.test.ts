import { COMPARE_MAX, SAVED_HOMES_MAX } from '@manzil/contract';
import {
  parseStored,
  reloadSavedHomes,
  removeFromCompare,
  savedHomesStore,
  STORAGE_KEY,
  toggleCompare,
  toggleSaved,
} from './store';

const home = (n: number) => ({ slug: `home-${n}`, name: `Home ${n}` });
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;

beforeEach(() => {
  localStorage.clear();
  reloadSavedHomes();
});

describe('the saved homes store', () => {
  it('starts empty (what the server rendered) whatever this browser has stored', () => {
    expect(savedHomesStore.getInitialState()).toEqual({ saved: [], compare: [] });
  });

  it('saves and unsaves a home, newest first, and keeps the lists in localStorage', () => {
    expect(toggleSaved(home(1))).toBe('added');
    expect(toggleSaved(home(2))).toBe('added');
    expect(savedHomesStore.getState().saved.map((h) => h.slug)).toEqual(['home-2', 'home-1']);
    expect(stored()).toEqual({ saved: [home(2), home(1)], compare: [] });
    expect(toggleSaved(home(2))).toBe('removed');
    expect(savedHomesStore.getState().saved).toEqual([home(1)]);
  });

  it(`refuses a ${COMPARE_MAX + 1}th home to compare and takes one off`, () => {
    for (let n = 1; n <= COMPARE_MAX; n += 1) expect(toggleCompare(home(n))).toBe('added');
    expect(toggleCompare(home(99))).toBe('full');
    expect(savedHomesStore.getState().compare).toHaveLength(COMPARE_MAX);
    removeFromCompare('home-1');
    expect(toggleCompare(home(99))).toBe('added');
  });

  it(`keeps at most ${SAVED_HOMES_MAX} saved homes: the next is refused, nothing is dropped`, () => {
    for (let n = 0; n < SAVED_HOMES_MAX; n += 1) toggleSaved(home(n));
    expect(toggleSaved(home(1000))).toBe('full');
    expect(savedHomesStore.getState().saved).toHaveLength(SAVED_HOMES_MAX);
    expect(savedHomesStore.getState().saved.at(-1)).toEqual(home(0));
  });

  it('follows another tab (the storage event)', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ saved: [home(7)], compare: [] }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    expect(savedHomesStore.getState().saved).toEqual([home(7)]);
  });
});

describe('parseStored', () => {
  it('trusts nothing it reads: bad JSON, wrong shapes, markup, duplicates, and too many', () => {
    expect(parseStored('not json')).toEqual({ saved: [], compare: [] });
    expect(parseStored('null')).toEqual({ saved: [], compare: [] });
    expect(parseStored('{"saved":"x","compare":[1,null]}')).toEqual({ saved: [], compare: [] });
    const many = Array.from({ length: 500 }, (_, n) => home(n));
    const text = JSON.stringify({
      saved: [
        { slug: '<img src=x>', name: 'x' },
        { slug: 'a', name: 'A'.repeat(1000) },
        { slug: 'a' },
        ...many,
      ],
      compare: many,
    });
    const { saved, compare } = parseStored(text);
    expect(saved).toHaveLength(SAVED_HOMES_MAX);
    expect(saved[0]).toEqual({ slug: 'a', name: 'A'.repeat(200) });
    expect(compare).toHaveLength(COMPARE_MAX);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearViewed,
  parseViewed,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_MAX,
  recentlyViewedStore,
  recordViewed,
  type ViewedHome,
} from './recently-viewed';

const home = (slug: string): ViewedHome => ({
  slug,
  name: slug,
  image: '/x.jpg',
  for: 'Buy',
  bedrooms: 2,
  price: 1,
});

describe('recently viewed', () => {
  beforeEach(() => clearViewed());

  it('keeps the newest first, once each, at most RECENTLY_VIEWED_MAX', () => {
    for (let i = 0; i < RECENTLY_VIEWED_MAX + 3; i += 1) recordViewed(home(`home-${i}`));
    recordViewed(home('home-5'));
    const list = recentlyViewedStore.getState();
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]!.slug).toBe('home-5');
    expect(list.filter((h) => h.slug === 'home-5')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!)[0].slug).toBe('home-5');
  });

  it('trusts nothing stored: bad entries, another site’s photos and duplicates are dropped', () => {
    const stored = JSON.stringify([
      home('a'),
      { ...home('b'), image: 'javascript:alert(1)' },
      home('a'),
      { slug: '../x', name: 'x' },
      'text',
    ]);
    expect(parseViewed(stored).map((h) => [h.slug, h.image])).toEqual([
      ['a', '/x.jpg'],
      ['b', ''],
    ]);
    expect(parseViewed('{')).toEqual([]);
  });
});

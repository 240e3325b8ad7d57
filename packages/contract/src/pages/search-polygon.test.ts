import { describe, expect, it } from 'vitest';
import { pointInPolygon, polygonToParam, readPolygon, POLYGON_MAX_POINTS } from './search-polygon';
import { readSearchQuery, searchQueryToParams } from './search';

describe('an area drawn on the map', () => {
  it('round-trips through the URL, rounded to 4 decimals', () => {
    const text = '55.123456_25.1_55.2_25.2_55.3_25.1';
    const read = readPolygon(text);
    expect(read).toEqual({
      polygon: [
        [55.1235, 25.1],
        [55.2, 25.2],
        [55.3, 25.1],
      ],
    });
    const { query, problems } = readSearchQuery(new URLSearchParams(`purpose=Buy&poly=${text}`));
    expect(problems).toEqual([]);
    expect(searchQueryToParams(query).get('poly')).toBe('55.1235_25.1_55.2_25.2_55.3_25.1');
    expect(polygonToParam(query.polygon!)).toBe('55.1235_25.1_55.2_25.2_55.3_25.1');
  });

  it.each([
    ['two corners', '55.1_25.1_55.2_25.2'],
    ['an odd count', '55.1_25.1_55.2_25.2_55.3'],
    ['out of range', '55.1_95_55.2_25.2_55.3_25.1'],
    ['not numbers', '{"$gt":0}'],
    [
      'too many corners',
      Array.from({ length: POLYGON_MAX_POINTS + 1 }, (_, i) => `55.${i}_25.${i}`).join('_'),
    ],
  ])('refuses %s, and the search names it', (_, text) => {
    expect(readPolygon(text)).toHaveProperty('problem');
    const { query, problems } = readSearchQuery(new URLSearchParams({ purpose: 'Buy', poly: text }));
    expect(query.polygon).toBeUndefined();
    expect(problems[0]).toMatch(/^poly: /);
  });

  it('tells the points inside from those outside', () => {
    const square: [number, number][] = [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ];
    expect(pointInPolygon(1, 1, square)).toBe(true);
    expect(pointInPolygon(3, 1, square)).toBe(false);
    // A concave outline: the notch is outside.
    const notched: [number, number][] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [2, 1],
      [0, 4],
    ];
    expect(pointInPolygon(2, 3, notched)).toBe(false);
    expect(pointInPolygon(1, 1, notched)).toBe(true);
  });
});

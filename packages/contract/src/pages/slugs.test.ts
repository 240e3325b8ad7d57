/** The slug rules: titles from slugs, area and emirate keys, property slugs. */
import { describe, expect, it } from 'vitest';
import { titleFromSlug, toAreaKey, toEmirateKey, toPropertySlug, toSlug } from './slugs';

describe('slugs and titles used by the listing pages', () => {
  it('makes titles from slugs: hyphens to spaces, words capitalised', () => {
    const titles = { 'abu-dhabi': 'Abu Dhabi', 'downtown-dubai': 'Downtown Dubai', DUBAI: 'Dubai' };
    for (const [slug, title] of Object.entries(titles)) expect(titleFromSlug(slug)).toBe(title);
  });

  it('builds area slugs, area keys and emirate keys', () => {
    expect(toSlug('Dubai  Marina')).toBe('dubai-marina');
    expect(toAreaKey('downtown-dubai')).toBe('downtown_dubai');
    expect(toEmirateKey('abu-dhabi')).toBe('AbuDhabi');
    expect(toEmirateKey('dubai')).toBe('Dubai');
  });
});

describe('toPropertySlug', () => {
  it('lowercases, hyphenates whitespace and drops URL-unsafe characters', () => {
    for (const [title, slug] of [
      ['Palm Villa', 'palm-villa'],
      ['  Burj Vista, Tower 1 / #2? ', 'burj-vista-tower-1-2'],
      ['Résidence Étoile', 'résidence-étoile'],
      ['???', 'property'],
    ] as const)
      expect(toPropertySlug(title)).toBe(slug);
  });
});

/** The slug rules: titles from slugs, area and emirate keys, property slugs. */
import { describe, expect, it } from 'vitest';
import { titleFromSlug, toAreaKey, toEmirateKey, toPropertySlug, toSlug } from './slugs';

describe('slugs and titles used by the listing pages', () => {
  it('makes titles from slugs: hyphens to spaces, words capitalised', () => {
    expect(titleFromSlug('abu-dhabi')).toBe('Abu Dhabi');
    expect(titleFromSlug('downtown-dubai')).toBe('Downtown Dubai');
    expect(titleFromSlug('DUBAI')).toBe('Dubai');
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
    expect(toPropertySlug('Palm Villa')).toBe('palm-villa');
    expect(toPropertySlug('  Burj Vista, Tower 1 / #2? ')).toBe('burj-vista-tower-1-2');
    expect(toPropertySlug('Résidence Étoile')).toBe('résidence-étoile');
    expect(toPropertySlug('???')).toBe('property');
  });
});

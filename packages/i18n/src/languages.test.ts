import { describe, expect, it } from 'vitest';
import { checkCatalogue } from './check';
import { languageNameIn, languageNames } from './languages';

describe('languageNameIn', () => {
  it('names a listed language in Arabic, however the record spells it', () => {
    expect(languageNameIn('French', 'ar')).toBe('الفرنسية');
    expect(languageNameIn(' arabic ', 'ar')).toBe('العربية');
  });
  it('keeps a language not listed, and every name on English pages, as stored', () => {
    expect(languageNameIn('Klingon', 'ar')).toBe('Klingon');
    expect(languageNameIn('French', 'en')).toBe('French');
  });
  it('has every name in both languages', () => {
    expect(checkCatalogue(languageNames)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { arabicKey, arabicWordPattern, hasArabic, normaliseArabic } from './arabic-text';

describe('Arabic as the search compares it', () => {
  it('drops tashkeel and tatweel and unifies alef, alef maqsura and ta marbuta', () => {
    expect(normaliseArabic('دُبَيّ')).toBe('دبي');
    expect(normaliseArabic('أبوظبي')).toBe('ابوظبي');
    expect(normaliseArabic('إمارة')).toBe('اماره');
    expect(normaliseArabic('آمنة')).toBe('امنه');
    expect(normaliseArabic('مستشفى')).toBe('مستشفي');
    expect(normaliseArabic('جميـــرا')).toBe('جميرا');
  });

  it('keys a place by its letters only', () => {
    expect(arabicKey('دبي مارينا')).toBe(arabicKey('دُبي  مارينا'));
    expect(arabicKey('أم القيوين')).toBe('امالقيوين');
    expect(hasArabic('Dubai Marina')).toBe(false);
    expect(hasArabic('دبي')).toBe(true);
  });

  it('finds a word however the stored text spells it', () => {
    const find = (word: string, text: string) => new RegExp(arabicWordPattern(word)).test(text);
    expect(find('اطلالة', 'شقة بإطلالة على البحر')).toBe(true);
    expect(find('إطلاله', 'شقة بإطلالة على البحر')).toBe(true);
    expect(find('شقه', 'شَقَّة فاخرة')).toBe(true);
    expect(find('مستشفى', 'قرب المستشفي')).toBe(true);
    expect(find('فيلا', 'شقة فاخرة')).toBe(false);
    // Whatever is typed stays a literal: no operator of a pattern gets through.
    expect(find('.*', 'شقة')).toBe(false);
  });
});

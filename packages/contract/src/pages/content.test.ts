import { describe, expect, it } from 'vitest';
import { contentIn } from './content';

describe('contentIn', () => {
  const area = {
    name: 'Downtown Dubai',
    discription: 'Home of the Burj',
    translations: { ar: { name: 'وسط مدينة دبي', discription: '  ' } },
  };
  it('shows the translation in its language', () => {
    expect(contentIn(area, 'name', 'ar')).toEqual({ text: 'وسط مدينة دبي' });
  });
  it('falls back to English, marked, when the translation is missing or blank', () => {
    expect(contentIn(area, 'discription', 'ar')).toEqual({ text: 'Home of the Burj', lang: 'en' });
    expect(contentIn({ name: 'Dubai Marina' }, 'name', 'ar')).toEqual({ text: 'Dubai Marina', lang: 'en' });
  });
  it('shows English as is on English pages', () => {
    expect(contentIn(area, 'name', 'en')).toEqual({ text: 'Downtown Dubai' });
  });
});

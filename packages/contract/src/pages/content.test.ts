import { describe, expect, it } from 'vitest';
import { contentIn, listIn } from './content';

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

describe('listIn', () => {
  const area = {
    feature: ['Freehold', ' '],
    ar_feature: ['تملك حر', ''],
    neighbourhood: ['Metro'],
    ar_neighbourhood: ['  '],
  };
  it('shows the Arabic list on Arabic pages, blank items dropped', () => {
    expect(listIn(area, 'feature', 'ar')).toEqual({ items: ['تملك حر'] });
  });
  it('falls back to the English list, marked, when the Arabic one is missing or blank', () => {
    expect(listIn(area, 'neighbourhood', 'ar')).toEqual({ items: ['Metro'], lang: 'en' });
    expect(listIn({ feature: ['Pool'] }, 'feature', 'ar')).toEqual({ items: ['Pool'], lang: 'en' });
    expect(listIn({ feature: [] }, 'feature', 'ar')).toEqual({ items: [] });
  });
  it('shows the English list as is on English pages', () => {
    expect(listIn(area, 'feature', 'en')).toEqual({ items: ['Freehold'] });
  });
});

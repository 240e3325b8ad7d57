import { describe, expect, it } from 'vitest';
import { chosenLanguage, otherLanguage, suggestedLanguage } from './language';

describe('the language switch', () => {
  it('links to the same page and query in the other language', () => {
    expect(otherLanguage('/', '?purpose=Buy&minPrice=1000000')).toEqual({
      locale: 'ar',
      href: '/ar?purpose=Buy&minPrice=1000000',
    });
    expect(otherLanguage('/ar', '?purpose=Buy')).toEqual({ locale: 'en', href: '/?purpose=Buy' });
    expect(otherLanguage('/ar/dubai/downtown-dubai', '')).toEqual({
      locale: 'en',
      href: '/dubai/downtown-dubai',
    });
    expect(otherLanguage('/property/a-b', '').href).toBe('/ar/property/a-b');
  });

  it('reads the chosen language from the cookies, ignoring anything else', () => {
    expect(chosenLanguage('a=1; manzil_lang=ar; b=2')).toBe('ar');
    expect(chosenLanguage('manzil_lang=fr')).toBeUndefined();
    expect(chosenLanguage('')).toBeUndefined();
  });

  it('suggests the chosen language, else the browser’s, never the page’s own', () => {
    expect(suggestedLanguage('en', 'manzil_lang=ar', ['en-GB'])).toBe('ar');
    expect(suggestedLanguage('en', 'manzil_lang=en', ['ar-AE'])).toBeUndefined();
    expect(suggestedLanguage('en', '', ['ar-AE', 'en'])).toBe('ar');
    expect(suggestedLanguage('en', '', ['fr-FR', 'en-US', 'ar'])).toBeUndefined();
    expect(suggestedLanguage('ar', '', ['ar'])).toBeUndefined();
    expect(suggestedLanguage('ar', '', ['en-US'])).toBeUndefined();
    expect(suggestedLanguage('ar', 'manzil_lang=en', ['ar'])).toBe('en');
  });
});

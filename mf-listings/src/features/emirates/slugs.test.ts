import { titleFromSlug, toAreaKey, toEmirateKey, toSlug } from '@manzil/contract';
import { emirateDisplayName, emiratePath } from './EmirateCard';

describe('slugs and titles used by the listing pages', () => {
  it('turns a hyphenated emirate name into its card name and link', () => {
    expect(emirateDisplayName('Abu-Dhabi')).toBe('Abu Dhabi');
    expect(emiratePath('Abu-Dhabi')).toBe('/abu-dhabi');
    expect(emiratePath('Ras Al Khaimah')).toBe('/ras-al-khaimah');
    expect(emiratePath('Dubai')).toBe('/dubai');
  });

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

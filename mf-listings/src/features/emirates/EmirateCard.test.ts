import { emirateDisplayName, emiratePath } from './EmirateCard';

describe('emirate card names and links', () => {
  it('turns a hyphenated emirate name into its card name and link', () => {
    expect(emirateDisplayName('Abu-Dhabi')).toBe('Abu Dhabi');
    expect(emiratePath('Abu-Dhabi')).toBe('/abu-dhabi');
    expect(emiratePath('Ras Al Khaimah')).toBe('/ras-al-khaimah');
    expect(emiratePath('Dubai')).toBe('/dubai');
  });
});

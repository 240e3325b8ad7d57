import { emirateDisplayName, emiratePath } from './EmirateCard';

describe('emirate card names and links', () => {
  it.each([
    ['Abu-Dhabi', 'Abu Dhabi', '/abu-dhabi'],
    ['Ras Al Khaimah', 'Ras Al Khaimah', '/ras-al-khaimah'],
    ['Dubai', 'Dubai', '/dubai'],
  ])('turns the emirate name %s into its card name %s and link %s', (name, displayName, path) => {
    expect(emirateDisplayName(name)).toBe(displayName);
    expect(emiratePath(name)).toBe(path);
  });
});

import { describe, expect, it } from 'vitest';
import { emirateSlidesFolder, EMIRATES, HERO_SLIDES } from './constants';

describe('emirateSlidesFolder', () => {
  it("gives every emirate but Dubai a folder of its own, whatever the name's form", () => {
    const namesByFolder = {
      sharjah: ['sharjah'],
      'ras-al-khaimah': ['ras-al-khaimah', 'RasAlKhaimah'],
      'abu-dhabi': ['abu-dhabi'],
    };
    for (const [folder, names] of Object.entries(namesByFolder))
      for (const name of names) expect(emirateSlidesFolder(name)).toBe(`/images/slides/${folder}`);
    const folders = EMIRATES.map(emirateSlidesFolder);
    expect(new Set(folders).size).toBe(EMIRATES.length);
  });

  it("keeps Dubai, and a name that is no emirate, on the listing pages' slides", () => {
    for (const name of ['dubai', 'atlantis', ''])
      expect(emirateSlidesFolder(name)).toBe(HERO_SLIDES.listings);
  });
});

import { describe, expect, it } from 'vitest';
import { emirateSlidesFolder, EMIRATES, HERO_SLIDES } from './constants';

describe('emirateSlidesFolder', () => {
  it("gives every emirate but Dubai a folder of its own, whatever the name's form", () => {
    expect(emirateSlidesFolder('sharjah')).toBe('/images/slides/sharjah');
    expect(emirateSlidesFolder('ras-al-khaimah')).toBe('/images/slides/ras-al-khaimah');
    expect(emirateSlidesFolder('RasAlKhaimah')).toBe('/images/slides/ras-al-khaimah');
    expect(emirateSlidesFolder('abu-dhabi')).toBe('/images/slides/abu-dhabi');
    const folders = EMIRATES.map(emirateSlidesFolder);
    expect(new Set(folders).size).toBe(EMIRATES.length);
  });

  it("keeps Dubai, and a name that is no emirate, on the listing pages' slides", () => {
    expect(emirateSlidesFolder('dubai')).toBe(HERO_SLIDES.listings);
    expect(emirateSlidesFolder('atlantis')).toBe(HERO_SLIDES.listings);
    expect(emirateSlidesFolder('')).toBe(HERO_SLIDES.listings);
  });
});

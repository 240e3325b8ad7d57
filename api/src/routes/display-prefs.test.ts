import { describe, expect, it } from 'vitest';
import { safeBack } from './display-prefs';

describe('the page the display form goes back to', () => {
  it('is a path of this site, with its query', () => {
    expect(safeBack('/property/x?y=1')).toBe('/property/x?y=1');
    expect(safeBack('/ar/dubai')).toBe('/ar/dubai');
  });
  it('is home for anything else', () => {
    expect(safeBack(undefined)).toBe('/');
    expect(safeBack('https://evil.example/')).toBe('/');
    expect(safeBack('//evil.example/')).toBe('/');
    expect(safeBack('/\\evil.example/')).toBe('/');
    expect(safeBack('/a\nb')).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import { variantFormat } from './images';

describe('variantFormat', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    ['IMAGE/AVIF', 'avif'],
    ['image/webp, image/avif;q=0.5', 'avif'],
    ['image/avif;q=0', 'webp'],
    ['image/avif; q=0.0, image/webp', 'webp'],
    ['image/webp,*/*', 'webp'],
    ['*/*', 'webp'],
    ['', 'webp'],
    [undefined, 'webp'],
    ['image/avifx', 'webp'],
    // Only the start of an overlong header is read.
    [`${'x/y,'.repeat(200)}image/avif`, 'webp'],
  ])('%s → %s', (accept, format) => {
    expect(variantFormat(accept)).toBe(format);
  });
});

import { EMAIL_PATTERN as CONTRACT_PATTERN } from '@manzil/contract/schemas';
import { EMAIL_PATTERN, isEmail } from './email';

describe('isEmail', () => {
  it('is the pattern the server validates with', () => {
    expect(EMAIL_PATTERN.source).toBe(CONTRACT_PATTERN.source);
    expect(EMAIL_PATTERN.flags).toBe(CONTRACT_PATTERN.flags);
  });

  it('accepts x@y.tld with a 2 to 6 letter ending, trimmed', () => {
    expect(isEmail('sara@example.ae')).toBe(true);
    expect(isEmail('  sara@mail.example.museum ')).toBe(true);
  });

  it('refuses what the server refuses', () => {
    for (const bad of [
      '',
      'sara',
      'sara@example',
      'sara@example.c',
      'sara@example.abcdefg',
      'a b@c.de',
      'a@b@c.de',
    ])
      expect(isEmail(bad)).toBe(false);
  });
});

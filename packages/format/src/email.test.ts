import { EMAIL_PATTERN as CONTRACT_PATTERN } from '@manzil/contract/schemas';
import { EMAIL_PATTERN, isAddressList, isEmail } from './email';
import { validateAlertForm } from './alert-form';
import { validateContactDetails } from './enquiry-forms';

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

  it('accepts exactly one mailbox: no list, display name or comment', () => {
    for (const list of [
      'a,b@example.com',
      'a;b@example.com',
      '"Name" <b@example.com>',
      'Name<b@example.com>',
      'b@example.com (comment)',
      '(comment)b@example.com',
      'a:b@example.com',
    ]) {
      expect(isEmail(list), list).toBe(false);
      expect(isAddressList(list), list).toBe(true);
      expect(validateAlertForm({ email: list, consent: 'yes' }).email).toBe(
        'Please enter one e-mail address only, without a name, a comment or a second address.',
      );
      expect(validateContactDetails({ name: 'Sara', email: list, phone: '050' }).email).toBe(
        'Please enter one e-mail address only, without a name, a comment or a second address.',
      );
    }
    expect(isEmail("o'neil+alerts@mail.example.ae")).toBe(true);
    expect(isAddressList('sara@example.ae')).toBe(false);
  });
});

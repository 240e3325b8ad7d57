import { describe, expect, it } from 'vitest';
import { officeAddressIn } from './agencyContacts';

const both = { officeAddress: 'Office 1204, Boulevard Plaza', officeAddressAr: 'مكتب 1204، بوليفارد بلازا' };

describe('officeAddressIn', () => {
  it('gives the English address on an English page, unmarked', () => {
    expect(officeAddressIn(both, 'en')).toEqual({ text: both.officeAddress, attrs: {} });
  });

  it('gives the Arabic address on an Arabic page where one is configured', () => {
    expect(officeAddressIn(both, 'ar')).toEqual({ text: both.officeAddressAr, attrs: {} });
  });

  it('falls back to the English one on an Arabic page, marked English with its own direction', () => {
    expect(officeAddressIn({ ...both, officeAddressAr: null }, 'ar')).toEqual({
      text: both.officeAddress,
      attrs: { lang: 'en', dir: 'auto' },
    });
  });
});

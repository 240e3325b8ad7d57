import { describe, expect, it } from 'vitest';
import {
  enquiryAboutLine,
  isPropertyReference,
  listingEnquiryText,
  listingMailtoHref,
  permitCheckLink,
  propertyReference,
} from './listing-contact';

describe('how an enquiry names a listing', () => {
  it('the Reference ID is the first 8 characters of the id, upper-cased', () => {
    expect(propertyReference('65a1b2c3d4e5f6a7b8c9d0e1')).toBe('65A1B2C3');
    expect(propertyReference('abc')).toBe('ABC');
    expect(isPropertyReference('65a1b2c3')).toBe(true);
    for (const v of ['65a1b2c', '65a1b2c3d', 'zzzzzzzz', '', '65a1b2c3\n'])
      expect(isPropertyReference(v)).toBe(false);
  });

  it('chat text and mail subject name the listing and its reference', () => {
    expect(listingEnquiryText('Marina Gate 2BR', '65A1B2C3')).toBe(
      "Hello, I'm interested in Marina Gate 2BR (Ref. 65A1B2C3). Please contact me with more information.",
    );
    const mail = new URL(listingMailtoHref('layla@manzil.ae', 'Marina & Sons 2BR', '65A1B2C3'));
    expect(mail.pathname).toBe('layla@manzil.ae');
    expect(mail.searchParams.get('subject')).toBe('Property Inquiry - Marina & Sons 2BR (Ref. 65A1B2C3)');
    expect(mail.href).not.toContain('+');
    expect(enquiryAboutLine('Marina Gate 2BR', '65A1B2C3')).toBe('About: Marina Gate 2BR (65A1B2C3)');
  });

  it('the permit check link puts the permit, encoded, where the configured link says', () => {
    expect(permitCheckLink('https://permits.example.ae/v?p={permit}', '7154302981')).toBe(
      'https://permits.example.ae/v?p=7154302981',
    );
    expect(permitCheckLink('https://permits.example.ae/v?p={permit}', '1&x=2')).toBe(
      'https://permits.example.ae/v?p=1%26x%3D2',
    );
  });
});

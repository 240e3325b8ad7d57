import {
  formatLayout,
  formatParking,
  formatPrice,
  fullAddress,
  inquiryMessage,
  referenceId,
} from './propertyFormat';

describe('property values', () => {
  it('formats prices in AED with thousands separators, or asks to inquire', () => {
    expect(formatPrice(1_250_000)).toBe('AED 1,250,000');
    expect(formatPrice(950)).toBe('AED 950');
    expect(formatPrice(12_345_678.4)).toBe('AED 12,345,678');
    expect(formatPrice(undefined)).toBe('Inquire for price');
    expect(formatPrice(0)).toBe('Inquire for price');
    expect(formatPrice(Number.NaN)).toBe('Inquire for price');
  });

  it('builds the reference ID from the first 8 characters of the id, upper-cased', () => {
    expect(referenceId('65a1b2c3d4e5f6a7b8c9d0e1')).toBe('65A1B2C3');
    expect(referenceId('abc')).toBe('ABC');
  });

  it('shows the layout in sqft or Modern & Open, and parking or Available', () => {
    expect(formatLayout(1850)).toBe('1,850 sqft');
    expect(formatLayout(undefined)).toBe('Modern & Open');
    expect(formatParking(2)).toBe('2');
    expect(formatParking('Covered')).toBe('Covered');
    expect(formatParking(undefined)).toBe('Available');
    expect(formatParking('  ')).toBe('Available');
  });

  it('uses the address, else the house name plus the location', () => {
    expect(fullAddress({ address: 'Tower 1, Sheikh Zayed Rd', house_name: 'A', location: 'B' })).toBe(
      'Tower 1, Sheikh Zayed Rd',
    );
    expect(fullAddress({ house_name: 'Palm Villa', location: 'Palm Jumeirah' })).toBe(
      'Palm Villa, Palm Jumeirah',
    );
  });

  it('prefills the inquiry message with the house name', () => {
    expect(inquiryMessage('Palm Villa')).toBe(
      "I'm interested in Palm Villa. Please contact me with more information.",
    );
  });
});

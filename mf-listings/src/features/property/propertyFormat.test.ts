import { formatLayout, formatParking, fullAddress, inquiryMessage, referenceId } from './propertyFormat';

describe('property values', () => {
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

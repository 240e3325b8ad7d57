import {
  amenitiesOf,
  formatLayout,
  formatListingDate,
  formatParking,
  fullAddress,
  inquiryMessage,
  serviceChargeFact,
} from './propertyFormat';

const palmVilla = { house_name: 'Palm Villa', location: 'Palm Jumeirah' };

describe('property values', () => {
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
    expect(fullAddress(palmVilla)).toBe('Palm Villa, Palm Jumeirah');
  });

  it('prefills the inquiry message with the house name', () => {
    expect(inquiryMessage(palmVilla.house_name)).toBe(
      "I'm interested in Palm Villa. Please contact me with more information.",
    );
  });
});

describe('listing dates and service charge', () => {
  it('writes a date as en-AE does, on the Dubai calendar', () => {
    expect(formatListingDate('2026-11-12T06:00:00.000Z')).toBe('12 Nov 2026');
    // Short September is 'Sep' everywhere (en-GB data in newer ICU says 'Sept').
    expect(formatListingDate('2026-09-01T10:00:00.000Z')).toBe('1 Sep 2026');
    // 20:00 UTC on 31 December is already New Year's Day in Dubai (UTC+4).
    expect(formatListingDate('2026-12-31T20:00:00.000Z')).toBe('1 Jan 2027');
    for (const bad of [undefined, null, '', 'yesterday']) expect(formatListingDate(bad)).toBeUndefined();
  });

  it('gives the rate per sqft and, for a sale, what it comes to a year for this home', () => {
    expect(serviceChargeFact({ serviceCharge: 18, area: 1_400, for: 'Buy' })).toEqual({
      label: 'Service Charge',
      value: 'AED 18/sqft/yr',
      note: '(about AED 25,200 a year for 1,400 sqft)',
    });
    // Half-dirham rates (as Dubai's index publishes them), the sum to the dirham.
    expect(serviceChargeFact({ serviceCharge: 18.5, area: 1_381, for: 'Buy' })?.note).toBe(
      '(about AED 25,549 a year for 1,381 sqft)',
    );
    // No size, no sum; a rental's charge is the landlord's.
    expect(serviceChargeFact({ serviceCharge: 4.5, for: 'Buy' })).toEqual({
      label: 'Service Charge',
      value: 'AED 4.5/sqft/yr',
    });
    expect(serviceChargeFact({ serviceCharge: 20, area: 800, for: 'Rent' })?.note).toBe(
      '(paid by the landlord, not the tenant)',
    );
    for (const serviceCharge of [undefined, 0, -3, Number.NaN])
      expect(serviceChargeFact({ serviceCharge, area: 1_000, for: 'Buy' })).toBeUndefined();
  });

  it('lists amenities trimmed, without blanks or repeats; an older record has none', () => {
    const base = { imageurl: '/a.jpg', for: 'Buy' as const };
    expect(amenitiesOf({ ...base, amenities: [' Gym', 'Gym', '  ', 'Pool'] })).toEqual(['Gym', 'Pool']);
    expect(amenitiesOf(base)).toEqual([]);
  });
});

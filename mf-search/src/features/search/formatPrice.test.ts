import { formatBedrooms, formatPrice, purposeBadge } from './formatPrice';

describe('formatPrice', () => {
  it('shows AED with thousands separators', () => {
    expect(formatPrice(1_250_000, 'Buy')).toBe('AED 1,250,000');
  });
  it('marks rent as monthly', () => {
    expect(formatPrice(8_500, 'Rent')).toBe('AED 8,500/month');
  });
  it('asks to inquire when there is no price', () => {
    expect(formatPrice(undefined, 'Buy')).toBe('Inquire for price');
  });
});

describe('labels', () => {
  it('names studios and bedroom counts', () => {
    expect(formatBedrooms(0)).toBe('Studio');
    expect(formatBedrooms(1)).toBe('1 Bed');
    expect(formatBedrooms(3)).toBe('3 Beds');
  });
  it('shows the for-field as a sale or rent status', () => {
    expect(purposeBadge('Buy')).toBe('For Sale');
    expect(purposeBadge('Rent')).toBe('For Rent');
  });
});

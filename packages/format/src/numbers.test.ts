import {
  arabicPlural,
  formatCompletion,
  formatPhotoCount,
  formatServiceCharge,
  formatPricePerSqft,
  formatArea,
  formatBathrooms,
  formatBedrooms,
  formatPrice,
  groupDigits,
  purposeLabel,
} from './numbers';

describe('groupDigits', () => {
  const intl = (value: number, max = 0) =>
    new Intl.NumberFormat('en-US', { maximumFractionDigits: max }).format(value);

  it('writes what Intl.NumberFormat en-US writes', () => {
    const values = [
      0,
      1,
      12,
      999,
      1000,
      9999.5,
      12_345,
      123_456,
      1_250_000,
      12_345_678.4,
      2.5,
      3.5,
      -2.5,
      -1234.5,
      0.49999999999999994,
      -0.4,
      2 ** 53,
      1e20,
      1e21,
      -0,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ];
    for (let i = 0; i < 300; i++) values.push(Math.round(Math.random() * 10 ** (i % 16)) / 10 ** (i % 3));
    for (const value of values) {
      expect(groupDigits(value)).toBe(intl(value));
      expect(groupDigits(value, 3)).toBe(intl(value, 3));
    }
  });

  it('makes no Intl formatter for a whole number (the first costs tens of ms at start-up)', () => {
    const Real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.NumberFormat;
    try {
      expect(groupDigits(1_250_000)).toBe('1,250,000');
      expect(groupDigits(1_540.4)).toBe('1,540');
      expect(groupDigits(-98_765, 3)).toBe('-98,765');
      expect(made).toBe(0);
      expect(groupDigits(18.25, 2)).toBe('18.25');
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = Real;
    }
  });
});

describe('formatPrice', () => {
  it('shows AED with thousands separators, whole dirhams', () => {
    expect(formatPrice(1_250_000)).toBe('AED 1,250,000');
    expect(formatPrice(1_250_000, 'Buy')).toBe('AED 1,250,000');
    expect(formatPrice(950)).toBe('AED 950');
    expect(formatPrice(12_345_678.4)).toBe('AED 12,345,678');
  });

  it('marks rent as monthly, wherever it is shown', () => {
    expect(formatPrice(8_500, 'Rent')).toBe('AED 8,500/month');
    expect(formatPrice(14_500, 'Rent')).toBe('AED 14,500/month');
  });

  it('asks to inquire when there is no usable price', () => {
    for (const none of [undefined, null, 0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatPrice(none, 'Rent')).toBe('Inquire for price');
  });
});

describe('formatArea', () => {
  it('writes sqft with separators, nothing when unknown', () => {
    expect(formatArea(1850)).toBe('1,850 sqft');
    expect(formatArea(undefined)).toBeUndefined();
    expect(formatArea(0)).toBeUndefined();
  });
});

describe('labels', () => {
  it('names studios, bedroom and bathroom counts', () => {
    expect(formatBedrooms(0)).toBe('Studio');
    expect(formatBedrooms(1)).toBe('1 Bed');
    expect(formatBedrooms(3)).toBe('3 Beds');
    expect(formatBathrooms(1)).toBe('1 Bath');
    expect(formatBathrooms(2)).toBe('2 Baths');
  });

  it('shows the for-field as a sale or rent status', () => {
    expect(purposeLabel('Buy')).toBe('For Sale');
    expect(purposeLabel('Rent')).toBe('For Rent');
    expect(purposeLabel(undefined)).toBe('For Sale');
  });
});

describe('formatPricePerSqft', () => {
  it('divides a sale price by its size and rounds to whole dirhams', () => {
    expect(formatPricePerSqft(1_540_000, 1000, 'Buy')).toBe('AED 1,540/sqft');
    expect(formatPricePerSqft(1_000_000, 3000, 'Buy')).toBe('AED 333/sqft');
  });
  it('gives a rental the yearly rent per sqft, as Dubai quotes it', () => {
    expect(formatPricePerSqft(8_500, 1_040, 'Rent')).toBe('AED 98/sqft/yr');
  });
  it('has nothing to say without a price or a size', () => {
    expect(formatPricePerSqft(undefined, 1000, 'Buy')).toBeUndefined();
    expect(formatPricePerSqft(1_000_000, 0, 'Buy')).toBeUndefined();
    expect(formatPricePerSqft(1_000_000, undefined)).toBeUndefined();
  });
});

describe('formatPhotoCount', () => {
  it('counts photos in words a buyer reads', () => {
    expect(formatPhotoCount(1)).toBe('1 photo');
    expect(formatPhotoCount(9)).toBe('9 photos');
  });
});

describe('formatServiceCharge and formatCompletion', () => {
  it('write the compare page’s service charge and completion, nothing when unknown', () => {
    expect(formatServiceCharge(18)).toBe('AED 18/sqft/yr');
    expect(formatServiceCharge(12.5)).toBe('AED 12.5/sqft/yr');
    expect(formatServiceCharge(undefined)).toBeUndefined();
    expect(formatServiceCharge(0)).toBeUndefined();
    expect(formatCompletion('ready')).toBe('Ready');
    expect(formatCompletion('2027-Q3')).toBe('Off-plan, handover Q3 2027');
    expect(formatCompletion(undefined)).toBeUndefined();
  });
});

describe('in Arabic (Western digits)', () => {
  it('writes prices, areas and rates with the dirham after the amount', () => {
    expect(formatPrice(1250000, 'Buy', 'ar')).toBe('1,250,000 درهم');
    expect(formatPrice(8500, 'Rent', 'ar')).toBe('8,500 درهم شهرياً');
    expect(formatPrice(undefined, 'Buy', 'ar')).toBe('السعر عند الطلب');
    expect(formatArea(1850, 'ar')).toBe('1,850 قدم مربع');
    expect(formatPricePerSqft(1540000, 1000, 'Buy', 'ar')).toBe('1,540 درهم/قدم²');
    expect(formatServiceCharge(18, 'ar')).toBe('18 درهم/قدم² سنوياً');
  });
  it('counts in the six plural forms', () => {
    expect(arabicPlural(0)).toBe('zero');
    expect([1, 2, 3, 10, 11, 99, 100, 103, 111].map(arabicPlural)).toEqual([
      'one',
      'two',
      'few',
      'few',
      'many',
      'many',
      'other',
      'few',
      'many',
    ]);
    expect([0, 1, 2, 3, 11].map((n) => formatBedrooms(n, 'ar'))).toEqual([
      'استوديو',
      'غرفة نوم واحدة',
      'غرفتا نوم',
      '3 غرف نوم',
      '11 غرفة نوم',
    ]);
    expect(formatBathrooms(2, 'ar')).toBe('حمامان');
    expect(formatPhotoCount(10, 'ar')).toBe('10 صور');
  });
  it('names the purpose and the handover', () => {
    expect(purposeLabel('Rent', 'ar')).toBe('للإيجار');
    expect(formatCompletion('2027-Q3', 'ar')).toBe('على الخريطة، التسليم الربع الثالث 2027');
    expect(formatCompletion('ready', 'ar')).toBe('جاهز');
  });
});

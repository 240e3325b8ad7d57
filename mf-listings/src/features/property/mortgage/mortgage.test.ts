import {
  defaultEstimate,
  estimate,
  loanLimit,
  minDownPayment,
  monthlyPayment,
  upfrontFees,
  type Buyer,
  type Residency,
} from './mortgage';

const buyer = (residency: Residency, firstHome = true): Buyer => ({ residency, firstHome });
const dubaiHome = { dubai: true, land: false };

describe('loanLimit: the Central Bank of the UAE limits as banks apply them', () => {
  it.each([
    // price, buyer, limit %
    [5_000_000, buyer('national'), 85],
    [5_000_001, buyer('national'), 75],
    [5_000_000, buyer('expat'), 80],
    [5_000_001, buyer('expat'), 70],
    [2_000_000, buyer('national', false), 65],
    [9_000_000, buyer('national', false), 65],
    [2_000_000, buyer('expat', false), 60],
    [9_000_000, buyer('expat', false), 60],
    [2_000_000, buyer('non-resident'), 60],
    [9_000_000, buyer('non-resident', false), 60],
  ])('AED %d for %o: at most %d%%', (price, who, percent) => {
    expect(loanLimit(price, who, false).percent).toBe(percent);
  });

  it('off-plan: 50% whoever buys', () => {
    for (const residency of ['national', 'expat', 'non-resident'] as const) {
      expect(loanLimit(1_000_000, buyer(residency), true).percent).toBe(50);
      expect(loanLimit(8_000_000, buyer(residency, false), true).percent).toBe(50);
    }
  });

  it('says why, and names its source', () => {
    const limit = loanLimit(2_000_000, buyer('expat'), false);
    expect(limit.rule).toBe(
      'Expatriate residents buying a first home up to AED 5,000,000: at most 80% of the price.',
    );
    expect(limit.source).toMatch(/^Central Bank of the UAE, Regulations Regarding Mortgage Loans/);
    expect(loanLimit(2_000_000, buyer('non-resident'), false).source).toMatch(/non-resident terms/);
  });
});

describe('minDownPayment', () => {
  it('is the rest of the price, rounded up to the dirham', () => {
    expect(minDownPayment(2_000_000, loanLimit(2_000_000, buyer('expat'), false))).toBe(400_000);
    expect(minDownPayment(6_000_000, loanLimit(6_000_000, buyer('expat'), false))).toBe(1_800_000);
    // 15% of 1,234,567 is 185,185.05: 185,186 keeps the loan within 85%.
    expect(minDownPayment(1_234_567, loanLimit(1_234_567, buyer('national'), false))).toBe(185_186);
  });
});

describe('monthlyPayment: the annuity L·r / (1 − (1 + r)^−n)', () => {
  it('AED 2,000,000 at 80% LTV, 4.5% over 25 years: AED 8,893 a month', () => {
    // By hand: L = 1,600,000; r = 0.045 / 12 = 0.00375; n = 300.
    // (1.00375)^300 = e^(300 · ln 1.00375) = e^(300 · 0.0037430) = e^1.12289 ≈ 3.07374.
    // L·r = 6,000; 6,000 × 3.07374 / 2.07374 ≈ 6,000 × 1.482220 ≈ 8,893.32.
    const monthly = monthlyPayment(1_600_000, 4.5, 25);
    expect(monthly).toBeCloseTo(8_893.32, 2);
    expect(Math.round(monthly)).toBe(8_893);
  });

  it('AED 1,200,000 at 4% over 20 years: AED 7,272 a month', () => {
    // r = 0.04 / 12 = 0.0033333; n = 240; (1 + r)^240 = e^(240 · 0.0033278) = e^0.79867 ≈ 2.22258.
    // L·r = 4,000; 4,000 × 2.22258 / 1.22258 ≈ 4,000 × 1.817941 ≈ 7,271.76.
    expect(monthlyPayment(1_200_000, 4, 20)).toBeCloseTo(7_271.76, 2);
  });

  it('a free loan is repaid in equal parts; no loan costs nothing', () => {
    expect(monthlyPayment(1_200_000, 0, 20)).toBe(5_000);
    expect(monthlyPayment(0, 4.5, 25)).toBe(0);
  });

  it('repays the loan exactly: the balance after the last payment is zero', () => {
    const loan = 3_150_000;
    const r = 0.0525 / 12;
    const pay = monthlyPayment(loan, 5.25, 15);
    let balance = loan;
    for (let month = 0; month < 180; month++) balance = balance * (1 + r) - pay;
    expect(Math.abs(balance)).toBeLessThan(0.001);
  });
});

describe('upfrontFees: Dubai Land Department, trustee and agency', () => {
  it('AED 2,000,000 with a loan of 1,600,000 (worked by hand)', () => {
    const fees = upfrontFees(2_000_000, 1_600_000, dubaiHome);
    expect(fees.map((f) => [f.key, f.amount])).toEqual([
      ['transfer', 80_000], // 4% of 2,000,000
      ['title', 580], // title deed and admin fees of a unit or villa
      ['trustee', 4_200], // AED 4,000 + 5% VAT (price from AED 500,000)
      ['mortgage', 4_290], // 0.25% of 1,600,000 = 4,000, + AED 290
      ['agency', 42_000], // 2% = 40,000, + 5% VAT = 2,000
    ]);
    expect(fees.every((f) => f.source.length > 0)).toBe(true);
    expect(fees.find((f) => f.key === 'transfer')!.source).toBe(
      'Dubai Land Department fee schedule (sale registration)',
    );
  });

  it('the trustee fee steps up at AED 500,000', () => {
    const trustee = (price: number) => upfrontFees(price, 0, dubaiHome).find((f) => f.key === 'trustee')!;
    expect(trustee(499_999).amount).toBe(2_100);
    expect(trustee(500_000).amount).toBe(4_200);
  });

  it('a cash buyer registers no mortgage; a plot pays the land title fees', () => {
    const keys = upfrontFees(1_000_000, 0, { dubai: true, land: true });
    expect(keys.map((f) => f.key)).toEqual(['transfer', 'title', 'trustee', 'agency']);
    expect(keys.find((f) => f.key === 'title')!.amount).toBe(430);
  });

  it('outside Dubai only the agency fee is known', () => {
    expect(upfrontFees(1_000_000, 500_000, { dubai: false, land: false }).map((f) => f.key)).toEqual([
      'agency',
    ]);
  });
});

describe('estimate', () => {
  it('AED 2,000,000, 20% down, 4.5%, 25 years: AED 8,893 a month and AED 531,070 up front', () => {
    const e = estimate({ price: 2_000_000, downPayment: 400_000, ratePercent: 4.5, years: 25 }, dubaiHome);
    expect(e.loan).toBe(1_600_000);
    expect(e.loanPercent).toBe(80);
    expect(Math.round(e.monthly)).toBe(8_893);
    // 400,000 + 80,000 + 580 + 4,200 + 4,290 + 42,000
    expect(e.upfront).toBe(531_070);
    // 300 × 8,893.32 − 1,600,000 ≈ 1,067,996
    expect(Math.round(e.interest)).toBe(1_067_996);
  });

  it('paid in full: no loan, no monthly payment, no mortgage registration', () => {
    const e = estimate({ price: 900_000, downPayment: 900_000, ratePercent: 4.5, years: 25 }, dubaiHome);
    expect(e.loan).toBe(0);
    expect(e.monthly).toBe(0);
    expect(e.interest).toBe(0);
    // 900,000 + 36,000 + 580 + 4,200 + 18,900
    expect(e.upfront).toBe(959_680);
  });
});

describe('defaultEstimate: what the calculator opens with', () => {
  it("an expatriate's first home at the least down payment, 4.5% over 25 years", () => {
    const { limit, figures } = defaultEstimate({ price: 2_000_000, offPlan: false, ...dubaiHome });
    expect(limit.percent).toBe(80);
    expect(figures.loan).toBe(1_600_000);
    expect(Math.round(figures.monthly)).toBe(8_893);
    expect(figures).toEqual(
      estimate({ price: 2_000_000, downPayment: 400_000, ratePercent: 4.5, years: 25 }, dubaiHome),
    );
  });

  it('off-plan: half the price down', () => {
    const { limit, figures } = defaultEstimate({
      price: 3_000_000,
      offPlan: true,
      dubai: false,
      land: false,
    });
    expect([limit.percent, figures.loan]).toEqual([50, 1_500_000]);
  });
});

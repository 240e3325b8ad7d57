import { amountText, checkDrafts, parseAmount, type Drafts } from './fields';
import type { Buyer } from './mortgage';

const expat: Buyer = { residency: 'expat', firstHome: true };
const drafts = (over: Partial<Drafts> = {}): Drafts => ({
  price: '2,000,000',
  downPayment: '400,000',
  rate: '4.5',
  term: '25',
  ...over,
});

describe('parseAmount', () => {
  it.each([
    ['2,000,000', 2_000_000],
    ['AED 2000000', 2_000_000],
    ['1 250 000.50', 1_250_000.5],
    [' 400000 ', 400_000],
  ])('%j → %d', (text, value) => expect(parseAmount(text)).toBe(value));

  it.each(['', 'abc', '-5', '1e6', '2.000.000', '12AED'])('%j is no amount', (text) =>
    expect(parseAmount(text)).toBeUndefined(),
  );

  it('amountText groups the digits back', () => expect(amountText(1_600_000)).toBe('1,600,000'));
});

describe('checkDrafts', () => {
  it('usable figures give a plan and no messages', () => {
    expect(checkDrafts(drafts(), expat, false)).toMatchObject({
      errors: {},
      plan: { price: 2_000_000, downPayment: 400_000, ratePercent: 4.5, years: 25 },
      limit: { percent: 80 },
    });
  });

  it('a down payment under the limit says the least and why', () => {
    const { errors, plan } = checkDrafts(drafts({ downPayment: '300,000' }), expat, false);
    expect(plan).toBeUndefined();
    expect(errors).toEqual({
      downPayment:
        'The down payment must be at least AED 400,000 (20% of the price): banks may lend at most 80% here.',
    });
  });

  it('the least follows the buyer and the home', () => {
    const secondHome = checkDrafts(drafts(), { residency: 'expat', firstHome: false }, false);
    expect(secondHome.errors.downPayment).toMatch(/at least AED 800,000 \(40% of the price\)/);
    const offPlan = checkDrafts(drafts({ downPayment: '999,999' }), expat, true);
    expect(offPlan.errors.downPayment).toMatch(/at least AED 1,000,000 \(50% of the price\)/);
    expect(checkDrafts(drafts({ downPayment: '1,000,000' }), expat, true).plan).toBeDefined();
  });

  it('a down payment over the price', () => {
    expect(checkDrafts(drafts({ downPayment: '2,000,001' }), expat, false).errors.downPayment).toBe(
      'The down payment cannot be more than the price (AED 2,000,000).',
    );
    expect(checkDrafts(drafts({ downPayment: '2,000,000' }), expat, false).plan?.downPayment).toBe(2_000_000);
  });

  it.each([
    [{ price: '' }, 'price', 'Enter the price in AED, for example 2,000,000.'],
    [{ price: '0' }, 'price', 'Enter the price in AED, for example 2,000,000.'],
    [{ downPayment: 'lots' }, 'downPayment', 'Enter the down payment in AED, for example 400,000.'],
    [{ rate: '21' }, 'rate', 'Enter a rate between 0 and 20% a year, for example 4.5.'],
    [{ rate: '-1' }, 'rate', 'Enter a rate between 0 and 20% a year, for example 4.5.'],
    [{ term: '26' }, 'term', 'Enter a term of 1 to 25 whole years: UAE banks lend for at most 25 years.'],
    [{ term: '0' }, 'term', 'Enter a term of 1 to 25 whole years: UAE banks lend for at most 25 years.'],
    [{ term: '2.5' }, 'term', 'Enter a term of 1 to 25 whole years: UAE banks lend for at most 25 years.'],
  ] as const)('%o: %s says %j', (over, field, message) => {
    const { errors, plan } = checkDrafts(drafts(over), expat, false);
    expect(errors[field]).toBe(message);
    expect(plan).toBeUndefined();
  });

  it('accepts a 0% rate, 4.5 %, and a term of 1 to 25 years', () => {
    expect(checkDrafts(drafts({ rate: '0' }), expat, false).plan?.ratePercent).toBe(0);
    expect(checkDrafts(drafts({ rate: '4.5 %' }), expat, false).plan?.ratePercent).toBe(4.5);
    expect(checkDrafts(drafts({ term: '1' }), expat, false).plan?.years).toBe(1);
  });
});

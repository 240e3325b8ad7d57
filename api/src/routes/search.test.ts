/** Search semantics through POST /api/search/result (and the data layer under it). */
import { describe, expect, it } from 'vitest';
import { PRICE_RANGES, type Property } from '@manzil/contract';
import { call, json, useTestApp } from '../../test/helpers';

const t = useTestApp();

const defaults = {
  purpose: 'Buy',
  location: 'Location',
  residential: 'Residential',
  beds: 'Beds',
  price: 'Price',
};
/** Every property for sale, in the result order: by price, then name, those without a price first. */
const ALL_BUY = [
  'Inquire Tower',
  'Burj Vista Studio',
  'Boulevard Point',
  'Opera Grand',
  'Sobha Hartland One',
  'Address Residence',
  'Saadiyat Beach Villa',
  'Palm Villa',
];

async function search(
  criteria: Record<string, unknown>,
): Promise<{ names: string[]; res: Response; body: Property[] }> {
  const res = await call(t.app, 'POST', '/api/search/result', { json: { ...defaults, ...criteria } });
  const body = res.status === 200 ? await json<Property[]>(res) : [];
  return { names: body.map((p) => p.house_name), res, body };
}

describe('POST /api/search/result', () => {
  it('purpose Buy matches for=Buy only, sorted by price then name (no price first)', async () => {
    const { names, res } = await search({});
    expect(res.status).toBe(200);
    expect(names).toEqual(ALL_BUY);
    expect(res.headers.get('x-total-count')).toBe('8');
  });

  it('purpose Rent matches for=Rent', async () => {
    const { body } = await search({ purpose: 'Rent' });
    expect(body).toHaveLength(5);
    expect(body.every((p) => p.for === 'Rent')).toBe(true);
  });

  it.each(['Dubai Marina', 'dubai marina', 'DUBAI-MARINA', 'dubai_marina', 'dubaimarina'])(
    'location %s matches the area case-insensitively',
    async (location) => {
      const { names } = await search({ purpose: 'Rent', location });
      expect(names).toEqual([
        'Marina Gate Rental',
        'Marina Heights Rental',
        'Marina Sky Rental',
        'Marina Crown Rental',
      ]);
    },
  );

  it.each(['Abu Dhabi', 'abu-dhabi', 'AbuDhabi'])('location %s matches the emirate', async (location) => {
    const { names } = await search({ location });
    expect(names).toEqual(['Saadiyat Beach Villa']);
  });

  it('location Dubai includes every Dubai area and the Sobha collection', async () => {
    const { names } = await search({ location: 'dubai' });
    expect(names).toContain('Sobha Hartland One');
    expect(names).not.toContain('Saadiyat Beach Villa');
  });

  it('an unknown location (or a partial one) finds nothing: exact match after normalising', async () => {
    expect((await search({ location: 'Marina' })).names).toEqual([]);
    expect((await search({ location: 'Atlantis' })).names).toEqual([]);
  });

  it('regex-looking location text is plain text', async () => {
    for (const location of ['.*', '^D', 'Dubai|Abu', '(a+)+$']) {
      const { res, names } = await search({ location });
      expect(res.status).toBe(200);
      expect(names).toEqual([]);
    }
  });

  it('residential matches house_type unless it is the default', async () => {
    expect((await search({ residential: 'Villa' })).names).toEqual(['Saadiyat Beach Villa', 'Palm Villa']);
    expect((await search({ residential: 'villa' })).names).toEqual(['Saadiyat Beach Villa', 'Palm Villa']);
    expect((await search({ residential: 'Residential' })).names).toHaveLength(8);
    expect((await search({ residential: 'Land' })).names).toEqual([]);
  });

  it('beds: Studio = 0, a number is exact, 5+ = 5 or more, Beds = any', async () => {
    expect((await search({ beds: 'Studio' })).names).toEqual(['Burj Vista Studio']);
    expect((await search({ beds: '2' })).names).toEqual([
      'Inquire Tower',
      'Opera Grand',
      'Sobha Hartland One',
    ]);
    expect((await search({ beds: '5+' })).names).toEqual(['Palm Villa']);
    expect((await search({ purpose: 'Rent', beds: '5+' })).names).toEqual(['Marina Crown Rental']);
    expect((await search({ beds: 'Beds' })).names).toHaveLength(8);
  });

  it('400 for an unknown beds value', async () => {
    const { res } = await search({ beds: 'many' });
    expect(res.status).toBe(400);
    expect((await json<{ msg: string }>(res)).msg).toMatch(/^beds:/);
  });

  const buyExpect: Record<string, string[]> = {
    Any: ALL_BUY,
    'Under AED 500K': ['Burj Vista Studio'],
    'AED 500K-1M': ['Boulevard Point'],
    'AED 1M-2M': ['Opera Grand', 'Sobha Hartland One'],
    'AED 2M+': ['Address Residence', 'Saadiyat Beach Villa', 'Palm Villa'],
  };
  const rentExpect: Record<string, string[]> = {
    Any: [
      'Marina Gate Rental',
      'Saadiyat Lofts',
      'Marina Heights Rental',
      'Marina Sky Rental',
      'Marina Crown Rental',
    ],
    'Under AED 1K': ['Marina Gate Rental'],
    // The lower bound is inclusive: 1,000 is in 1K-2K.
    'AED 1K-2K': ['Saadiyat Lofts', 'Marina Heights Rental'],
    'AED 2K-5K': ['Marina Sky Rental'],
    'AED 5K+': ['Marina Crown Rental'],
  };
  for (const range of PRICE_RANGES.Buy) {
    it(`Buy price ${range.label} (and the spec label ${range.specLabel})`, async () => {
      expect((await search({ price: range.label })).names).toEqual(buyExpect[range.label]);
      expect((await search({ price: range.specLabel })).names).toEqual(buyExpect[range.label]);
    });
  }
  for (const range of PRICE_RANGES.Rent) {
    it(`Rent price ${range.label} (and ${range.specLabel})`, async () => {
      expect((await search({ purpose: 'Rent', price: range.label })).names).toEqual(rentExpect[range.label]);
      expect((await search({ purpose: 'Rent', price: range.specLabel })).names).toEqual(
        rentExpect[range.label],
      );
    });
  }

  it('400 for a price label of the other purpose or an unknown label', async () => {
    for (const price of ['AED 2M+', 'cheap']) {
      const { res } = await search({ purpose: 'Rent', price });
      expect(res.status).toBe(400);
      expect((await json<{ msg: string }>(res)).msg).toMatch(/^price:/);
    }
  });

  it('combines every criterion', async () => {
    const { names } = await search({
      purpose: 'Buy',
      location: 'Downtown Dubai',
      residential: 'Apartment',
      beds: '2',
      price: '$1M-2M',
    });
    expect(names).toEqual(['Opera Grand']);
  });

  it('pages with page/limit and reports the total', async () => {
    const first = await search({ page: 1, limit: 3 });
    const second = await search({ page: 2, limit: 3 });
    const third = await search({ page: 3, limit: 3 });
    expect(first.names).toHaveLength(3);
    expect(third.names).toHaveLength(2);
    expect([...first.names, ...second.names, ...third.names]).toEqual(buyExpect.Any);
    expect(second.res.headers.get('x-total-count')).toBe('8');
    // The last, short page and a page past the end report the same total.
    expect(third.res.headers.get('x-total-count')).toBe('8');
    expect((await search({ page: 9, limit: 3 })).res.headers.get('x-total-count')).toBe('8');
    expect((await search({ page: 1, limit: 8 })).res.headers.get('x-total-count')).toBe('8');
  });

  it('400 for wrong types, bad purpose, bad paging and unknown fields', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ purpose: 'Sell' }, /^purpose:/],
      [{ location: 42 }, /^location:/],
      [{ beds: ['1'] }, /^beds:/],
      [{ page: 0 }, /^page:/],
      [{ limit: 1000 }, /^limit:/],
      [{ sort: { price: -1 } }, /sort/],
    ];
    for (const [body, msg] of cases) {
      const { res } = await search(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ msg: string }>(res)).msg).toMatch(msg);
    }
  });
});

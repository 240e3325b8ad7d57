/** GET /api/search: the search with filters, sort and pages, on the fixture seed. */
import { describe, expect, it } from 'vitest';
import type { SearchPageResponse } from '@manzil/contract';
import { call, json, useTestApp } from '../../test/helpers';
import { collections } from '../db/collections';
import { backfillSearchFields, UNKNOWN_PRICE, UNKNOWN_PRICE_PER_SQFT } from '../db/search-fields';

const t = useTestApp();

async function search(query: string): Promise<{ names: string[]; body: SearchPageResponse; status: number }> {
  const res = await call(t.app, 'GET', `/api/search?${query}`);
  const body = res.status === 200 ? await json<SearchPageResponse>(res) : ({} as SearchPageResponse);
  return { names: body.items?.map((p) => p.house_name) ?? [], body, status: res.status };
}

describe('GET /api/search', () => {
  it('lists available homes of the purpose, cheapest first, with the total', async () => {
    const { names, body } = await search('purpose=Buy');
    // Boulevard Point is under offer; Inquire Tower has no price: last, as portals list "price on
    // request" homes (the spec's own search, POST /api/search/result, still lists it first).
    expect(names).toEqual([
      'Burj Vista Studio',
      'Opera Grand',
      'Sobha Hartland One',
      'Address Residence',
      'Saadiyat Beach Villa',
      'Palm Villa',
      'Inquire Tower',
    ]);
    expect(body).toMatchObject({ total: 7, page: 1, pageSize: 12 });
  });

  it('narrows by min/max price and beds', async () => {
    const { names, body } = await search(
      'purpose=Buy&minPrice=1%2C000%2C000&maxPrice=3000000&minBeds=2&maxBeds=2',
    );
    expect(names).toEqual(['Opera Grand', 'Sobha Hartland One']);
    expect(body.total).toBe(2);
  });

  it('reads yearly rents per month (stored monthly)', async () => {
    // 18,000 a year = 1,500 a month; 36,000 = 3,000.
    const { names } = await search('purpose=Rent&period=year&minPrice=18000&maxPrice=36000');
    expect(names).toEqual(['Marina Heights Rental', 'Marina Sky Rental']);
  });

  it('keeps a preset band and maps it onto the bounds', async () => {
    expect((await search('purpose=Rent&price=AED%201K-2K')).names).toEqual([
      'Saadiyat Lofts',
      'Marina Heights Rental',
    ]);
  });

  it('filters baths, size, type, location, furnishing, completion and status', async () => {
    expect((await search('purpose=Buy&minBaths=4')).names).toEqual(['Saadiyat Beach Villa', 'Palm Villa']);
    expect((await search('purpose=Buy&minSize=1900&maxSize=2200')).names).toEqual([
      'Address Residence',
      'Saadiyat Beach Villa',
    ]);
    expect((await search('purpose=Buy&type=Villa&location=abu%20dhabi')).names).toEqual([
      'Saadiyat Beach Villa',
    ]);
    expect((await search('purpose=Buy&status=under-offer')).names).toEqual(['Boulevard Point']);
    expect((await search('purpose=Buy&status=any&furnishing=furnished&completion=ready')).names).toEqual([
      'Boulevard Point',
    ]);
    expect((await search('purpose=Buy&completion=off-plan')).names).toEqual([]);
  });

  it('finds keywords in the name and descriptions, case-insensitively, as plain text', async () => {
    expect((await search('purpose=Buy&q=VILLA')).names).toEqual(['Saadiyat Beach Villa', 'Palm Villa']);
    expect((await search('purpose=Buy&q=beach%20villa')).names).toEqual(['Saadiyat Beach Villa']);
    for (const q of ['.*', '(a+)+$', '[', '\\', '$where']) {
      const { status, names } = await search(`purpose=Buy&q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(names).toEqual([]);
    }
  });

  it.each([
    ['newest', null],
    ['price-asc', (a: number, b: number) => a <= b],
    ['price-desc', (a: number, b: number) => a >= b],
  ] as const)('sorts by %s', async (sort, ordered) => {
    const { body } = await search(`purpose=Buy&minPrice=1&sort=${sort}`);
    const prices = body.items.map((p) => p.price!);
    expect(prices).toHaveLength(6);
    if (ordered)
      for (let i = 1; i < prices.length; i++) expect(ordered(prices[i - 1]!, prices[i]!)).toBe(true);
    else {
      const listed = body.items.map((p) => p.listedAt!);
      expect([...listed].sort().reverse()).toEqual(listed);
    }
  });

  it('lists a home without a price last, going up or down, and pages past it', async () => {
    expect((await search('purpose=Buy&sort=price-desc')).names.at(-1)).toBe('Inquire Tower');
    const pages = await Promise.all([1, 2, 3].map((page) => search(`purpose=Buy&limit=3&page=${page}`)));
    expect(pages.flatMap((p) => p.names).at(-1)).toBe('Inquire Tower');
    // A price bound leaves it out.
    expect((await search('purpose=Buy&maxPrice=50000000')).names).not.toContain('Inquire Tower');
  });

  it('sorts by price per sqft (unknown last) and by size (largest first)', async () => {
    const perSqft = (await search('purpose=Buy&sort=price-per-sqft')).body.items;
    const values = perSqft.map((p) => (p.price && p.area ? p.price / p.area : UNKNOWN_PRICE_PER_SQFT));
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(perSqft.at(-1)!.house_name).toBe('Inquire Tower');
    const sizes = (await search('purpose=Buy&sort=size')).body.items.map((p) => p.area!);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  });

  it('pages: page 2 holds the next listings and the same total', async () => {
    const first = await search('purpose=Buy&limit=3');
    const second = await search('purpose=Buy&limit=3&page=2');
    const third = await search('purpose=Buy&limit=3&page=3');
    expect(first.body.total).toBe(7);
    expect(second.body).toMatchObject({ total: 7, page: 2, pageSize: 3 });
    expect(third.names).toHaveLength(1);
    expect(new Set([...first.names, ...second.names, ...third.names]).size).toBe(7);
    expect((await search('purpose=Buy&page=9')).body).toMatchObject({ items: [], total: 7 });
  });

  it.each([
    'purpose=Sell',
    'purpose=Buy&sort=%24natural',
    'purpose=Buy&page=0',
    'purpose=Buy&page=501',
    'purpose=Buy&minPrice=-1',
    'purpose=Buy&minBeds=3&maxBeds=1',
    'purpose=Buy&status=%7B%22%24ne%22%3Anull%7D',
    'purpose=Buy&limit=0',
    'purpose=Buy&limit=49',
    'purpose=Buy&limit=1e1',
  ])('refuses %s with 400 and a message', async (query) => {
    const res = await call(t.app, 'GET', `/api/search?${query}`);
    expect(res.status).toBe(400);
    expect((await json<{ msg: string }>(res)).msg).toMatch(/^\w+: /);
  });

  it("narrows by amenities, each one of the listing's however staff spelt it, and refuses an unknown one", async () => {
    const properties = collections(t.db.db).properties;
    await properties.updateOne(
      { house_name: 'Opera Grand' },
      { $set: { amenities: ['Gym', "Maid's room"] } },
    );
    await properties.updateOne(
      { house_name: 'Palm Villa' },
      { $set: { amenities: ['gym', 'Private pool'] } },
    );
    expect((await search('purpose=Buy&amenities=gym')).names).toEqual(['Opera Grand', 'Palm Villa']);
    expect((await search('purpose=Buy&amenities=gym,maids-room')).names).toEqual(['Opera Grand']);
    // A GET form's checkboxes send one field each.
    expect((await search('purpose=Buy&amenities=gym&amenities=private-pool')).names).toEqual(['Palm Villa']);
    expect((await search('purpose=Buy&amenities=sauna')).status).toBe(400);
  });

  it('keeps the search fields of a listing in step with its writes', async () => {
    const properties = collections(t.db.db).properties;
    const stored = await properties.findOne({ house_name: 'Opera Grand' });
    expect(stored).toMatchObject({
      status: 'available',
      pricePerSqft: 1_500_000 / 1600,
      priceOrder: 1_500_000,
    });
    const inquire = await properties.findOne({ house_name: 'Inquire Tower' });
    expect(inquire).toMatchObject({ pricePerSqft: UNKNOWN_PRICE_PER_SQFT, priceOrder: UNKNOWN_PRICE });
  });

  it('gives listings stored before the price order their price order at start', async () => {
    const properties = collections(t.db.db).properties;
    await properties.updateMany(
      { house_name: { $in: ['Opera Grand', 'Inquire Tower'] } },
      { $unset: { priceOrder: '' } },
    );
    expect(await backfillSearchFields(t.db.db)).toBe(2);
    const { names } = await search('purpose=Buy');
    expect([names[1], names.at(-1)]).toEqual(['Opera Grand', 'Inquire Tower']);
    expect(await backfillSearchFields(t.db.db)).toBe(0);
  });
});

describe('GET /api/search: the cards’ agent contact', () => {
  const cardOf = (body: SearchPageResponse, name: string) => body.items.find((p) => p.house_name === name);

  it("carries the agent's phone and WhatsApp on their listings' cards, and none on a card without an agent", async () => {
    const sale = (await search('purpose=Buy&status=any')).body;
    expect(cardOf(sale, 'Boulevard Point')).toMatchObject({
      agent: 'layla-haddad',
      agentContact: { phone: '+971500000101', whatsapp: '+971500000101' },
    });
    const opera = cardOf(sale, 'Opera Grand')!;
    expect(opera.agent).toBeUndefined();
    expect(opera).not.toHaveProperty('agentContact');
    // Only the two fields: nothing else of the agent's record (their e-mail) goes with a card.
    expect(Object.keys(cardOf(sale, 'Boulevard Point')!.agentContact!).sort()).toEqual(['phone', 'whatsapp']);

    const rent = (await search('purpose=Rent')).body;
    expect(cardOf(rent, 'Marina Gate Rental')!.agentContact).toEqual({
      phone: '+971500000102',
      whatsapp: '+971500000102',
    });
    expect(cardOf(rent, 'Marina Heights Rental')).not.toHaveProperty('agentContact');
  });

  it("gives no contact for a retired agent's listing, and the agent's new number once changed", async () => {
    const { properties, agents } = collections(t.db.db);
    await properties.updateOne({ house_name: 'Marina Heights Rental' }, { $set: { agent: 'retired-agent' } });
    await agents.updateOne({ slug: 'omar-siddiqui' }, { $set: { phone: '+971500000177' } });
    try {
      const rent = (await search('purpose=Rent')).body;
      expect(cardOf(rent, 'Marina Heights Rental')).toMatchObject({ agent: 'retired-agent' });
      expect(cardOf(rent, 'Marina Heights Rental')).not.toHaveProperty('agentContact');
      expect(cardOf(rent, 'Marina Gate Rental')!.agentContact).toEqual({
        phone: '+971500000177',
        whatsapp: '+971500000102',
      });
    } finally {
      await properties.updateOne({ house_name: 'Marina Heights Rental' }, { $unset: { agent: '' } });
      await agents.updateOne({ slug: 'omar-siddiqui' }, { $set: { phone: '+971500000102' } });
    }
  });
});

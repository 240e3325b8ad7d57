import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListingsResponse, AuditResponse, BulkResultResponse, Property } from '@manzil/contract';
import { call, json, loginToken, startTestApp, type TestApp } from '../../test/helpers';
import { insertManyWithFreeReferences } from '../db/property-clock';
import type { PropertyDoc } from '../db/collections';
import { guardCell, csvLines } from '../lib/csv';

let t: TestApp;
let token: string;
let seeded: PropertyDoc[];

/** Twelve listings named "Tablecase …" (so `q=tablecase` isolates them from the fixture's). */
function listing(i: number): Omit<PropertyDoc, '_id' | 'ref'> {
  const at = new Date(Date.UTC(2025, 0, 1 + i, 8));
  return {
    slug: `tablecase-${i}`,
    house_name: i === 3 ? '=HYPERLINK("http://evil.example","Tablecase, "three"")' : `Tablecase ${i}`,
    house_type: i % 2 ? 'Villa' : 'Apartment',
    for: i % 3 ? 'Buy' : 'Rent',
    bedrooms: i % 5,
    bathrooms: 1 + (i % 3),
    location: i === 7 ? 'Boulevard Heights' : 'Marina Walk',
    discription: 'Seeded for the table tests.',
    imageurl: '/placeholder.jpg',
    areaName: 'downtown_dubai',
    emirate: 'dubai',
    price: 100_000 * (i + 1),
    area: 500 + i * 10,
    ...(i === 5 ? { status: 'sold' as const } : {}),
    createdAt: at,
    updatedAt: at,
  };
}

beforeAll(async () => {
  t = await startTestApp();
  token = await loginToken(t.app);
  const results = await insertManyWithFreeReferences(
    t.db.db,
    Array.from({ length: 12 }, (_, i) => listing(i)),
    new Date('2025-01-01T00:00:00Z'),
  );
  seeded = results.map((r) => {
    if (r.status !== 'fulfilled') throw r.reason;
    return r.value;
  });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await call(t.app, 'GET', `/api/admin/listings?${query}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return json<AdminListingsResponse>(res);
};
/** The slugs a query lists, sorted: for the writes that change a whole selection of the seed. */
const sortedSlugs = async (query: string) => (await list(query)).data.map((p) => p.slug).sort();
/** The seed's listings by number. */
const tablecases = (...numbers: number[]) => numbers.map((n) => `tablecase-${n}`);

describe('GET /api/admin/listings', () => {
  it('needs an admin session', async () => {
    expect((await call(t.app, 'GET', '/api/admin/listings')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/listings', { token: 'forged.token.here' })).status).toBe(
      401,
    );
  });

  it('pages, sorts by price both ways and counts every match', async () => {
    const first = await list('q=tablecase&sort=price&dir=asc&pageSize=10');
    expect(first.total).toBe(12);
    expect(first.data.map((p) => p.price)).toEqual(Array.from({ length: 10 }, (_, i) => 100_000 * (i + 1)));
    const second = await list('q=tablecase&sort=price&dir=asc&pageSize=10&page=2');
    expect(second.data.map((p) => p.price)).toEqual([1_100_000, 1_200_000]);
    const desc = await list('q=tablecase&sort=price&dir=desc&pageSize=10');
    expect(desc.data[0]!.price).toBe(1_200_000);
    const byName = await list('q=tablecase&sort=name&dir=asc&pageSize=100');
    const names = byName.data.map((p) => p.house_name);
    expect(names).toEqual([...names].sort());
  });

  it('matches text over name, reference, area and location in any case', async () => {
    expect((await list('q=BOULEVARD%20heights')).data.map((p) => p.slug)).toEqual(['tablecase-7']);
    const ref = seeded[4]!.ref;
    expect((await list(`q=${ref.toLowerCase()}`)).data.map((p) => p.slug)).toEqual(['tablecase-4']);
    // "downtown" is the area's name, not in any of these listings' own text.
    expect((await list('q=downtown%20tablecase&pageSize=100')).total).toBe(12);
    // Regex characters are text.
    expect((await list('q=.*')).total).toBe(0);
  });

  it('filters by purpose, type, status, emirate, price range and date listed', async () => {
    const rent = await list('q=tablecase&purpose=Rent&pageSize=100');
    expect(rent.data.every((p) => p.for === 'Rent')).toBe(true);
    expect(rent.total).toBe(4);
    expect((await list('q=tablecase&type=villa&pageSize=100')).total).toBe(6);
    expect((await list('q=tablecase&status=sold')).data.map((p) => p.slug)).toEqual(['tablecase-5']);
    // A record without a status is available.
    expect((await list('q=tablecase&status=available&pageSize=100')).total).toBe(11);
    expect((await list('q=tablecase&emirate=sharjah')).total).toBe(0);
    const priced = await list('q=tablecase&minPrice=300000&maxPrice=500000&sort=price&dir=asc');
    expect(priced.data.map((p) => p.price)).toEqual([300_000, 400_000, 500_000]);
    // Days are Dubai days: 2025-01-02 08:00 UTC is the listing of i = 1.
    const days = await list('q=tablecase&listedFrom=2025-01-02&listedTo=2025-01-03&sort=listed&dir=asc');
    expect(days.data.map((p) => p.slug)).toEqual(['tablecase-1', 'tablecase-2']);
    // Blank controls mean "any".
    expect((await list('q=tablecase&purpose=&status=&pageSize=100')).total).toBe(12);
  });

  it.each([
    ['sort=bedrooms', 'sort: must be one of price, listed, name, size'],
    ['pageSize=1000', 'pageSize: must be one of 10, 25, 50, 100'],
    ['page=0', 'page: must be a page number'],
    ['minPrice=-5', 'minPrice: must be an amount in AED'],
    ['minPrice=9&maxPrice=1', 'minPrice: must not be above the highest price'],
    ['listedFrom=2025-02-31x', 'listedFrom: must be a date (YYYY-MM-DD)'],
    ['status=gone', 'status: must be one of available, under-offer, reserved, sold, rented'],
    ['emirate[$ne]=x', 'Unrecognized key: "emirate[$ne]"'],
    ['q=a&q=b', 'q: Invalid input: expected string, received array'],
  ])('refuses %s with 400 saying why', async (query, msg) => {
    const res = await call(t.app, 'GET', `/api/admin/listings?${query}`, { token });
    expect(res.status).toBe(400);
    expect((await json<{ msg: string }>(res)).msg).toBe(msg);
  });
});

describe('bulk status and delete', () => {
  it('need a session and the anti-forgery token', async () => {
    const ids = [seeded[0]!._id.toHexString()];
    expect(
      (await call(t.app, 'POST', '/api/admin/listings/status', { json: { ids, status: 'sold' } })).status,
    ).toBe(401);
    expect(
      (
        await call(t.app, 'POST', '/api/admin/listings/status', {
          json: { ids, status: 'sold' },
          token,
          csrf: false,
          headers: { origin: 'http://evil.example' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, 'DELETE', '/api/admin/listings', {
          json: { ids },
          token,
          csrf: false,
          headers: { origin: 'http://evil.example' },
        })
      ).status,
    ).toBe(403);
    expect((await list('q=tablecase&pageSize=100')).total).toBe(12);
  });

  it('validates the body', async () => {
    for (const body of [
      { ids: [], status: 'sold' },
      { ids: ['nope'], status: 'sold' },
      { ids: [seeded[0]!._id.toHexString()], status: 'gone' },
      { ids: [seeded[0]!._id.toHexString()], status: 'sold', $where: '1' },
      { ids: Array.from({ length: 201 }, () => seeded[0]!._id.toHexString()), status: 'sold' },
      // By filter: one target only, the count the admin saw, the table's filters only, bounded.
      { ids: [seeded[0]!._id.toHexString()], filter: { q: 'tablecase' }, matching: 1, status: 'sold' },
      { filter: { q: 'tablecase' }, status: 'sold' },
      { ids: [seeded[0]!._id.toHexString()], matching: 1, status: 'sold' },
      { filter: { q: 'tablecase', $where: '1' }, matching: 12, status: 'sold' },
      { filter: { q: 'tablecase', sort: 'price' }, matching: 12, status: 'sold' },
      { filter: { minPrice: '500', maxPrice: '100' }, matching: 12, status: 'sold' },
      { filter: { status: { $ne: 'sold' } }, matching: 12, status: 'sold' },
      { filter: {}, matching: 5_001, status: 'sold' },
      { filter: {}, matching: '12', status: 'sold' },
    ]) {
      const res = await call(t.app, 'POST', '/api/admin/listings/status', { json: body, token });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it('changes the status of the named listings, seen on their public records', async () => {
    const ids = seeded.slice(0, 3).map((p) => p._id.toHexString());
    const res = await call(t.app, 'POST', '/api/admin/listings/status', {
      json: { ids, status: 'under-offer' },
      token,
    });
    expect(res.status).toBe(200);
    expect(await json<BulkResultResponse>(res)).toEqual({ msg: '3 listings marked Under offer', count: 3 });
    const pub = await call(t.app, 'GET', `/api/properties/by-slug/tablecase-1`);
    expect((await json<Property>(pub)).status).toBe('under-offer');
    expect((await list('q=tablecase&status=under-offer')).total).toBe(3);
    // Each listing's history names the change and who made it.
    const audit = await call(t.app, 'GET', `/api/admin/audit?target=property&id=${ids[0]}`, { token });
    const [entry] = (await json<AuditResponse>(audit)).data;
    expect(entry).toMatchObject({ action: 'update', changes: [{ field: 'status', to: 'under-offer' }] });
    expect(entry!.actor).toBeTruthy();
  });

  it('deletes the named listings', async () => {
    const ids = seeded.slice(10, 12).map((p) => p._id.toHexString());
    const res = await call(t.app, 'DELETE', '/api/admin/listings', { json: { ids }, token });
    expect(await json<BulkResultResponse>(res)).toEqual({ msg: '2 listings deleted', count: 2 });
    expect((await list('q=tablecase&pageSize=100')).total).toBe(10);
  });
});

describe('GET /api/admin/listings/export.csv', () => {
  it('needs an admin session', async () => {
    expect((await call(t.app, 'GET', '/api/admin/listings/export.csv')).status).toBe(401);
  });

  it('exports every row of the filter, escaped and guarded against formulas', async () => {
    const res = await call(t.app, 'GET', '/api/admin/listings/export.csv?q=tablecase&sort=price&dir=asc', {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="manzil-listings-/);
    const text = await res.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Name,Type,Purpose,Status,Emirate,Community,Location,Bedrooms,Bathrooms,Size (sqft),Price (AED),Agent,Date listed,Link,Name (Arabic),Location (Arabic)',
    );
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(1 + 10 + 1);
    expect(lines[1]).toBe(
      `${seeded[0]!.ref},Tablecase 0,Apartment,Rent,Under offer,Dubai,Downtown Dubai,Marina Walk,0,1,500,100000,,2025-01-01,${t.config.publicUrl.replace(/\/+$/, '')}/property/tablecase-0,,`,
    );
    // The formula is read as text, and its quotes and comma are quoted.
    expect(lines[4]).toContain(`,"'=HYPERLINK(""http://evil.example"",""Tablecase, ""three"""")",`);
  });
});

// After the export, whose rows it would change: every listing matching a filter at once.
describe('bulk changes by filter', () => {
  it('changes or deletes every listing matching a filter, only when the count shown still holds', async () => {
    // Rent: listings 0, 3, 6 and 9 (10 was deleted above).
    const filter = { q: 'tablecase', purpose: 'Rent', minPrice: '' };
    const stale = await call(t.app, 'POST', '/api/admin/listings/status', {
      json: { filter, matching: 5, status: 'rented' },
      token,
    });
    expect(stale.status).toBe(409);
    expect((await json<{ msg: string }>(stale)).msg).toBe(
      '4 listings match these filters now, not 5: check the list and try again',
    );
    expect((await list('q=tablecase&status=rented')).total).toBe(0);

    const res = await call(t.app, 'POST', '/api/admin/listings/status', {
      json: { filter, matching: 4, status: 'rented' },
      token,
    });
    expect(await json<BulkResultResponse>(res)).toEqual({ msg: '4 listings marked Rented', count: 4 });
    expect(await sortedSlugs('q=tablecase&status=rented')).toEqual(tablecases(0, 3, 6, 9));
    const audit = async (id: string) =>
      (
        await json<AuditResponse>(
          await call(t.app, 'GET', `/api/admin/audit?target=property&id=${id}`, { token }),
        )
      ).data;
    const [changed] = await audit(seeded[9]!._id.toHexString());
    expect(changed).toMatchObject({
      action: 'update',
      actor: 'admin',
      changes: [{ field: 'status', to: 'rented' }],
    });
    // A listing outside the filter is untouched and unaudited.
    expect(await audit(seeded[8]!._id.toHexString())).toEqual([]);

    // Villas: 1, 3, 5, 7 and 9.
    const gone = await call(t.app, 'DELETE', '/api/admin/listings', {
      json: { filter: { q: 'tablecase', type: 'Villa' }, matching: 5 },
      token,
    });
    expect(await json<BulkResultResponse>(gone)).toEqual({ msg: '5 listings deleted', count: 5 });
    expect(await sortedSlugs('q=tablecase&pageSize=100')).toEqual(tablecases(0, 2, 4, 6, 8));
    const [deleted] = await audit(seeded[7]!._id.toHexString());
    expect(deleted).toMatchObject({ action: 'delete', actor: 'admin', label: 'Tablecase 7' });
  });
});

describe('csv cells', () => {
  it('guards text that a spreadsheet would run, and keeps numbers', () => {
    expect(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx', 'ok', ''].map(guardCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      'ok',
      '',
    ]);
    expect(guardCell(-5)).toBe(-5);
    expect(guardCell(undefined)).toBe('');
    expect(csvLines([['a,b', 'say "hi"', 'line\nbreak', 3]])).toBe('"a,b","say ""hi""","line\nbreak",3\r\n');
  });
});

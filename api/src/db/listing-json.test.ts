/** Listings' JSON from the stored bytes: the same answer as decoding and `toProperty`, pages and counts
 * included; a changed listing, or one whose price cut stops counting as recent, is made afresh. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRICE_REDUCED_DAYS } from '@manzil/contract';
import { useTestApp } from '../../test/helpers';
import { collections } from './collections';
import { createListingJson, propertyPageJson, searchPropertiesJson } from './listing-json';
import {
  buildSearchFilter,
  propertyPage,
  searchProperties,
  SEARCH_RESULT_SORT,
  toProperty,
  type SearchInput,
} from './properties';

const t = useTestApp();

const input = (over: Partial<SearchInput> = {}): SearchInput => ({
  purpose: 'Buy',
  location: 'Location',
  residential: 'Residential',
  beds: 'Beds',
  price: 'Price',
  page: 1,
  limit: 100,
  ...over,
});

/** What the route sent before: every document decoded by the driver, mapped and stringified. */
async function decoded(search: SearchInput): Promise<{ json: string; total: number }> {
  const { items, total } = await searchProperties(t.db.db, search);
  return { json: JSON.stringify(items.map(toProperty)), total };
}

/** The answer's bytes read as the text a client gets. */
const text = ({ json, total }: { json: Buffer; total: number }) => ({ json: json.toString('utf8'), total });

afterEach(() => {
  vi.useRealTimers();
});

describe('searchPropertiesJson', () => {
  it.each([
    ['every sale', input()],
    ['rentals', input({ purpose: 'Rent' })],
    ['an area', input({ purpose: 'Rent', location: 'Dubai Marina' })],
    ['an emirate with beds', input({ location: 'Dubai', beds: '2' })],
    ['a full first page (total counted)', input({ limit: 3 })],
    ['a middle page', input({ limit: 3, page: 2 })],
    ['the last, short page', input({ limit: 3, page: 3 })],
    ['a page past the end', input({ limit: 3, page: 9 })],
    ['a location that names nothing', input({ location: 'Atlantis' })],
  ])('%s: the same JSON and total as decoding every document, asked twice', async (_name, search) => {
    const listings = createListingJson();
    const before = await decoded(search);
    expect(text(await searchPropertiesJson(t.db.db, listings, search))).toEqual(before);
    // The second time from the kept JSON: still the same.
    expect(text(await searchPropertiesJson(t.db.db, listings, search))).toEqual(before);
  });

  it('a listing changed in the database is sent as it is now, not as it was kept', async () => {
    const listings = createListingJson();
    const search = input({ purpose: 'Rent' });
    const first = JSON.parse((await searchPropertiesJson(t.db.db, listings, search)).json.toString()) as {
      slug: string;
    }[];
    const slug = first[0]!.slug;
    const properties = collections(t.db.db).properties;
    const was = await properties.findOne({ slug });
    await properties.updateOne({ slug }, { $set: { house_name: 'Renamed Tower' } });
    try {
      const after = text(await searchPropertiesJson(t.db.db, listings, search));
      expect(after).toEqual(await decoded(search));
      expect(after.json).toContain('"house_name":"Renamed Tower"');
    } finally {
      await properties.updateOne({ slug }, { $set: { house_name: was!.house_name } });
    }
  });

  it('a price cut shows as reduced until PRICE_REDUCED_DAYS after it, then no longer', async () => {
    const listings = createListingJson();
    const properties = collections(t.db.db).properties;
    const doc = (await properties.findOne({ for: 'Buy', price: { $gt: 0 } }))!;
    const cutAt = new Date('2026-06-01T00:00:00Z');
    await properties.updateOne(
      { _id: doc._id },
      { $set: { pricedFrom: doc.price! + 1000, pricedAt: cutAt } },
    );
    const filter = (await buildSearchFilter(t.db.db, input()))!;
    const page = () => propertyPageJson(properties, listings, filter, SEARCH_RESULT_SORT, 1, 100);
    const reduced = async () =>
      (JSON.parse((await page()).json.toString()) as { slug: string; priceReduced?: true }[]).find(
        (p) => p.slug === doc.slug,
      )?.priceReduced;
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(cutAt.getTime() + (PRICE_REDUCED_DAYS - 1) * 86_400_000);
      expect(await reduced()).toBe(true);
      expect(await reduced()).toBe(true);
      vi.setSystemTime(cutAt.getTime() + (PRICE_REDUCED_DAYS + 1) * 86_400_000);
      expect(await reduced()).toBeUndefined();
      const { items } = await propertyPage(t.db.db, filter, SEARCH_RESULT_SORT, 1, 100);
      expect((await page()).json.toString()).toBe(JSON.stringify(items.map(toProperty)));
    } finally {
      vi.useRealTimers();
      await properties.updateOne({ _id: doc._id }, { $unset: { pricedFrom: '', pricedAt: '' } });
    }
  });

  it('keeps at most its bound of listings', async () => {
    const listings = createListingJson({ maxEntries: 3, maxBytes: 1024 * 1024 });
    const { json } = await searchPropertiesJson(t.db.db, listings, input());
    expect((JSON.parse(json.toString()) as unknown[]).length).toBeGreaterThan(3);
    expect(listings.size).toBe(3);
  });
});

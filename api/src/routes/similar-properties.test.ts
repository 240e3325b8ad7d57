import { describe, expect, it } from 'vitest';
import type { ListingStatus, Purpose, SimilarPropertiesResponse } from '@manzil/contract';
import { call, getOk, useTestApp } from '../../test/helpers';
import { insertProperty } from '../db/properties';

const t = useTestApp();

interface Home {
  name: string;
  area?: string;
  emirate?: string;
  type?: string;
  purpose?: Purpose;
  price?: number;
  status?: ListingStatus;
}

const add = (home: Home) =>
  insertProperty(t.db.db, {
    house_name: home.name,
    house_type: home.type ?? 'Apartment',
    for: home.purpose ?? 'Buy',
    bedrooms: 2,
    bathrooms: 2,
    location: 'Test',
    discription: 'A test home.',
    imageurl: '/images/properties/p-01.jpg',
    areaName: home.area ?? 'downtown_dubai',
    emirate: home.emirate ?? 'dubai',
    ...(home.price === undefined ? {} : { price: home.price }),
    ...(home.status ? { status: home.status } : {}),
  });

/** Where the band and the empty-list tests put their homes. */
const EMIRATES_HILLS = { area: 'emirates_hills', emirate: 'penthouses-and-luxury-villas' };

const similar = async (slug: string) => {
  const { data } = await getOk<SimilarPropertiesResponse>(t.app, `/api/properties/by-slug/${slug}/similar`);
  return data.map((p) => p.house_name);
};

describe('GET /api/properties/by-slug/{slug}/similar', () => {
  it('answers up to 4 homes of the same purpose, in the area or of the type, within the price band, available first', async () => {
    const home = await add({ name: 'Similar Test Home', price: 2_000_000 });
    // Closest in every way, but sold: no alternative for a buyer.
    await add({ name: 'Sold Twin', price: 2_050_000, status: 'sold' });
    await add({ name: 'Near Twin', price: 1_900_000 });
    await add({ name: 'Area Villa', type: 'Villa', price: 2_200_000 });
    await add({ name: 'Marina Apartment', area: 'dubai_marina', price: 2_050_000 });
    await add({ name: 'Rented Out', purpose: 'Rent', price: 2_000_000 });
    await add({ name: 'Far Too Dear', price: 5_000_000 });
    await add({ name: 'Abu Dhabi Twin', area: 'saadiyat_island', emirate: 'abu-dhabi', price: 2_000_000 });

    const names = await similar(home.slug);
    // Same area and type by price distance (the seed's Address Residence 2.5M and Opera Grand 1.5M
    // are in the band too), then the same area's villa; the same type elsewhere comes after.
    expect(names).toEqual(['Near Twin', 'Address Residence', 'Opera Grand', 'Area Villa']);
    expect(names).not.toContain('Similar Test Home');
    expect(names).not.toContain('Sold Twin');
  });

  it('lists homes spoken for after the available ones, never one sold or let, another purpose or emirate', async () => {
    const place = { area: 'saadiyat_island', emirate: 'abu-dhabi', type: 'Villa' };
    const home = await add({ ...place, name: 'Quiet Villa', price: 6_500_000 });
    await add({ ...place, name: 'Sold Villa', price: 6_400_000, status: 'sold' });
    await add({ ...place, name: 'Let Villa', price: 6_450_000, status: 'rented' });
    await add({ ...place, name: 'Reserved Villa', price: 6_600_000, status: 'reserved' });
    expect(await similar(home.slug)).toEqual(['Saadiyat Beach Villa', 'Reserved Villa']);
  });

  it('a home without a price is matched on place and type alone', async () => {
    const names = await similar('inquire-tower');
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(4);
    expect(names).not.toContain('Inquire Tower');
  });

  it('a plot of land is like other plots only, not the homes around it', async () => {
    const plot = await add({ name: 'Downtown Plot', type: 'Land', price: 2_000_000 });
    await add({ name: 'Dubai Plot', type: 'Land', area: 'dubai_marina', price: 2_100_000 });
    expect(await similar(plot.slug)).toEqual(['Dubai Plot']);
  });

  it('looks through a band twice as wide when the close one finds too few; the close ones lead', async () => {
    const place = { ...EMIRATES_HILLS, type: 'Townhouse' };
    const home = await add({ ...place, name: 'Hills Townhouse', price: 2_500_000 });
    await add({ ...place, name: 'Far Townhouse', price: 6_000_000 });
    await add({ ...place, name: 'Near Townhouse', price: 3_000_000 });
    await add({ ...place, name: 'Too Far Townhouse', price: 9_000_000 });
    expect(await similar(home.slug)).toEqual(['Near Townhouse', 'Far Townhouse']);
  });

  it('an empty list when nothing is like it', async () => {
    const home = await add({
      ...EMIRATES_HILLS,
      name: 'Lonely Warehouse',
      type: 'Commercial',
      price: 3_000_000,
    });
    expect(await similar(home.slug)).toEqual([]);
  });

  it.each(['no-such-home', '%24where'])('404 for an unknown slug (%s)', async (slug) => {
    const res = await call(t.app, 'GET', `/api/properties/by-slug/${slug}/similar`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ msg: 'Property not found' });
  });

  it('400 for a slug over 200 characters', async () => {
    const res = await call(t.app, 'GET', `/api/properties/by-slug/${'x'.repeat(201)}/similar`);
    expect(res.status).toBe(400);
  });
});

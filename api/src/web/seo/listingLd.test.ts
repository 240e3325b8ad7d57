/** A property page's JSON-LD as a crawler reads it: photos, availability from the status, the permit,
 * no rooms for a plot, and admin text that cannot end the script element. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@manzil/contract';
import { call, formOf, json, loginToken, startTestApp, type TestApp } from '../../../test/helpers';
import { absoluteUrl, OFFER_AVAILABILITY } from './listingLd';

const PUBLIC_URL = 'https://www.manzil.example';
let t: TestApp;
let token: string;
let appsRoot: string;

beforeAll(async () => {
  // The shell's page template alone: the head is written whatever the body's renderer does.
  appsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-ld-'));
  fs.mkdirSync(path.join(appsRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(appsRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><title>Manzil</title><meta name="description" content="x" /></head>' +
      '<body><div id="root"></div></body></html>',
  );
  t = await startTestApp({ env: { PUBLIC_URL, APPS_ROOT: appsRoot } });
  token = await loginToken(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(appsRoot, { recursive: true, force: true });
});

async function addProperty(fields: Record<string, string>): Promise<Property> {
  const res = await call(t.app, 'POST', '/api/admin/add-property', {
    form: formOf({
      house_type: 'Apartment',
      for: 'Buy',
      bedrooms: '2',
      bathrooms: '2',
      location: 'Downtown Dubai',
      discription: 'A test property.',
      areaName: 'downtown_dubai',
      price: '2000000',
      ...fields,
    }),
    token,
  });
  expect(res.status).toBe(201);
  return (await json<{ data: Property }>(res)).data;
}

interface ListingLd {
  name: string;
  image: string[];
  offers: Record<string, unknown>;
  identifier?: Record<string, unknown>;
  about: Record<string, unknown>;
}

async function listingOf(slug: string) {
  const html = await (await t.app.request(`/property/${slug}`)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const all = scripts.map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return { html, listing: all.find((ld) => ld['@type'] === 'RealEstateListing') as unknown as ListingLd };
}

describe('a property page JSON-LD', () => {
  it('lists every photo, says a sold home is SoldOut in an AED Offer, and names the permit', async () => {
    const property = await addProperty({
      house_name: 'Sold Sky Loft',
      photos: '/images/properties/p-01.jpg\n/images/properties/p-02.jpg\nhttps://cdn.example.com/p-3.jpg',
      status: 'sold',
      permitNumber: '7154302981',
    });
    const { listing } = await listingOf(property.slug);
    expect(listing.image).toEqual([
      `${PUBLIC_URL}/images/properties/p-01.jpg`,
      `${PUBLIC_URL}/images/properties/p-02.jpg`,
      'https://cdn.example.com/p-3.jpg',
    ]);
    expect(listing.offers).toMatchObject({
      '@type': 'Offer',
      price: 2_000_000,
      priceCurrency: 'AED',
      availability: 'https://schema.org/SoldOut',
    });
    expect(listing.identifier).toMatchObject({ propertyID: 'Trakheesi', value: '7154302981' });
    expect(listing.about.numberOfBedrooms).toBe(2);
  });

  it('an available home is InStock; one without a permit names none', async () => {
    const property = await addProperty({ house_name: 'Open Loft' });
    const { listing } = await listingOf(property.slug);
    expect(listing.offers['availability']).toBe('https://schema.org/InStock');
    expect(listing.identifier).toBeUndefined();
  });

  it('a plot of land has no bedrooms, in the JSON-LD or the description', async () => {
    const property = await addProperty({ house_name: 'Desert Plot', house_type: 'Land', bedrooms: '0' });
    const { html, listing } = await listingOf(property.slug);
    expect(listing.about).not.toHaveProperty('numberOfBedrooms');
    expect(listing.about).not.toHaveProperty('numberOfBathroomsTotal');
    expect(html).not.toMatch(/Studio/);
  });

  it('admin text cannot close the script element', async () => {
    const evil = 'Loft </script><script>alert(1)</script> <!--';
    const property = await addProperty({ house_name: evil, description: `${evil} \u2028 end` });
    const { html, listing } = await listingOf(property.slug);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(listing.name).toBe(evil);
  });

  it('maps every status, and keeps http(s) photo links as they are', () => {
    expect(Object.keys(OFFER_AVAILABILITY).sort()).toEqual(
      ['available', 'rented', 'reserved', 'sold', 'under-offer'].sort(),
    );
    expect(OFFER_AVAILABILITY.rented).toBe('https://schema.org/OutOfStock');
    expect(absoluteUrl('https://a.example', '/x.jpg')).toBe('https://a.example/x.jpg');
    expect(absoluteUrl('https://a.example', 'HTTPS://b.example/y.jpg')).toBe('HTTPS://b.example/y.jpg');
  });
});

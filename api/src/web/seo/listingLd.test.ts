/** A property page's JSON-LD as a crawler reads it: photos, availability from the status, the permit,
 * no rooms for a plot, and admin text that cannot end the script element. */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@manzil/contract';
import { formOf, loginToken, builtShellRoot, startTestApp, type TestApp } from '../../../test/helpers';
import { addedProperty } from '../../../test/properties';
import { downtownApartment } from '../../../test/support/form';
import { ObjectId } from 'mongodb';
import { absoluteUrl, agentLd, OFFER_AVAILABILITY } from './listingLd';

const PUBLIC_URL = 'https://www.manzil.example';
let t: TestApp;
let token: string;
let appsRoot: string;

beforeAll(async () => {
  // The shell's page template alone: the head is written whatever the body's renderer does.
  appsRoot = builtShellRoot('manzil-ld-');
  t = await startTestApp({ env: { PUBLIC_URL, APPS_ROOT: appsRoot } });
  token = await loginToken(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(appsRoot, { recursive: true, force: true });
});

/** A Downtown Dubai apartment for sale at AED 2,000,000, with `fields` (its name among them) on top. */
const addProperty = (fields: Record<string, string> & { house_name: string }): Promise<Property> =>
  addedProperty(
    t.app,
    token,
    formOf({
      ...downtownApartment(fields.house_name, { price: 2_000_000, discription: 'A test property.' }),
      ...fields,
    }),
  );

interface ListingLd {
  name: string;
  image: string[];
  offers: Record<string, unknown>;
  identifier?: Record<string, unknown>;
  about: Record<string, unknown>;
  datePosted: string;
  dateModified: string;
}

async function listingOf(slug: string, prefix = '') {
  const html = await (await t.app.request(`${prefix}/property/${slug}`)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const all = scripts.map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return { html, listing: all.find((ld) => ld['@type'] === 'RealEstateListing') as unknown as ListingLd };
}

describe('a property page JSON-LD', () => {
  it('lists every photo, says a sold home is SoldOut in an AED Offer, and names the permit', async () => {
    // Two photos of the site's own, written site-relative, and one elsewhere.
    const [p1, p2, cdn] = [
      '/images/properties/p-01.jpg',
      '/images/properties/p-02.jpg',
      'https://cdn.example.com/p-3.jpg',
    ];
    const property = await addProperty({
      house_name: 'Sold Sky Loft',
      photos: [p1, p2, cdn].join('\n'),
      status: 'sold',
      permitNumber: '7154302981',
    });
    const { listing } = await listingOf(property.slug);
    expect(listing.image).toEqual([`${PUBLIC_URL}${p1}`, `${PUBLIC_URL}${p2}`, cdn]);
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

  // A plot has no rooms at all; a commercial unit has its washrooms but no bedrooms.
  it.each([
    ['a plot of land', { house_name: 'Desert Plot', house_type: 'Land', bedrooms: '0' }, undefined],
    [
      'a commercial unit',
      { house_name: 'Corner Shop Unit', house_type: 'Commercial', bedrooms: '0', bathrooms: '1' },
      1,
    ],
  ])('%s has no bedrooms, in the JSON-LD or the description', async (_, fields, washrooms) => {
    const property = await addProperty(fields);
    const { html, listing } = await listingOf(property.slug);
    expect(listing.about).not.toHaveProperty('numberOfBedrooms');
    expect(listing.about).not.toHaveProperty('numberOfRooms');
    expect(listing.about['numberOfBathroomsTotal']).toBe(washrooms);
    expect(html).not.toMatch(/Studio/);
  });

  it('carries the facts the page shows: amenities, furnishing, completion, service charge, size, price per sqft, agent, dates', async () => {
    const before = Date.now();
    const property = await addProperty({
      house_name: 'Fact Sheet Tower 2BR',
      area: '1250',
      parking: '2',
      furnishing: 'semi-furnished',
      completion: '2027-Q3',
      serviceCharge: '18.5',
      amenities: 'Shared pool\n Gym \n\nGym\nConcierge',
      agent: 'layla-haddad',
    });
    const { listing } = await listingOf(property.slug);
    expect(listing.about).toMatchObject({
      numberOfRooms: 2,
      numberOfBedrooms: 2,
      numberOfBathroomsTotal: 2,
      floorSize: { '@type': 'QuantitativeValue', value: 1250, unitCode: 'FTK' },
      amenityFeature: ['Shared pool', 'Gym', 'Concierge'].map((name) => ({
        '@type': 'LocationFeatureSpecification',
        name,
        value: true,
      })),
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Furnishing', value: 'Semi-furnished' },
        { '@type': 'PropertyValue', name: 'Completion', value: 'Off-plan, handover Q3 2027' },
        { '@type': 'PropertyValue', name: 'Service charge', value: 18.5, unitText: 'AED per sq ft per year' },
        { '@type': 'PropertyValue', name: 'Parking spaces', value: 2 },
      ],
    });
    expect(listing.about).not.toHaveProperty('leaseLength');
    // AED 2,000,000 over 1,250 sqft: the card's 'AED 1,600/sqft'.
    expect(listing.offers['priceSpecification']).toEqual([
      {
        '@type': 'UnitPriceSpecification',
        price: 1600,
        priceCurrency: 'AED',
        unitText: 'per sq ft',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'FTK' },
      },
    ]);
    expect(listing.offers['offeredBy']).toMatchObject({
      '@type': 'Person',
      name: expect.any(String),
      url: `${PUBLIC_URL}/find-my-agent/layla-haddad`,
      identifier: { name: 'BRN', value: expect.stringMatching(/^\d+$/) },
      telephone: expect.stringMatching(/^\+\d+$/),
    });
    // The page's 'Added On' (the API's listedAt) and the last change, as ISO dates of this write.
    expect(listing.datePosted).toBe(property.listedAt);
    expect(Date.parse(listing.dateModified)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(listing.dateModified)).toBeGreaterThanOrEqual(Date.parse(listing.datePosted));
  });

  it('names the facts, the amenities, the permit and the agent in Arabic on the Arabic page', async () => {
    const property = await addProperty({
      house_name: 'Arabic Facts Tower 2BR',
      area: '1250',
      parking: '2',
      furnishing: 'furnished',
      completion: 'ready',
      serviceCharge: '18.5',
      amenities: 'Shared pool\nConcierge desk',
      agent: 'layla-haddad',
      permitNumber: '7123456789',
    });
    const { html, listing } = await listingOf(property.slug, '/ar');
    // The description names the home as Arabic does: its type, then its bedrooms.
    expect(html).toMatch(/<meta name="description" content="[^":]+: شقة بغرفتي نوم في /);
    expect(listing.identifier).toMatchObject({ name: 'تصريح إعلان دائرة الأراضي والأملاك في دبي' });
    expect(listing.about).toMatchObject({
      floorSize: { value: 1250, unitText: 'قدم مربع' },
      // A listed amenity in Arabic; one staff typed that the catalogue lacks stays as typed.
      amenityFeature: [{ name: 'مسبح مشترك' }, { name: 'Concierge desk' }],
      additionalProperty: [
        { name: 'التأثيث', value: 'مفروش' },
        { name: 'حالة الإنجاز', value: 'جاهز' },
        { name: 'رسوم الخدمة', value: 18.5, unitText: 'درهم للقدم المربع سنويًا' },
        { name: 'مواقف السيارات', value: 2 },
      ],
    });
    expect(listing.offers['priceSpecification']).toMatchObject([{ unitText: 'للقدم المربع' }]);
    expect(listing.offers['offeredBy']).toMatchObject({
      jobTitle: 'وكيل عقاري',
      url: `${PUBLIC_URL}/ar/find-my-agent/layla-haddad`,
    });
  });

  it('a rental is priced per month with a yearly price per sqft and its lease length; no facts, none named', async () => {
    const rental = await addProperty({
      house_name: 'Yearly Let Flat',
      for: 'Rent',
      price: '10000',
      area: '1000',
      rentPeriod: 'yearly',
    });
    const { listing } = await listingOf(rental.slug);
    expect(listing.about['leaseLength']).toEqual({ '@type': 'QuantitativeValue', value: 1, unitCode: 'ANN' });
    expect(listing.offers['priceSpecification']).toEqual([
      {
        '@type': 'UnitPriceSpecification',
        price: 10000,
        priceCurrency: 'AED',
        unitCode: 'MON',
        unitText: 'month',
      },
      expect.objectContaining({ price: 120, unitText: 'per sq ft per year' }),
    ]);
    for (const missing of ['amenityFeature', 'additionalProperty'])
      expect(listing.about).not.toHaveProperty(missing);
    expect(listing.offers).not.toHaveProperty('offeredBy');
  });

  it('a studio is one room; a plot has none', async () => {
    const studio = await addProperty({ house_name: 'One Room Studio', bedrooms: '0', bathrooms: '1' });
    expect((await listingOf(studio.slug)).listing.about['numberOfRooms']).toBe(1);
    const plot = await addProperty({
      house_name: 'Bare Plot',
      house_type: 'Land',
      bedrooms: '0',
      amenities: 'Road access',
    });
    const { about } = (await listingOf(plot.slug)).listing;
    expect(about).not.toHaveProperty('numberOfRooms');
    expect(about['amenityFeature']).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Road access', value: true },
    ]);
  });

  it('admin text cannot close the script element', async () => {
    const evil = 'Loft </script><script>alert(1)</script> <!--';
    const property = await addProperty({
      house_name: evil,
      description: `${evil} \u2028 end`,
      amenities: evil,
    });
    const { html, listing } = await listingOf(property.slug);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(listing.name).toBe(evil);
    expect(listing.about['amenityFeature']).toEqual([
      { '@type': 'LocationFeatureSpecification', name: evil.trim(), value: true },
    ]);
  });

  it('names a retired agent (old links still do) without their phone or e-mail', () => {
    const agent = {
      _id: new ObjectId(),
      slug: 'gone-agent',
      name: 'Gone Agent',
      photo: '/images/agents/gone.jpg',
      brn: '12345',
      languages: ['English'],
      areas: [],
      phone: '+971500000199',
      whatsapp: '+971500000199',
      email: 'gone@manzil.ae',
      active: false,
      order: 9,
      updatedAt: new Date(),
    };
    const ld = agentLd(agent, PUBLIC_URL, 'Manzil');
    expect(ld).toMatchObject({
      '@type': 'Person',
      name: 'Gone Agent',
      image: `${PUBLIC_URL}/images/agents/gone.jpg`,
      identifier: { name: 'BRN', value: '12345' },
    });
    expect(ld).not.toHaveProperty('telephone');
    expect(ld).not.toHaveProperty('email');
    expect(agentLd({ ...agent, active: true }, PUBLIC_URL, 'Manzil')).toMatchObject({
      telephone: '+971500000199',
      email: 'gone@manzil.ae',
    });
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

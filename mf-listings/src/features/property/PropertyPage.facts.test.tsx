/** The listing's facts on its page: status, photos, price per sqft, no rooms on a plot, the Details list. */
import { screen, within } from '@testing-library/react';
import { serve } from '@manzil/api-client/testing';
import type { Property } from '@manzil/contract';
import { makeProperty } from '../../test/fixtures';
import { propertyPageReads } from './testing/propertyPageReads';
import { renderPropertyPage } from './testing/renderPropertyPage';

vi.mock('./PropertyMap', () => ({ PropertyMap: () => <div>Map</div> }));

const summary = () => screen.getByText('Price', { selector: 'dt' }).closest('dl')!;

describe('PropertyPage facts', () => {
  beforeEach(() => {
    serve(...propertyPageReads());
  });

  it('a plot of land shows no bedrooms or bathrooms anywhere (not "Studio")', () => {
    renderPropertyPage(makeProperty(1, { house_type: 'Land', bedrooms: 0, bathrooms: 0, area: 10_000 }));
    expect(screen.queryByText(/studio/i)).not.toBeInTheDocument();
    expect(within(summary()).queryByText('Bedrooms')).not.toBeInTheDocument();
    expect(within(summary()).queryByText('Bathrooms')).not.toBeInTheDocument();
  });

  it('a commercial unit shows its washrooms but no bedrooms (not "Studio")', () => {
    renderPropertyPage(makeProperty(1, { house_type: 'Commercial', bedrooms: 0, bathrooms: 2, area: 900 }));
    expect(screen.queryByText(/studio/i)).not.toBeInTheDocument();
    expect(within(summary()).queryByText('Bedrooms')).not.toBeInTheDocument();
    expect(within(summary()).getByText('Bathrooms').nextElementSibling).toHaveTextContent('2');
  });

  it('a studio still says Studio', () => {
    renderPropertyPage(makeProperty(1, { bedrooms: 0 }));
    expect(within(summary()).getByText('Studio')).toBeInTheDocument();
  });

  it('shows the price per sqft beside the price', () => {
    renderPropertyPage(makeProperty(1, { price: 1_500_000, area: 1_000 }));
    expect(within(summary()).getByText('Price per sqft').nextElementSibling).toHaveTextContent(
      'AED 1,500/sqft',
    );
  });

  it('a sold home says so on its hero and in a notice; every photo is in the gallery', () => {
    const photos = ['/images/properties/p-1.jpg', '/images/properties/p-2.jpg', '/images/properties/p-3.jpg'];
    renderPropertyPage(makeProperty(1, { status: 'sold', photos, imageurl: photos[0]! }));
    expect(screen.getAllByText('Sold')).toHaveLength(2);
    expect(screen.getByText('This home has been sold and is no longer on the market.')).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'Photos (3 photos)' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(photos);
    expect(screen.getByRole('link', { name: 'View 3 photos' })).toHaveAttribute('href', '#photos');
    // The cover in the gallery asks for the hero's width: one download of it, not two.
    const hero = screen.getByRole('img', { name: 'Tower 1' });
    const cover = within(gallery).getAllByRole('img')[0]!;
    expect(cover.getAttribute('srcset')).toBe(hero.getAttribute('srcset'));
    expect(cover.getAttribute('sizes')).toBe(hero.getAttribute('sizes'));
  });
});

describe('PropertyPage details (the property information a buyer decides from)', () => {
  beforeEach(() => {
    serve(...propertyPageReads());
  });

  const details = () => screen.getByRole('region', { name: 'Details' });
  /** Each fact of the list as [label, value], in the page's order. */
  const facts = () =>
    [...details().querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

  it('a sale: type, purpose, reference, furnishing, off-plan completion, service charge with its yearly sum, dates, amenities', () => {
    renderPropertyPage(
      makeProperty(1, {
        _id: '65a1b2c3d4e5f6a7b8c9d0e1',
        price: 2_100_000,
        area: 1_400,
        furnishing: 'unfurnished',
        completion: '2027-Q3',
        serviceCharge: 18,
        listedAt: '2026-11-12T06:00:00.000Z',
        // 01:30 on the 21st in Dubai: the page says the Dubai day, not UTC's 20th.
        updatedAt: '2026-11-20T21:30:00.000Z',
        amenities: ['Shared pool', ' Gym ', '', 'Gym', 'Covered parking'],
      }),
    );
    expect(facts()).toEqual([
      ['Property Type', 'Apartment'],
      ['Status', 'For Sale'],
      ['Location', 'Downtown Dubai'],
      ['Reference ID', '65A1B2C3'],
      ['Furnishing', 'Unfurnished'],
      ['Completion', 'Off-plan, handover Q3 2027'],
      ['Service Charge', 'AED 18/sqft/yr (about AED 25,200 a year for 1,400 sqft)'],
      ['Added On', '12 Nov 2026'],
      ['Updated On', '21 Nov 2026'],
    ]);
    // The reference is shown once, by the spec's rule.
    expect(screen.getAllByText('65A1B2C3')).toHaveLength(1);
    const amenities = within(details()).getByRole('list', { name: 'Amenities' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Shared pool', 'Gym', 'Covered parking']);
  });

  it('a rental: its rent period, and a service charge the landlord pays (no yearly sum for the tenant)', () => {
    renderPropertyPage(
      makeProperty(2, {
        for: 'Rent',
        price: 9_500,
        area: 900,
        rentPeriod: 'yearly',
        furnishing: 'semi-furnished',
        completion: 'ready',
        serviceCharge: 15.5,
        listedAt: '2026-09-03T08:00:00.000Z',
        updatedAt: '2026-09-03T15:00:00.000Z',
      }),
    );
    expect(facts()).toEqual([
      ['Property Type', 'Apartment'],
      ['Status', 'For Rent'],
      ['Location', 'Downtown Dubai'],
      ['Reference ID', 'ABC00002'],
      ['Furnishing', 'Semi-furnished'],
      ['Completion', 'Ready'],
      ['Rent Period', 'Yearly lease'],
      ['Service Charge', 'AED 15.5/sqft/yr (paid by the landlord, not the tenant)'],
      // Updated the day it was listed: one date says it all.
      ['Added On', '3 Sep 2026'],
    ]);
  });

  it('a listing without those facts shows what it has and nothing empty', () => {
    renderPropertyPage(
      makeProperty(3, {
        house_type: 'Land',
        location: '',
        // An unknown value (a hand-edited record) is no furnishing to show.
        furnishing: 'toString' as Property['furnishing'],
        completion: 'soon' as Property['completion'],
        serviceCharge: 0,
        listedAt: 'not a date',
        amenities: [],
      }),
    );
    expect(facts()).toEqual([
      ['Property Type', 'Land'],
      ['Status', 'For Sale'],
      ['Reference ID', 'ABC00003'],
    ]);
    expect(within(details()).queryByRole('heading', { name: 'Amenities' })).not.toBeInTheDocument();
    expect(details()).not.toHaveTextContent(/N\/A|coming soon|undefined|NaN/i);
  });
});

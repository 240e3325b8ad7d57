import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Property } from '@manzil/contract';
import { ListingCard, ListingCardLink } from './ListingCard';

const rental: Property = {
  _id: 'p1',
  house_name: 'Souk Lane 1BR',
  house_type: 'Apartment',
  for: 'Rent',
  bedrooms: 1,
  bathrooms: 1,
  location: 'Deira',
  area: 1250,
  price: 14_500,
  discription: 'Bright. Quiet.',
  slug: 'souk-lane-1br',
  imageurl: '/images/properties/souk.jpg',
  areaName: 'deira',
  emirate: 'dubai',
};

const renderCard = (layout: 'facts' | 'summary', property = rental) =>
  render(
    <MemoryRouter>
      <ListingCard property={property} layout={layout}>
        <ListingCardLink to={`/property/${property.slug}`} property={property}>
          View
        </ListingCardLink>
      </ListingCard>
    </MemoryRouter>,
  );

/** The texts of the rendered card's key facts, in order. */
const keyFacts = () =>
  within(screen.getByRole('list', { name: 'Key facts' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('ListingCard', () => {
  it('facts: a rent shows its period, with the key facts, named by the house name', () => {
    renderCard('facts');
    const card = screen.getByRole('article', { name: 'Souk Lane 1BR' });
    expect(within(card).getByText('AED 14,500/month')).toBeInTheDocument();
    expect(within(card).getByText('For Rent')).toBeInTheDocument();
    // A record from before rent periods is let by the month.
    expect(keyFacts()).toEqual([
      'Apartment',
      '1 Bed',
      '1 Bath',
      '1,250 sqft',
      'AED 139/sqft/yr',
      'Monthly lease',
    ]);
  });

  it('summary: the spec\'s chip, description and "Location — x", with the price and key facts', () => {
    renderCard('summary', { ...rental, for: 'Buy', price: 1_540_000, area: 1000 });
    const card = screen.getByRole('article', { name: 'Souk Lane 1BR' });
    expect(within(card).getByText('Location — Deira')).toBeInTheDocument();
    expect(within(card).getByText('Bright. Quiet.')).toBeInTheDocument();
    expect(within(card).getByText('AED 1,540,000')).toBeInTheDocument();
    expect(keyFacts()).toEqual(['1 Bed', '1 Bath', '1,000 sqft', 'AED 1,540/sqft']);
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/property/souk-lane-1br',
    );
  });

  it('a sold home says so on its photo; an available one carries no status badge', () => {
    renderCard('summary', { ...rental, for: 'Buy', status: 'sold' });
    expect(within(screen.getByRole('article', { name: 'Souk Lane 1BR' })).getByText('Sold')).toBeVisible();
  });

  it('an available home shows no status', () => {
    renderCard('summary', { ...rental, status: 'available' });
    expect(screen.queryByText('Available')).not.toBeInTheDocument();
  });

  it('counts the photos and names a yearly lease', () => {
    renderCard('facts', { ...rental, rentPeriod: 'yearly', photos: ['/a.jpg', '/b.jpg', '/c.jpg'] });
    const card = screen.getByRole('article', { name: 'Souk Lane 1BR' });
    expect(within(card).getByText('4 photos')).toBeInTheDocument();
    expect(within(card).getByText('Yearly lease')).toBeInTheDocument();
  });

  it('a plot of land shows its size and price per sqft, never bedrooms', () => {
    renderCard('facts', {
      ...rental,
      house_type: 'Land',
      for: 'Buy',
      bedrooms: 0,
      price: 3_000_000,
      area: 10_000,
    });
    expect(keyFacts()).toEqual(['Land', '10,000 sqft', 'AED 300/sqft']);
    expect(screen.queryByText('Studio')).not.toBeInTheDocument();
  });

  it('a commercial unit shows its washrooms, size and price per sqft, never "Studio"', () => {
    renderCard('facts', {
      ...rental,
      house_type: 'Commercial',
      for: 'Buy',
      bedrooms: 0,
      bathrooms: 2,
      price: 1_800_000,
      area: 900,
    });
    expect(keyFacts()).toEqual(['Commercial', '2 Baths', '900 sqft', 'AED 2,000/sqft']);
    expect(screen.queryByText('Studio')).not.toBeInTheDocument();
  });

  it('shows the placeholder image when the listing has none', () => {
    renderCard('facts', { ...rental, imageurl: '' });
    expect(screen.getByRole('img')).toHaveAttribute('src', '/placeholder-property.jpg');
  });
});

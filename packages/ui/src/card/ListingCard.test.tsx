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

describe('ListingCard', () => {
  it('facts: a rent shows its period, with the key facts, named by the house name', () => {
    renderCard('facts');
    const card = screen.getByRole('article', { name: 'Souk Lane 1BR' });
    expect(within(card).getByText('AED 14,500/month')).toBeInTheDocument();
    expect(within(card).getByText('For Rent')).toBeInTheDocument();
    const facts = within(card).getByRole('list', { name: 'Key facts' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Apartment', '1 Bed', '1 Bath', '1,250 sqft']);
  });

  it('summary: chip, description and "Location — x", no price', () => {
    renderCard('summary');
    const card = screen.getByRole('article', { name: 'Souk Lane 1BR' });
    expect(within(card).getByText('Location — Deira')).toBeInTheDocument();
    expect(within(card).getByText('Bright. Quiet.')).toBeInTheDocument();
    expect(within(card).queryByText(/AED/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/property/souk-lane-1br',
    );
  });

  it('shows the placeholder image when the listing has none', () => {
    renderCard('facts', { ...rental, imageurl: '' });
    expect(screen.getByRole('img')).toHaveAttribute('src', '/placeholder-property.jpg');
  });
});

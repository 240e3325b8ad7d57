/** The listing's facts on its page (issue 25): status, photos, price per sqft, no rooms on a plot. */
import { screen, within } from '@testing-library/react';
import { fail, handle, render, serve } from '@manzil/api-client/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Property } from '@manzil/contract';
import { siteConfig } from '../../test/api';
import { makeProperty } from '../../test/fixtures';
import PropertyPage from './PropertyPage';

vi.mock('./PropertyMap', () => ({ PropertyMap: () => <div>Map</div> }));

function renderPage(property: Property) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: `/property/${property.slug}`, state: { property } }]}>
      <Routes>
        <Route path="/property/:propertySlug" element={<PropertyPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const summary = () => screen.getByText('Price', { selector: 'dt' }).closest('dl')!;

describe('PropertyPage facts', () => {
  beforeEach(() => {
    serve(
      handle('GET /site-config', siteConfig),
      handle('GET /admin/properties/:city/:area', fail(404, { msg: 'Area not found' })),
      handle('GET /properties/by-slug/:slug/similar', { data: [] }),
    );
  });

  it('a plot of land shows no bedrooms or bathrooms anywhere (not "Studio")', () => {
    renderPage(makeProperty(1, { house_type: 'Land', bedrooms: 0, bathrooms: 0, area: 10_000 }));
    expect(screen.queryByText(/studio/i)).not.toBeInTheDocument();
    expect(within(summary()).queryByText('Bedrooms')).not.toBeInTheDocument();
    expect(within(summary()).queryByText('Bathrooms')).not.toBeInTheDocument();
  });

  it('a studio still says Studio', () => {
    renderPage(makeProperty(1, { bedrooms: 0 }));
    expect(within(summary()).getByText('Studio')).toBeInTheDocument();
  });

  it('shows the price per sqft beside the price', () => {
    renderPage(makeProperty(1, { price: 1_500_000, area: 1_000 }));
    expect(within(summary()).getByText('Price per sqft').nextElementSibling).toHaveTextContent(
      'AED 1,500/sqft',
    );
  });

  it('a sold home says so on its hero and in a notice; every photo is in the gallery', () => {
    const photos = ['/images/properties/p-1.jpg', '/images/properties/p-2.jpg', '/images/properties/p-3.jpg'];
    renderPage(makeProperty(1, { status: 'sold', photos, imageurl: photos[0]! }));
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

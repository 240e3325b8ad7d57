import { screen, within } from '@testing-library/react';
import { handle, render, requestsTo, serve } from '@manzil/api-client/testing';
import { MemoryRouter } from 'react-router-dom';
import FeaturedListings from './FeaturedListings';
import { makeProperty, serveCardReads } from '../../test/testData';

describe('FeaturedListings', () => {
  beforeEach(serveCardReads);

  it('shows the newest available listings of each purpose, with links to them', async () => {
    serve(
      handle('GET /search', ({ request }) => {
        const rent = new URL(request.url).searchParams.get('purpose') === 'Rent';
        const items = rent
          ? [
              makeProperty({
                _id: 'r1',
                slug: 'souk-lane',
                house_name: 'Souk Lane 1BR',
                for: 'Rent',
                price: 8_000,
              }),
            ]
          : [makeProperty(), makeProperty({ _id: 'b2', slug: 'palm-villa', house_name: 'Palm Villa' })];
        return { items, total: items.length, page: 1, pageSize: 3 };
      }),
    );
    render(
      <MemoryRouter>
        <FeaturedListings />
      </MemoryRouter>,
    );
    const row = screen.getByRole('region', { name: 'New on the market' });
    const sale = within(row).getByRole('region', { name: 'For sale' });
    expect(
      await within(sale).findByRole('article', { name: 'Palm Villa' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(within(sale).getAllByRole('article')).toHaveLength(2);
    expect(within(sale).getByRole('link', { name: /View details\s*of Palm Villa/ })).toHaveAttribute(
      'href',
      '/property/palm-villa',
    );
    // Call and WhatsApp reach the agency (the listing names no agent), the chat naming the home.
    expect(
      await within(sale).findByRole('link', { name: /Call\s*about Palm Villa/ }, { timeout: 5_000 }),
    ).toHaveAttribute('href', 'tel:+971500000000');
    expect(within(sale).getByRole('link', { name: /WhatsApp\s*about Palm Villa/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/971500000000\?text=.*Palm%20Villa/),
    );
    expect(within(sale).getByRole('link', { name: 'See all homes for sale' })).toHaveAttribute(
      'href',
      '/?purpose=Buy&sort=newest',
    );
    const rent = within(row).getByRole('region', { name: 'To rent' });
    expect(await within(rent).findByRole('article', { name: 'Souk Lane 1BR' })).toBeInTheDocument();
    expect(
      requestsTo('GET /search')
        .map((r) => r.url)
        .sort(),
    ).toEqual(['/search?purpose=Buy&sort=newest&limit=3', '/search?purpose=Rent&sort=newest&limit=3']);
  });

  it('leaves out a purpose with nothing listed', async () => {
    serve(handle('GET /search', { items: [], total: 0, page: 1, pageSize: 3 }));
    render(
      <MemoryRouter>
        <FeaturedListings />
      </MemoryRouter>,
    );
    await vi.waitFor(() =>
      expect(screen.queryAllByRole('region', { name: /For sale|To rent/ })).toHaveLength(0),
    );
  });
});

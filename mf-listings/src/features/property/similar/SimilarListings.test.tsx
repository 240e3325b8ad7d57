import { screen, waitFor } from '@testing-library/react';
import { handle, render, serve } from '@manzil/api-client/testing';
import { MemoryRouter } from 'react-router-dom';
import { makeProperty } from '../../../test/fixtures';
import { urlsOf } from '../../../test/api';
import { SimilarListings } from './SimilarListings';

describe('SimilarListings', () => {
  it('shows the homes the API finds like this one, each on the listing card with its View link', async () => {
    serve(
      handle('GET /properties/by-slug/:slug/similar', {
        data: [
          makeProperty(2, { status: 'under-offer' }),
          makeProperty(3, { price: 2_000_000, area: 1_000 }),
        ],
      }),
    );
    render(
      <MemoryRouter>
        <SimilarListings slug="tower-1" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Similar homes' })).toBeInTheDocument();
    expect(urlsOf('GET /properties/by-slug/:slug/similar')).toEqual(['/properties/by-slug/tower-1/similar']);
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'View Tower 2' })).toHaveAttribute('href', '/property/tower-2');
    expect(screen.getByRole('link', { name: 'View Tower 3' })).toHaveAttribute('href', '/property/tower-3');
    expect(screen.getByText('Under offer')).toBeInTheDocument();
    expect(screen.getByText('AED 2,000/sqft')).toBeInTheDocument();
  });

  it('shows nothing when no home is like it', async () => {
    serve(handle('GET /properties/by-slug/:slug/similar', { data: [] }));
    const { container } = render(
      <MemoryRouter>
        <SimilarListings slug="tower-1" />
      </MemoryRouter>,
    );
    await waitFor(() => expect(urlsOf('GET /properties/by-slug/:slug/similar')).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});

import { screen } from '@testing-library/react';
import { fail, handle, serve } from '@manzil/api-client/testing';
import { urlsOf } from '../../test/api';
import { renderPageAt } from '../../test/renderPageAt';
import CityPage from './CityPage';

const renderCity = (path: string) => renderPageAt(path, '/:cityName', <CityPage />);

describe('CityPage', () => {
  beforeEach(() => {
    serve(
      handle('GET /homepage/cities', [
        { _id: '1', name: 'Abu-Dhabi', image: '', text: 'The capital of the UAE.' },
      ]),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the title, the intro and area cards with Learn More links', async () => {
    serve(
      handle('GET /admin/fetch-city-data', [
        { _id: 'a1', name: 'Saadiyat Island', discription: 'Culture and beaches.', imageURL: '' },
      ]),
    );
    renderCity('/abu-dhabi');
    expect(screen.getByRole('heading', { level: 1, name: 'Abu Dhabi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Discover Abu Dhabi' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const learnMore = await screen.findByRole('link', { name: 'Learn More about Saadiyat Island' });
    expect(urlsOf('GET /admin/fetch-city-data')).toEqual(['/admin/fetch-city-data?city=AbuDhabi']);
    expect(learnMore).toHaveAttribute('href', '/abu-dhabi/saadiyat-island');
    expect(learnMore).toHaveTextContent('Learn More');
    expect(await screen.findByText('The capital of the UAE.')).toBeInTheDocument();
    // No image: the placeholder property image, with its size reserved.
    const image = screen.getByRole('img', { name: 'Saadiyat Island' });
    expect(image).toHaveAttribute('src', '/placeholder-property.jpg');
    expect(image).toHaveAttribute('width', '600');
  });

  it('shows a not-found state for an emirate the server does not know', async () => {
    // The server refuses an emirate it does not know (fetchCityAreas reads that as null).
    serve(handle('GET /admin/fetch-city-data', fail(404, { msg: 'Unknown emirate' })));
    renderCity('/atlantis');
    expect(await screen.findByRole('heading', { name: 'City Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/Atlantis/)).toBeInTheDocument();
  });
});

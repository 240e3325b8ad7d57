import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fetchCityAreas, fetchHomepageCities } from '../../shared/api/listingsApi';
import CityPage from './CityPage';

vi.mock('../../shared/api/listingsApi', () => ({ fetchCityAreas: vi.fn(), fetchHomepageCities: vi.fn() }));

const renderCity = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:cityName" element={<CityPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('CityPage', () => {
  beforeEach(() => {
    vi.mocked(fetchHomepageCities).mockResolvedValue([
      { _id: '1', name: 'Abu-Dhabi', image: '', text: 'The capital of the UAE.' },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the title, the intro and area cards with Learn More links', async () => {
    vi.mocked(fetchCityAreas).mockResolvedValue([
      { _id: 'a1', name: 'Saadiyat Island', discription: 'Culture and beaches.', imageURL: '' },
    ]);
    renderCity('/abu-dhabi');
    expect(screen.getByRole('heading', { level: 1, name: 'Abu Dhabi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Discover Abu Dhabi' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(fetchCityAreas).toHaveBeenCalledWith('AbuDhabi');
    const learnMore = await screen.findByRole('link', { name: 'Learn More about Saadiyat Island' });
    expect(learnMore).toHaveAttribute('href', '/abu-dhabi/saadiyat-island');
    expect(learnMore).toHaveTextContent('Learn More');
    expect(await screen.findByText('The capital of the UAE.')).toBeInTheDocument();
    // No image: the placeholder property image, with its size reserved.
    const image = screen.getByRole('img', { name: 'Saadiyat Island' });
    expect(image).toHaveAttribute('src', '/placeholder-property.jpg');
    expect(image).toHaveAttribute('width', '600');
  });

  it('shows a not-found state for an emirate the server does not know', async () => {
    vi.mocked(fetchCityAreas).mockResolvedValue(null);
    renderCity('/atlantis');
    expect(await screen.findByRole('heading', { name: 'City Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/Atlantis/)).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, render, serve } from '@manzil/api-client/testing';
import { MemoryRouter } from 'react-router-dom';
import { reloadSavedHomes, STORAGE_KEY } from '@manzil/saved-homes';
import { makeProperty } from '../../test/fixtures';
import { urlsOf } from '../../test/api';
import SavedPage from './SavedPage';

const keep = (saved: { slug: string; name: string }[]) => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ saved, compare: [] }));
  reloadSavedHomes();
};

const page = () =>
  render(
    <MemoryRouter>
      <SavedPage />
    </MemoryRouter>,
  );

afterEach(() => {
  localStorage.clear();
  reloadSavedHomes();
});

describe('SavedPage', () => {
  it('reads every saved home in one call and says which were sold or taken off the site', async () => {
    keep([
      { slug: 'tower-1', name: 'Tower 1' },
      { slug: 'tower-2', name: 'Tower 2' },
      { slug: 'gone-villa', name: 'Gone Villa' },
    ]);
    serve(
      handle('GET /properties/by-slugs', {
        data: [makeProperty(1), makeProperty(2, { status: 'sold' })],
      }),
    );
    page();
    const sold = await screen.findByRole('article', { name: 'Tower 2' });
    expect(sold).toHaveTextContent('This home has been sold.');
    expect(screen.getByRole('article', { name: 'Tower 1' })).not.toHaveTextContent('has been');
    expect(screen.getByText('Gone Villa', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/is no longer listed\./)).toBeInTheDocument();
    expect(screen.getByText('3 saved homes')).toBeInTheDocument();
    expect(urlsOf('GET /properties/by-slugs')).toEqual([
      '/properties/by-slugs?slugs=tower-1,tower-2,gone-villa',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Gone Villa from saved homes' }));
    expect(await screen.findByText('2 saved homes')).toBeInTheDocument();
    expect(screen.queryByText('Gone Villa', { selector: 'strong' })).toBeNull();
    await userEvent.click(within(sold).getByRole('button', { name: 'Remove Tower 2 from saved homes' }));
    expect(await screen.findByText('1 saved home')).toBeInTheDocument();
  });

  it('says how to save a home when none is saved, with no call to the API', async () => {
    page();
    expect(await screen.findByRole('heading', { name: 'No saved homes yet' })).toBeInTheDocument();
    expect(screen.getByText(/Press the heart on any home you like/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find homes' })).toHaveAttribute('href', '/');
    expect(urlsOf('GET /properties/by-slugs')).toEqual([]);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, render, serve } from '@manzil/api-client/testing';
import { MemoryRouter } from 'react-router-dom';
import { reloadSavedHomes, STORAGE_KEY } from '@manzil/saved-homes';
import { makeProperty } from '../../test/fixtures';
import { siteConfig } from '../../test/api';
import ComparePage from './ComparePage';

const compare = (slugs: string[]) => {
  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ saved: [], compare: slugs.map((slug) => ({ slug, name: slug })) }),
  );
  reloadSavedHomes();
};

afterEach(() => {
  localStorage.clear();
  reloadSavedHomes();
});

describe('ComparePage', () => {
  it('lines the homes up fact by fact, one column each, with where they are on one map', async () => {
    compare(['tower-1', 'tower-2']);
    serve(
      handle('GET /site-config', siteConfig),
      handle('GET /properties/by-slugs', {
        data: [
          makeProperty(1, { area: 1000, serviceCharge: 18, completion: 'ready', lat: 25.19, lon: 55.27 }),
          makeProperty(2, {
            for: 'Rent',
            price: 10_000,
            area: 800,
            status: 'rented',
            completion: '2027-Q3',
            lat: 25.2,
            lon: 55.28,
          }),
        ],
      }),
    );
    render(
      <MemoryRouter>
        <ComparePage />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: 'The homes compared, one column each' });
    const cells = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Price')).toEqual(['AED 1,250,000', 'AED 10,000/month']);
    expect(cells('Price per sqft')).toEqual(['AED 1,250/sqft', 'AED 150/sqft/yr']);
    expect(cells('Size')).toEqual(['1,000 sqft', '800 sqft']);
    expect(cells('Service charge')).toEqual(['AED 18/sqft/yr', '—']);
    expect(cells('Status')).toEqual(['Available · For Sale', 'Rented · For Rent']);
    expect(cells('Completion')).toEqual(['Ready', 'Off-plan, handover Q3 2027']);
    expect(within(table).getByRole('link', { name: 'Tower 2' })).toHaveAttribute('href', '/property/tower-2');
    expect(await screen.findByRole('region', { name: 'Map of the homes compared' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Tower 1 from the comparison' }));
    expect(within(table).queryByRole('link', { name: 'Tower 1' })).toBeNull();
    expect(screen.getByText(/Add another home with its Compare button/)).toBeInTheDocument();
  });

  it('says how to add homes when there is nothing to compare', async () => {
    render(
      <MemoryRouter>
        <ComparePage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Nothing to compare yet' })).toBeInTheDocument();
  });
});

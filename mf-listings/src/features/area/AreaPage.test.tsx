import { screen } from '@testing-library/react';
import { fail, handle, render, serve } from '@manzil/api-client/testing';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { siteConfig, urlsOf } from '../../test/api';
import { areaData, makeProperty } from '../../test/fixtures';
import AreaPage from './AreaPage';

/** No detail data for the area (the server answers 404). */
const noAreaData = () => handle('GET /admin/properties/:city/:area', fail(404, { msg: 'Area not found' }));

function PropertyProbe() {
  const location = useLocation();
  const state = location.state as { property?: { house_name: string } } | null;
  return <p>Opened {state?.property?.house_name ?? 'without a record'}</p>;
}

/** Renders the page again on demand, as the app does when it attaches or a read settles. */
function RerenderedArea() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <AreaPage />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again ({renders})
      </button>
    </>
  );
}

const renderArea = () =>
  render(
    <MemoryRouter initialEntries={['/dubai/downtown-dubai']}>
      <Routes>
        <Route path="/:cityName/:areaName" element={<RerenderedArea />} />
        <Route path="/property/:propertySlug" element={<PropertyProbe />} />
      </Routes>
    </MemoryRouter>,
  );

describe('AreaPage', () => {
  beforeEach(() => {
    serve(handle('GET /site-config', siteConfig));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('asks the API with the area key and emirate key, and pages 6 cards at a time', async () => {
    serve(
      handle(
        'GET /admin/properties/:area',
        Array.from({ length: 13 }, (_, i) => makeProperty(i + 1)),
      ),
      noAreaData(),
    );
    renderArea();
    expect(screen.getByRole('heading', { name: 'Explore Downtown Dubai' })).toBeInTheDocument();
    expect(screen.getByText('Find homes that match your lifestyle, right here.')).toBeInTheDocument();
    expect(screen.getByText('Loading Properties...')).toBeInTheDocument();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(urlsOf('GET /admin/properties/:area')).toEqual(['/admin/properties/downtown_dubai']);
    expect(urlsOf('GET /admin/properties/:city/:area')).toEqual(['/admin/properties/Dubai/downtown_dubai']);
    expect(screen.getByRole('heading', { name: 'Top Properties in DOWNTOWN DUBAI' })).toBeInTheDocument();
    expect(screen.queryByText(/Top Picks in/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // The page rendering again with the same list keeps the visitor's page.
    await userEvent.click(screen.getByRole('button', { name: /^Render again/ }));
    expect(screen.getByRole('button', { name: 'Render again (1)' })).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it('shows a card with badge, type chip and location, and View hands the record over', async () => {
    serve(
      handle('GET /admin/properties/:area', [makeProperty(7, { for: 'Rent', house_type: 'Villa' })]),
      noAreaData(),
    );
    renderArea();
    expect(await screen.findByText('For Rent')).toBeInTheDocument();
    expect(screen.getByText('Villa')).toBeInTheDocument();
    expect(screen.getByText('Location — Downtown Dubai')).toBeInTheDocument();
    const view = screen.getByRole('link', { name: 'View Tower 7' });
    expect(view).toHaveAttribute('href', '/property/tower-7');
    await userEvent.click(view);
    expect(screen.getByText('Opened Tower 7')).toBeInTheDocument();
  });

  it('shows No properties found. after a failed or empty fetch', async () => {
    serve(handle('GET /admin/properties/:area', fail(500, { msg: 'down' })), noAreaData());
    renderArea();
    expect(await screen.findByText('No properties found.')).toBeInTheDocument();
  });

  it('shows Top Picks with the area detail panel when area data exists', async () => {
    serve(handle('GET /admin/properties/:area', []));
    serve(
      handle('GET /admin/properties/:city/:area', {
        ...areaData,
        feature: [],
        neighbourhood: [],
        images: [],
        floorplan: [],
        pdf: '',
        discription: '',
      }),
    );
    renderArea();
    expect(await screen.findByRole('heading', { name: 'Top Picks in DOWNTOWN DUBAI' })).toBeInTheDocument();
    expect(screen.getByText('No description available')).toBeInTheDocument();
    expect(screen.getByText('No gallery images available')).toBeInTheDocument();
    expect(screen.getByText('No feature information available')).toBeInTheDocument();
    expect(screen.getByText('No neighborhood information available')).toBeInTheDocument();
    expect(screen.getByText('No floor plans available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Brochure' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact for More' })).toHaveAttribute('href', '/contact');
  });
});

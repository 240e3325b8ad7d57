import { act, fireEvent, screen } from '@testing-library/react';
import { fail, handle, render, serve } from '@manzil/api-client/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Property } from '@manzil/contract';
import { bodiesOf, urlsOf } from '../../test/api';
import { makeProperty } from '../../test/fixtures';
import PropertyPage from './PropertyPage';
import { propertyPageReads } from './testing/propertyPageReads';

// Leaflet is exercised by PropertyMap.test.tsx and the end-to-end suite.
vi.mock('./PropertyMap', () => ({ PropertyMap: ({ name }: { name: string }) => <div>Map of {name}</div> }));

function renderAt(slug: string, property?: Property) {
  return render(
    <MemoryRouter
      initialEntries={[
        '/somewhere',
        { pathname: `/property/${slug}`, state: property ? { property } : null },
      ]}
      initialIndex={1}
    >
      <Routes>
        <Route path="/property/:propertySlug" element={<PropertyPage />} />
        <Route path="/somewhere" element={<p>Listings page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PropertyPage', () => {
  beforeEach(() => {
    serve(...propertyPageReads());
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('uses the record handed over with the navigation without fetching', async () => {
    const property = makeProperty(3, {
      _id: '65a1b2c3d4e5f6a7b8c9d0e1',
      price: 1_250_000,
      area: undefined,
      parking: undefined,
      description: undefined,
      discription: 'Brochure: https://example.com/a.pdf. Location - Heart of Downtown. Sea views.',
    });
    renderAt('tower-3', property);
    expect(screen.getByRole('heading', { level: 1, name: 'Tower 3' })).toBeInTheDocument();
    expect(urlsOf('GET /properties/by-slug/:slug')).toHaveLength(0);
    expect(screen.getByText('AED 1,250,000')).toBeInTheDocument();
    expect(screen.getByText('Modern & Open')).toBeInTheDocument();
    // Parking without a value ('Available'), beside the listing's own status badge.
    expect(screen.getByText('Parking').nextElementSibling).toHaveTextContent('Available');
    expect(screen.getAllByText('For Sale').length).toBeGreaterThan(0);
    expect(screen.getByText('65A1B2C3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit Link' })).toHaveAttribute(
      'href',
      'https://example.com/a.pdf',
    );
    expect(screen.getByText('Heart of Downtown')).toBeInTheDocument();
    expect(screen.getByText('Sea views')).toBeInTheDocument();
    expect(screen.getByText(/This property is presented by our team/)).toBeInTheDocument();
    expect(screen.getByText('Tower 3, Downtown Dubai')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue(
      "I'm interested in Tower 3. Please contact me with more information.",
    );
    expect(await screen.findByText('Map of Tower 3')).toBeInTheDocument();
    // Still no fetch once the page has settled.
    expect(urlsOf('GET /properties/by-slug/:slug')).toHaveLength(0);
  });

  it('fetches by slug when opened from a URL, showing the loading text first', async () => {
    serve(handle('GET /properties/by-slug/:slug', makeProperty(9, { price: undefined })));
    renderAt('tower-9');
    expect(screen.getByText('Loading Property Details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tower 9' })).toBeInTheDocument();
    expect(urlsOf('GET /properties/by-slug/:slug')).toEqual(['/properties/by-slug/tower-9']);
    expect(screen.getByText('Inquire for price')).toBeInTheDocument();
  });

  it('shows Property Not Found with a button that goes back one page', async () => {
    serve(handle('GET /properties/by-slug/:slug', fail(404, { msg: 'Property not found' })));
    renderAt('nothing-here');
    expect(await screen.findByRole('heading', { name: 'Property Not Found' })).toBeInTheDocument();
    // MemoryRouter keeps its own history; the browser history must hold a page to go back to.
    window.history.pushState({}, '', '/property/nothing-here');
    fireEvent.click(screen.getByRole('button', { name: 'Go Back to Listings' }));
    expect(await screen.findByText('Listings page')).toBeInTheDocument();
  });

  it('sends the inquiry to the server, then shows Request Received! after about a second', async () => {
    serve(handle('POST /enquiries', { data: { _id: 'e1' } }));
    renderAt('tower-3', makeProperty(3));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Omar' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'omar@example.com' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0501234567' } });
    vi.useFakeTimers();
    fireEvent.submit(screen.getByRole('form', { name: 'Property inquiry' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(999));
    expect(screen.queryByText('Request Received!')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(bodiesOf('POST /enquiries')).toEqual([
      expect.objectContaining({
        kind: 'property-inquiry',
        name: 'Omar',
        email: 'omar@example.com',
        phone: '0501234567',
        message: "I'm interested in Tower 3. Please contact me with more information.",
        about: { type: 'property', ref: 'tower-3', name: 'Tower 3' },
      }),
    ]);
    expect(screen.getByText('Request Received!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Send another inquiry' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('keeps the form and shows an error when the server refuses the inquiry', async () => {
    serve(handle('POST /enquiries', fail(500)));
    renderAt('tower-3', makeProperty(3));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Omar' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'omar@example.com' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0501234567' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Property inquiry' }));
    expect(
      await screen.findByText(
        'There was an error sending your message. Please try again later.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Request Received!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Omar');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, handle, networkFailure, render, requestsTo, serve } from '@manzil/api-client/testing';
import type { Property } from '@manzil/contract';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import SearchPanel from './SearchPanel';
import { resetSearchStoreForTests } from './searchStore';
import { LOCATIONS, makeProperty } from './testData';

const answerSearch = (results: Property[]) => serve(handle('POST /search/result', results));
const searchBodies = () => requestsTo('POST /search/result').map((r) => r.body);

/** Shows the current URL so tests can check what the panel wrote there. */
function UrlProbe() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

function PropertyProbe() {
  const location = useLocation();
  const state = location.state as { property?: { house_name: string } } | null;
  return <p>Property page for {state?.property?.house_name}</p>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/" element={<SearchPanel />} />
        <Route path="/contact" element={<p>Contact page</p>} />
        <Route path="/property/:slug" element={<PropertyProbe />} />
      </Routes>
      <UrlProbe />
    </MemoryRouter>,
  );
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.restoreAllMocks();
  resetSearchStoreForTests();
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  serve(handle('GET /locations', LOCATIONS));
});

describe('SearchPanel', () => {
  it('shows Buy and Rent tabs with Buy selected and the default labels', async () => {
    renderAt('/');
    expect(screen.getByRole('tab', { name: 'Buy' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Rent' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByLabelText('Property type')).toHaveDisplayValue('Residential');
    expect(screen.getByLabelText('Bedrooms')).toHaveDisplayValue('Beds');
    expect(screen.getByLabelText('Price range')).toHaveDisplayValue('Price');
    expect(optionTexts(screen.getByLabelText('Property type'))).toEqual([
      'Residential',
      'Apartment',
      'Villa',
      'Townhouse',
      'Commercial',
      'Land',
    ]);
    expect(optionTexts(screen.getByLabelText('Bedrooms'))).toEqual([
      'Beds',
      'Studio',
      '1',
      '2',
      '3',
      '4',
      '5+',
    ]);
    // Locations arrive from the API, grouped by emirate.
    // (5 s: the first render of the file is slow on a busy machine.)
    expect(
      await screen.findByRole('option', { name: 'Dubai Marina' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Abu Dhabi' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('switches the price list with the tab and resets the chosen range', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.selectOptions(screen.getByLabelText('Price range'), 'AED 1M-2M');
    expect(screen.getByLabelText('Price range')).toHaveDisplayValue('AED 1M-2M');
    await user.click(screen.getByRole('tab', { name: 'Rent' }));
    expect(screen.getByRole('tab', { name: 'Rent' })).toHaveAttribute('aria-selected', 'true');
    const rentPrice = screen.getByLabelText('Monthly rent');
    expect(rentPrice).toHaveDisplayValue('Price');
    expect(optionTexts(rentPrice)).toEqual([
      'Price',
      'Any',
      'Under AED 1K',
      'AED 1K-2K',
      'AED 2K-5K',
      'AED 5K+',
    ]);
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderAt('/');
    screen.getByRole('tab', { name: 'Buy' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Rent' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Rent' })).toHaveAttribute('aria-selected', 'true');
  });

  it('searches, writes the criteria to the URL, shows cards and scrolls to them after 200 ms', async () => {
    const user = userEvent.setup();
    answerSearch([
      makeProperty(),
      makeProperty({ _id: '2', slug: 'palm-villa', house_name: 'Palm Villa', price: undefined }),
    ]);
    renderAt('/');
    await screen.findByRole('option', { name: 'Dubai Marina' });
    await user.selectOptions(screen.getByLabelText('Location'), 'Dubai Marina');
    await user.selectOptions(screen.getByLabelText('Bedrooms'), '2');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(screen.getByTestId('url')).toHaveTextContent('/?purpose=Buy&location=Dubai+Marina&beds=2');
    expect(searchBodies()).toContainEqual({
      purpose: 'Buy',
      location: 'Dubai Marina',
      residential: 'Residential',
      beds: '2',
      price: 'Price',
    });
    const card = await within(results).findByRole('article', { name: 'Marina Gate 2BR' });
    expect(within(card).getByText('AED 1,250,000')).toBeInTheDocument();
    expect(within(card).getByText('For Sale')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Enquire now/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact\?property=[0-9A-F]{8}$/),
    );
    expect(within(card).getByRole('link', { name: /View details/ })).toHaveAttribute(
      'href',
      '/property/marina-gate-2br',
    );
    expect(within(results).getByText('Inquire for price')).toBeInTheDocument();

    await vi.waitFor(
      () => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }),
      {
        timeout: 1000,
      },
    );
  });

  it('waits 200 ms after the results arrive before scrolling', async () => {
    let resultsAt = 0;
    let scrolledAt = 0;
    // The moment the results reach the page: when their card is rendered.
    const observer = new MutationObserver(() => {
      if (!resultsAt && document.querySelector('article')) resultsAt = performance.now();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    scrollIntoView.mockImplementation(() => {
      scrolledAt = performance.now();
    });
    answerSearch([makeProperty()]);
    renderAt('/?purpose=Buy');
    await screen.findByRole('article', { name: 'Marina Gate 2BR' });
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1), { timeout: 1000 });
    observer.disconnect();
    expect(resultsAt).toBeGreaterThan(0);
    expect(scrolledAt - resultsAt).toBeGreaterThanOrEqual(190);
  });

  it("shows 'No results found.' and does not scroll when nothing matches", async () => {
    answerSearch([]);
    renderAt('/?purpose=Rent&type=Land');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('shows the stored error message when the call fails, and retries', async () => {
    const user = userEvent.setup();
    answerSearch([makeProperty()]);
    serve(handle('POST /search/result', fail(500, { msg: 'Something went wrong' }), { once: true }));
    renderAt('/?purpose=Buy');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not complete your search.');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Something went wrong');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Marina Gate 2BR' })).toBeInTheDocument();
    expect(searchBodies()).toHaveLength(2);
  });

  it('restores the criteria from a shared URL and runs the search', async () => {
    answerSearch([makeProperty({ for: 'Rent', price: 9_000 })]);
    renderAt('/?purpose=Rent&location=Dubai+Marina&type=Apartment&beds=2&price=AED+5K%2B');
    expect(await screen.findByText('AED 9,000/month')).toBeInTheDocument();
    expect(searchBodies()).toContainEqual({
      purpose: 'Rent',
      location: 'Dubai Marina',
      residential: 'Apartment',
      beds: '2',
      price: 'AED 5K+',
    });
    expect(screen.getByRole('tab', { name: 'Rent' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Location')).toHaveDisplayValue('Dubai Marina');
    expect(screen.getByLabelText('Property type')).toHaveDisplayValue('Apartment');
    expect(screen.getByLabelText('Bedrooms')).toHaveDisplayValue('2');
    expect(screen.getByLabelText('Monthly rent')).toHaveDisplayValue('AED 5K+');
  });

  it('hands the property record to the property page', async () => {
    const user = userEvent.setup();
    answerSearch([makeProperty()]);
    renderAt('/?purpose=Buy');
    await user.click(await screen.findByRole('link', { name: /View details/ }));
    expect(screen.getByText('Property page for Marina Gate 2BR')).toBeInTheDocument();
  });

  it('keeps working without the locations list', async () => {
    serve(handle('GET /locations', networkFailure()));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerSearch([]);
    renderAt('/?purpose=Buy&location=Jumeirah');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveDisplayValue('Jumeirah');
  });
});

describe('SearchResults batches', () => {
  it('shows 12 cards first and more on demand, starting again for a new search', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, i) =>
      makeProperty({ _id: `id${i}`, slug: `home-${i}`, house_name: `Home ${i + 1}` }),
    );
    answerSearch(many);
    renderAt('/?purpose=Buy');
    const results = await screen.findByRole('region', { name: 'Search results' });
    await within(results).findByRole('article', { name: 'Home 1' });
    expect(within(results).getAllByRole('article')).toHaveLength(12);
    await user.click(within(results).getByRole('button', { name: 'Show more properties (18 more)' }));
    expect(within(results).getAllByRole('article')).toHaveLength(24);
    await user.click(within(results).getByRole('button', { name: 'Show more properties (6 more)' }));
    expect(within(results).getAllByRole('article')).toHaveLength(30);
    expect(within(results).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(within(results).getAllByRole('article')).toHaveLength(12));
  });
});

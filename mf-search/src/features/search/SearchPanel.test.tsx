import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, handle, networkFailure, render, requestsTo, serve } from '@manzil/api-client/testing';
import { PRICE_RANGES, type Property } from '@manzil/contract';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import SearchPanel from './SearchPanel';
import { resetSearchStoreForTests } from './searchStore';
import { expectDefaultHomeCard, LOCATIONS, makeProperty, serveCardReads } from '../../test/testData';

/** A server holding `all` matches: answers each page the panel asks for, with the total. */
const answerSearch = (all: Property[]) =>
  serve(
    handle('GET /search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 12);
      return { items: all.slice((page - 1) * limit, page * limit), total: all.length, page, pageSize: limit };
    }),
  );
/** The search queries the panel sent (GET /api/search?…). */
const searchQueries = () => requestsTo('GET /search').map((r) => r.url.replace(/^\/search\?/, ''));

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
  serveCardReads();
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
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('suggests emirates and areas by name, any case, each with its emirate (a combobox)', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.click(input);
    // Locations arrive from the API (5 s: the first render of the file is slow on a busy machine).
    const listbox = await screen.findByRole('listbox', { name: 'Emirates and areas' }, { timeout: 5_000 });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['DubaiEmirate', 'Abu DhabiEmirate']);
    await user.type(input, 'MARINA');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Dubai MarinaDubai']);
    await user.keyboard('{ArrowDown}');
    const option = within(listbox).getByRole('option', { name: /Dubai Marina/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Dubai Marina');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    await user.type(input, 'sa');
    await user.click(screen.getByRole('option', { name: /Saadiyat Island/ }));
    expect(input).toHaveValue('Saadiyat Island');
  }, 60_000);

  it('filters by typed prices, beds, baths and the rest, all in the URL', async () => {
    const user = userEvent.setup();
    answerSearch([makeProperty()]);
    renderAt('/');
    await user.click(screen.getByText('More filters'));
    const price = screen.getByRole('group', { name: 'Price (AED)' });
    await user.type(within(price).getByLabelText('Min'), '1,000,000');
    await user.type(within(price).getByLabelText('Max'), '2000000');
    const beds = screen.getByRole('group', { name: 'Bedrooms' });
    await user.selectOptions(within(beds).getByLabelText('Min'), '2');
    await user.selectOptions(
      within(screen.getByRole('group', { name: 'Bathrooms' })).getByLabelText('Min'),
      '2',
    );
    await user.selectOptions(screen.getByLabelText('Furnishing'), 'Furnished');
    await user.selectOptions(screen.getByLabelText('Completion'), 'Off-plan');
    await user.type(screen.getByLabelText('Keywords'), 'sea view');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('article', { name: 'Marina Gate 2BR' });
    const query =
      'purpose=Buy&minPrice=1000000&maxPrice=2000000&minBeds=2&minBaths=2&furnishing=furnished&completion=off-plan&q=sea+view';
    expect(screen.getByTestId('url')).toHaveTextContent(`/?${query}`);
    expect(searchQueries()).toEqual([query]);
  }, 60_000);

  it('maps a preset band onto min/max, per year for rents when chosen', async () => {
    const user = userEvent.setup();
    renderAt('/?purpose=Rent&period=year');
    // The page's search sets a filter behind the disclosure: it is open.
    const price = screen.getByRole('group', { name: 'Rent (AED)' });
    expect(screen.getByLabelText('Rent per')).toHaveDisplayValue('Year');
    await user.selectOptions(screen.getByLabelText('Monthly rent'), 'AED 1K-2K');
    expect(within(price).getByLabelText('Min')).toHaveValue('12,000');
    expect(within(price).getByLabelText('Max')).toHaveValue('24,000');
    // Typing a price of one's own replaces the band.
    await user.type(within(price).getByLabelText('Max'), '0');
    expect(screen.getByLabelText('Monthly rent')).toHaveDisplayValue('Price');
  });

  it('sorts and pages through real links', async () => {
    const user = userEvent.setup();
    answerSearch(
      Array.from({ length: 14 }, (_, i) =>
        makeProperty({ _id: `id${i}`, slug: `home-${i}`, house_name: `Home ${i + 1}` }),
      ),
    );
    renderAt('/?purpose=Buy');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(await within(results).findByRole('status')).toHaveTextContent(
      'Properties for sale across the UAE · 14 properties · page 1 of 2',
    );
    const pages = within(results).getByRole('navigation', { name: 'Search results pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/?purpose=Buy&page=2',
    );
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    expect(screen.getByTestId('url')).toHaveTextContent('/?purpose=Buy&page=2');
    expect(await within(results).findByRole('article', { name: 'Home 13' })).toBeInTheDocument();
    expect(within(results).getAllByRole('article')).toHaveLength(2);
    await user.selectOptions(within(results).getByLabelText('Sort by'), 'Price (high to low)');
    // Another order starts again at the first page.
    expect(screen.getByTestId('url')).toHaveTextContent('/?purpose=Buy&sort=price-desc');
    expect(searchQueries()).toEqual(['purpose=Buy', 'purpose=Buy&page=2', 'purpose=Buy&sort=price-desc']);
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
    // The placeholder, then the contract's ranges (their labels are pinned in criteria.test.ts).
    expect(optionTexts(rentPrice)).toEqual(['Price', ...PRICE_RANGES.Rent.map((r) => r.label)]);
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
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Dubai Marina');
    await user.selectOptions(screen.getByLabelText('Bedrooms'), '2');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(screen.getByTestId('url')).toHaveTextContent('/?purpose=Buy&location=Dubai+Marina&beds=2');
    expect(searchQueries()).toEqual(['purpose=Buy&location=Dubai+Marina&beds=2']);
    const card = await within(results).findByRole('article', { name: 'Marina Gate 2BR' });
    expectDefaultHomeCard(card);
    expect(within(card).getByText('For Sale')).toBeInTheDocument();
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
    serve(handle('GET /search', fail(500, { msg: 'Something went wrong' }), { once: true }));
    renderAt('/?purpose=Buy');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not complete your search.');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Something went wrong');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Marina Gate 2BR' })).toBeInTheDocument();
    expect(searchQueries()).toHaveLength(2);
  });

  it('restores the criteria from a shared URL and runs the search', async () => {
    answerSearch([makeProperty({ for: 'Rent', price: 9_000 })]);
    renderAt('/?purpose=Rent&location=Dubai+Marina&type=Apartment&beds=2&price=AED+5K%2B');
    expect(await screen.findByText('AED 9,000/month')).toBeInTheDocument();
    expect(searchQueries()).toEqual([
      'purpose=Rent&location=Dubai+Marina&type=Apartment&beds=2&price=AED+5K%2B',
    ]);
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

describe('SearchResults pages', () => {
  it('shows a page of 12 cards and the next pages on demand, starting again for a new search', async () => {
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

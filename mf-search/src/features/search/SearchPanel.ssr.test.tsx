/**
 * The panel rendered on the server, then hydrated in the browser: the results of a URL's search are
 * in the server's HTML, every request renders from its own state, and the browser's first render
 * matches the server's markup without searching again.
 */
import { act, screen, within } from '@testing-library/react';
import {
  createQueryClient,
  hydrateFromServer,
  QueryClientProvider,
  serializeQueries,
  SERVER_QUERIES_ID,
  type QueryClient,
} from '@manzil/api-client';
import { hydrate } from '@tanstack/react-query';
import { handle, requestsTo, serve } from '@manzil/api-client/testing';
import { DEFAULT_SEARCH, type Property } from '@manzil/contract';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { load } from '../../app/exposes/SearchPanel';
import { criteriaFromQuery } from './criteria';
import SearchPanel from './SearchPanel';
import { currentBrowserSearchStore, resetSearchStoreForTests } from './searchStore';
import { expectDefaultHomeCard, LOCATIONS, makeProperty, serveCardReads } from '../../test/testData';

/** The panel takes its server path while `env.server` is set (jsdom always has a window). */
const env = vi.hoisted(() => ({ server: false }));
vi.mock('./renderEnv', () => ({ isServerRender: () => env.server }));

const MARINA = makeProperty();
const RENTAL = makeProperty({
  _id: '65a000000000000000000002',
  slug: 'souk-lane-1br',
  house_name: 'Souk Lane Apartments 1BR',
  for: 'Rent',
  bedrooms: 1,
  price: 8_750,
  location: 'Downtown Dubai',
});

/** Answers each search with the listings of its purpose, a little later (as a real server would). */
function answerSearches() {
  serve(
    handle('GET /search', async ({ request }) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const items: Property[] =
        new URL(request.url).searchParams.get('purpose') === 'Rent' ? [RENTAL] : [MARINA];
      return { items, total: 1, page: 1, pageSize: 12 };
    }),
  );
}

const tree = (url: string, client: QueryClient) => (
  <QueryClientProvider client={client}>
    <MemoryRouter initialEntries={[url]}>
      <SearchPanel />
    </MemoryRouter>
  </QueryClientProvider>
);

/** What the page renderer does for one request: load, render to the end, serialise the cache. */
async function renderOnServer(url: string): Promise<{ html: string; queries: string }> {
  const queryClient = createQueryClient('ssr');
  const search = new URL(url, 'http://127.0.0.1').searchParams;
  await load({ params: {}, search, queryClient });
  env.server = true;
  try {
    // As the shell's page renderer: every boundary written in place (a page without JavaScript shows it).
    const stream = await renderToReadableStream(tree(url, queryClient), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    await stream.allReady;
    return { html: await new Response(stream).text(), queries: serializeQueries(queryClient) };
  } finally {
    env.server = false;
    // React's server renderer leaves the last render's context values set (harmless in a server
    // process); a render with no context restores them before the browser's render in this process.
    await new Response(await renderToReadableStream(<></>)).text();
  }
}

beforeEach(() => {
  resetSearchStoreForTests();
  Element.prototype.scrollIntoView = vi.fn();
  serve(handle('GET /locations', LOCATIONS));
  serveCardReads();
  answerSearches();
});

afterEach(() => {
  env.server = false;
  document.getElementById(SERVER_QUERIES_ID)?.remove();
  document.body.innerHTML = '';
});

describe('SearchPanel on the server', () => {
  it('renders the results of the search in the URL, with links that work without JavaScript', async () => {
    const { html, queries } = await renderOnServer('/?purpose=Buy&location=Dubai+Marina&beds=2');
    document.body.innerHTML = html;
    const results = screen.getByRole('region', { name: 'Search results' });
    const card = within(results).getByRole('article', { name: 'Marina Gate 2BR' });
    expectDefaultHomeCard(card);
    expect(screen.getByLabelText('Location')).toHaveDisplayValue('Dubai Marina');
    expect(screen.getByLabelText('Bedrooms')).toHaveDisplayValue('2');
    expect(requestsTo('GET /search').map((r) => r.url)).toEqual([
      '/search?purpose=Buy&location=Dubai+Marina&beds=2',
    ]);
    // The pages and the sort are links and a GET form too.
    expect(within(results).getByLabelText('Sort by')).toHaveDisplayValue('Price (low to high)');
    expect(within(results).getByRole('button', { name: 'Sort' })).toBeInTheDocument();
    // The search travels with the page, under the key the browser's first render reads.
    expect(JSON.parse(queries).queries).toContainEqual(
      expect.objectContaining({
        queryKey: [
          'properties',
          'search-page',
          { ...DEFAULT_SEARCH, location: 'Dubai Marina', beds: '2' },
          1,
        ],
        state: expect.objectContaining({
          status: 'success',
          data: { items: [MARINA], total: 1, page: 1, pageSize: 12 },
        }),
      }),
    );
  });

  it('renders the form as a GET form whose fields are the URL query keys', async () => {
    const { html } = await renderOnServer('/?purpose=Rent&location=Downtown+Dubai&beds=1&price=AED+5K%2B');
    document.body.innerHTML = html;
    const form = document.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/');
    // What a browser without JavaScript sends is the search the page shows.
    const sent = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    expect(Object.fromEntries([...sent].filter(([, value]) => value !== ''))).toEqual({
      purpose: 'Rent',
      location: 'Downtown Dubai',
      type: 'Residential',
      beds: '1',
      price: 'AED 5K+',
      period: 'month',
      status: 'available',
    });
    expect(criteriaFromQuery(sent)).toEqual({
      ...DEFAULT_SEARCH,
      purpose: 'Rent',
      location: 'Downtown Dubai',
      beds: '1',
      price: 'AED 5K+',
    });
  });

  it('gives every request its own search state: concurrent renders do not see each other', async () => {
    const [buy, rent, home] = await Promise.all([
      renderOnServer('/?purpose=Buy&location=Dubai+Marina'),
      renderOnServer('/?purpose=Rent&location=Downtown+Dubai'),
      renderOnServer('/'),
    ]);
    expect(buy.html).toContain('Marina Gate 2BR');
    expect(buy.html).not.toContain('Souk Lane Apartments 1BR');
    expect(rent.html).toContain('Souk Lane Apartments 1BR');
    expect(rent.html).not.toContain('Marina Gate 2BR');
    expect(home.html).not.toContain('Search results');
    expect(home.html).not.toContain('Marina Gate 2BR');
    // No server render created or touched the browser's store.
    expect(currentBrowserSearchStore()).toBeUndefined();
  });

  it('renders no results and runs no search for a URL without a search', async () => {
    const { html } = await renderOnServer('/?utm_source=mail');
    expect(html).not.toContain('Search results');
    expect(requestsTo('GET /search')).toHaveLength(0);
  });
});

describe('SearchPanel hydrated in the browser', () => {
  it("matches the server's markup and shows its results without searching again", async () => {
    const url = '/?purpose=Buy&location=Dubai+Marina&beds=2';
    const { html, queries } = await renderOnServer(url);
    const searchesOnServer = requestsTo('GET /search').length;

    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SERVER_QUERIES_ID;
    script.textContent = queries;
    document.head.append(script);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverCard = within(container).getByRole('article', { name: 'Marina Gate 2BR' });

    const problems: unknown[] = [];
    const report = (...args: unknown[]) => {
      // The server renderer and the browser's share one React in this test process: a dev-only
      // notice a page never sees (its server and browser are apart).
      if (String(args[0]).startsWith('Detected multiple renderers concurrently rendering')) return;
      problems.push(args);
    };
    const consoleError = vi.spyOn(console, 'error').mockImplementation(report);
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(report);
    const client = createQueryClient('test');
    hydrateFromServer(client);
    const root = await act(async () =>
      hydrateRoot(container, tree(url, client), {
        onRecoverableError: (error) => problems.push(error),
      }),
    );
    // Let effects, the lazy cards' chunk and any refetch run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));

    expect(problems).toEqual([]);
    // The server's card element is kept (hydrated, not replaced by a client render).
    expect(within(container).getByRole('article', { name: 'Marina Gate 2BR' })).toBe(serverCard);
    expect(requestsTo('GET /search')).toHaveLength(searchesOnServer);
    expect(currentBrowserSearchStore()?.getState()).toMatchObject({
      requestId: 1,
      searched: { location: 'Dubai Marina' },
    });
    expect(within(container).getByRole('button', { name: 'Search' })).toBeEnabled();
    consoleError.mockRestore();
    consoleWarn.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it("keeps the choices made in the server's form before the app took it over", async () => {
    const { html, queries } = await renderOnServer('/');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // A visitor picks a location and beds while the app's code is still on its way.
    const location = within(container).getByLabelText('Location') as HTMLInputElement;
    const beds = within(container).getByLabelText('Bedrooms') as HTMLSelectElement;
    location.value = 'Dubai Marina';
    beds.value = '2';

    const client = createQueryClient('test');
    hydrate(client, JSON.parse(queries) as Parameters<typeof hydrate>[1]);
    const root = await act(async () => hydrateRoot(container, tree('/', client)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(currentBrowserSearchStore()?.getState().criteria).toMatchObject({
      location: 'Dubai Marina',
      beds: '2',
      residential: 'Residential',
    });
    expect(location).toHaveDisplayValue('Dubai Marina');
    expect(beds).toHaveDisplayValue('2');
    act(() => root.unmount());
    container.remove();
  });
});

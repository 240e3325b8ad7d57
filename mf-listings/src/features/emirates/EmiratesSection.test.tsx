import { screen, within } from '@testing-library/react';
import { fail, handle, render, serve } from '@manzil/api-client/testing';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { makeCities } from '../../test/fixtures';
import EmiratesSection from './EmiratesSection';

const renderSection = () =>
  render(
    <MemoryRouter>
      <EmiratesSection />
    </MemoryRouter>,
  );

describe('EmiratesSection', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the loading state, then 4 cards a page with links to the emirate pages', async () => {
    serve(handle('GET /homepage/cities', makeCities(6)));
    renderSection();
    expect(screen.getByRole('heading', { name: 'Explore Magnificent Emirates' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading emirates' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: /Abu Dhabi/ });
    expect(first).toHaveAttribute('href', '/abu-dhabi');
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('pages with ellipses beyond 7 pages', async () => {
    serve(handle('GET /homepage/cities', makeCities(40)));
    renderSection();
    const pager = await screen.findByRole('navigation', { name: 'Emirates pages' });
    const numbers = () =>
      within(pager)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent);
    expect(numbers()).toEqual(['1', '2', '10']);
    expect(pager).toHaveTextContent('…');
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 4' }));
    expect(numbers()).toEqual(['1', '3', '4', '5', '10']);
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 10' }));
    expect(numbers()).toEqual(['1', '9', '10']);
    expect(screen.getByRole('link', { name: /City 40/ })).toBeInTheDocument();
  });

  it('shows the error with a Retry that reloads the page', async () => {
    serve(handle('GET /homepage/cities', fail(500, { msg: 'boom' })));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderSection();
    expect(await screen.findByText('Unable to load cities. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('shows the empty state', async () => {
    serve(handle('GET /homepage/cities', []));
    renderSection();
    expect(await screen.findByText('No cities available at the moment.')).toBeInTheDocument();
  });
});

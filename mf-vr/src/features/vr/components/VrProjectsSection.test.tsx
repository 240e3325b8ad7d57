import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, handle, latch, networkFailure, render, requestsTo, serve } from '@manzil/api-client/testing';
import { TIMINGS } from '@manzil/ui';
import { makeCards, serveCards } from '../testing/vrCards';
import { VrProjectsSection } from './VrProjectsSection';

const cardNames = () =>
  within(screen.getByRole('list', { name: /VR projects, page/ }))
    .getAllByRole('button')
    .map((button) => button.querySelector('.name')?.textContent);

const answerCards = (cards = makeCards(9)) => serveCards(cards);

describe('VrProjectsSection states', () => {
  it('shows a labelled spinner while loading, then the list', async () => {
    const [answered, answer] = latch();
    serve(
      handle('GET /damac360/card', async () => {
        await answered;
        return { success: true, data: makeCards(2) };
      }),
    );
    render(<VrProjectsSection />);
    expect(screen.getByRole('status', { name: 'Loading VR showcases' })).toBeInTheDocument();
    answer();
    await screen.findByRole('list', { name: /VR projects, page/ });
    expect(screen.queryByRole('status', { name: 'Loading VR showcases' })).not.toBeInTheDocument();
    expect(cardNames()).toEqual(['Project 1', 'Project 2']);
  });

  it("shows Connection Failed with 'Failed to fetch data' when success is false", async () => {
    serve(handle('GET /damac360/card', { success: false, data: [] }));
    render(<VrProjectsSection />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Connection Failed')).toBeInTheDocument();
    expect(within(alert).getByText('Failed to fetch data')).toBeInTheDocument();
  });

  it("shows 'Error connecting to server' on a network failure, and Retry Connection refetches", async () => {
    serve(handle('GET /damac360/card', networkFailure()));
    render(<VrProjectsSection />);
    expect(await screen.findByText('Error connecting to server')).toBeInTheDocument();
    expect(screen.getByText('Connection Failed')).toBeInTheDocument();

    answerCards(makeCards(3));
    await userEvent.click(screen.getByRole('button', { name: 'Retry Connection' }));
    await waitFor(() => expect(cardNames()).toEqual(['Project 1', 'Project 2', 'Project 3']));
    expect(requestsTo('GET /damac360/card')).toHaveLength(2);
    expect(screen.queryByText('Connection Failed')).not.toBeInTheDocument();
  });

  it('treats a server error status as a connection error', async () => {
    serve(handle('GET /damac360/card', fail(502, { msg: '<html>Bad gateway</html>' })));
    render(<VrProjectsSection />);
    expect(await screen.findByText('Error connecting to server')).toBeInTheDocument();
  });

  it("shows 'No VR Showcases Found' for an empty list", async () => {
    serveCards([]);
    render(<VrProjectsSection />);
    expect(await screen.findByText('No VR Showcases Found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'VR projects pages' })).not.toBeInTheDocument();
  });
});

describe('VrProjectsSection paging', () => {
  afterEach(() => vi.useRealTimers());

  async function renderNineCards() {
    answerCards();
    render(<VrProjectsSection />);
    await screen.findByRole('list', { name: 'VR projects, page 1 of 3' });
    // Timers are faked only now, so the data load above ran on real timers.
    vi.useFakeTimers();
  }

  it('pages 9 cards as 4 + 4 + 1 with a 500 ms fade per switch', async () => {
    await renderNineCards();
    expect(cardNames()).toEqual(['Project 1', 'Project 2', 'Project 3', 'Project 4']);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const fading = screen.getByRole('list', { name: 'VR projects, page 1 of 3' });
    expect(fading).toHaveAttribute('aria-busy', 'true');
    expect(fading).toHaveClass('fadingOut');
    act(() => vi.advanceTimersByTime(TIMINGS.vrPageTransitionMs - 1));
    expect(cardNames()).toEqual(['Project 1', 'Project 2', 'Project 3', 'Project 4']);
    act(() => vi.advanceTimersByTime(1));
    expect(cardNames()).toEqual(['Project 5', 'Project 6', 'Project 7', 'Project 8']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    act(() => vi.advanceTimersByTime(TIMINGS.vrPageTransitionMs));
    expect(cardNames()).toEqual(['Project 9']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('ignores a click on another page while a switch runs', async () => {
    await renderNineCards();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    act(() => vi.advanceTimersByTime(TIMINGS.vrPageTransitionMs * 4));
    expect(screen.getByRole('list', { name: 'VR projects, page 2 of 3' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Project 5', 'Project 6', 'Project 7', 'Project 8']);
  });

  it('ignores a click on the current page: no fade starts', async () => {
    await renderNineCards();
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    const list = screen.getByRole('list', { name: 'VR projects, page 1 of 3' });
    expect(list).toHaveAttribute('aria-busy', 'false');
    expect(list).not.toHaveClass('fadingOut');
  });
});

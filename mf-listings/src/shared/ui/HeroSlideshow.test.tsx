import { act, fireEvent, render, screen } from '@testing-library/react';
import { HeroSlideshow, slideSources } from './HeroSlideshow';

const renderHero = () =>
  render(
    <HeroSlideshow images={slideSources('/images/slides')} subject="Dubai">
      <h1>Dubai</h1>
    </HeroSlideshow>,
  );
const pressed = () =>
  screen.getAllByRole('button').findIndex((b) => b.getAttribute('aria-pressed') === 'true') + 1;

describe('HeroSlideshow', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows 8 sized images, advances every 5000 ms and the dots choose an image', async () => {
    vi.useFakeTimers();
    renderHero();
    const sources = () => screen.getAllByRole('img', { hidden: true }).map((img) => img.getAttribute('src'));
    // Only the first photo and the next one are fetched up front.
    expect(sources()).toEqual(['/images/slides/slide-1.jpg', '/images/slides/slide-2.jpg']);
    const [first, second] = screen.getAllByRole('img', { hidden: true });
    expect(first).toHaveAttribute('width', '1920');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('button', { name: /^Show photo \d$/ })).toHaveLength(8);
    expect(pressed()).toBe(1);
    await act(async () => vi.advanceTimersByTime(4999));
    expect(pressed()).toBe(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(pressed()).toBe(2);
    expect(sources()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 8' }));
    expect(pressed()).toBe(8);
    expect(sources()).toContain('/images/slides/slide-8.jpg');
    await act(async () => vi.advanceTimersByTime(5000));
    expect(pressed()).toBe(1);
  });

  it('does not advance on its own when reduced motion is requested, but keeps the dots', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.useFakeTimers();
    renderHero();
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(pressed()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 4' }));
    expect(pressed()).toBe(4);
  });
});
